import type { ReactNode } from 'react'
import { TextField } from './field'

/** A whole number typed by a person: "3" → 3; anything else (empty, "2.5", "-1") → NaN. */
export function parseCount(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
}

/** How many of something to take (pieces, entries): a number field that opens the number pad on a phone. */
export function CountField({
  label,
  text,
  onText,
  max,
  hint,
  error,
}: {
  label: string
  text: string
  onText: (text: string) => void
  max: number
  hint: ReactNode
  error: string | null
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={text}
      onChange={(event) => onText(event.target.value)}
      hint={hint}
      error={error}
      className="max-w-32"
    />
  )
}
