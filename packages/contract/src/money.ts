import { z } from 'zod'

/**
 * Koins are stored as integer hundredths and travel in JSON as decimal strings with two places ("1250.50").
 * No float ever carries an amount of money.
 */
export const koinString = z.string().regex(/^-?\d+\.\d{2}$/)

export function koinToString(hundredths: number | bigint): string {
  const value = BigInt(hundredths)
  const negative = value < 0n
  const abs = negative ? -value : value
  const whole = abs / 100n
  const cents = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${cents}`
}

/** Parses "12", "12.5" or "12.50" into hundredths; null for anything else. */
export function koinFromString(text: string): number | null {
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const [, sign, whole, frac = ''] = match
  const hundredths = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return sign ? -hundredths : hundredths
}
