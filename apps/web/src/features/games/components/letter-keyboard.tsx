import { useEffect } from 'react'
import { cn } from '../../../ui/cn'

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']

/**
 * The hangman keyboard: 26 letter buttons, and the same letters from a physical keyboard while the game
 * is on (keys typed into a field elsewhere are left alone).
 */
export function LetterKeyboard({
  guessed,
  hits,
  disabled,
  onGuess,
}: {
  guessed: readonly string[]
  hits: readonly string[]
  disabled: boolean
  onGuess: (letter: string) => void
}) {
  useEffect(() => {
    if (disabled) return
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement | null
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return
      const letter = event.key.toUpperCase()
      if (/^[A-Z]$/.test(letter) && !guessed.includes(letter)) {
        event.preventDefault()
        onGuess(letter)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [disabled, guessed, onGuess])

  return (
    // As many keys a row as fit at 44 px or wider: six on a 360 px phone, more on wider screens.
    <div
      role="group"
      aria-label="แป้นตัวอักษร"
      className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5"
    >
      {LETTERS.map((letter) => {
        const used = guessed.includes(letter)
        const hit = hits.includes(letter)
        return (
          <button
            key={letter}
            type="button"
            disabled={disabled || used}
            onClick={() => onGuess(letter)}
            aria-label={used ? `${letter} (${hit ? 'มีในคำ' : 'ไม่มีในคำ'})` : letter}
            className={cn(
              'min-h-11 min-w-11 rounded-xl text-lg font-semibold ring-1 ring-inset transition-colors',
              !used && 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50',
              used && hit && 'bg-mint-100 text-mint-700 ring-mint-500/40',
              used && !hit && 'bg-coral-100 text-coral-700 ring-coral-500/30 line-through',
              disabled && !used && 'opacity-60',
            )}
          >
            {letter}
          </button>
        )
      })}
    </div>
  )
}
