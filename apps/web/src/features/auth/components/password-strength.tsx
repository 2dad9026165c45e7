import { PASSWORD_MIN_SCORE } from '@klass/contract/auth-constants'
import { useEffect, useState } from 'react'
import { cn } from '../../../ui/cn'
import type { PasswordRating } from './password-rating'

/** The meter's levels in Thai, zxcvbn's scores 0–4 (issue 19). */
export const STRENGTH_LEVELS = ['อ่อนมาก', 'อ่อน', 'พอใช้', 'ดี', 'แข็งแรง'] as const
const LEVEL_COLOURS = ['bg-coral-700', 'bg-coral-500', 'bg-sun-400', 'bg-mint-500', 'bg-mint-700'] as const

// zxcvbn and its dictionaries come in a chunk of their own, fetched by these forms only, never the first visit.
const loadRating = () => import('./password-rating')
/** Rated once typing pauses, not on every key. */
const RATING_DELAY_MS = 150

/**
 * How hard a new password is to guess, as a level in words (never colour alone) with short Thai hints.
 * Give the field `aria-describedby={id}`; changes are announced politely while typing.
 */
export function PasswordStrength({
  id,
  password,
  userInputs = [],
}: {
  id: string
  password: string
  /** Words an attacker would try first: the member's name and e-mail. */
  userInputs?: readonly string[]
}) {
  const [rating, setRating] = useState<PasswordRating | null>(null)
  const inputs = userInputs.filter(Boolean).join('\n')
  useEffect(() => {
    if (!password) return
    let current = true
    const timer = setTimeout(() => {
      void loadRating().then(({ ratePassword }) => {
        if (current) setRating(ratePassword(password, inputs ? inputs.split('\n') : []))
      })
    }, RATING_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [password, inputs])

  const shown = password && rating
  const refused = shown && rating.score < PASSWORD_MIN_SCORE
  return (
    <div id={id} aria-live="polite" className="space-y-1.5">
      {shown && (
        <>
          <div className="flex gap-1" aria-hidden="true">
            {STRENGTH_LEVELS.map((level, index) => (
              <span
                key={level}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  index <= rating.score ? LEVEL_COLOURS[rating.score] : 'bg-brand-100',
                )}
              />
            ))}
          </div>
          <p className="text-sm text-ink-soft">
            ความปลอดภัยของรหัสผ่าน:{' '}
            <strong className="font-semibold text-ink">{STRENGTH_LEVELS[rating.score]}</strong>
            {refused && ` — ต้องอยู่ระดับ${STRENGTH_LEVELS[PASSWORD_MIN_SCORE]}ขึ้นไป`}
          </p>
          {rating.hints.length > 0 && (
            <ul className="list-disc space-y-0.5 ps-5 text-sm text-ink-soft">
              {rating.hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
