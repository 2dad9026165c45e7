import { koinFromString, koinToString } from '@klass/contract/money-text'

const BANGKOK_MS = 7 * 60 * 60 * 1000

/** A datetime-local value ("2026-11-27T10:00") read as Bangkok time, as the API takes it. */
export function bangkokMoment(local: string): string {
  return `${local}:00+07:00`
}

/** An instant as a datetime-local value in Bangkok time. */
export function bangkokLocal(iso: string): string {
  return new Date(Date.parse(iso) + BANGKOK_MS).toISOString().slice(0, 16)
}

/** "199" or "199.50" koins as hundredths; NaN when it is not an amount (the server then says why). */
export function koinHundredths(text: string): number {
  return koinFromString(text) ?? Number.NaN
}

export function koinText(hundredths: number): string {
  return koinToString(hundredths)
}
