import { z } from 'zod'

/**
 * Amounts are integers of their smallest unit and travel in JSON as decimal strings with a fixed number of
 * places: koins and baht with two ("1250.50" — hundredths of a koin, satang), fund units and NAV with four.
 * No float ever carries an amount of money.
 */
export function fixedToString(value: number | bigint, places: number): string {
  const scaled = BigInt(value)
  const negative = scaled < 0n
  const abs = negative ? -scaled : scaled
  const unit = 10n ** BigInt(places)
  const whole = abs / unit
  const fraction = places > 0 ? `.${(abs % unit).toString().padStart(places, '0')}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}

/** Parses "12", "12.5" or "12.50" into an integer of 10^-places; null for anything else. */
export function fixedFromString(text: string, places: number): number | null {
  const match = new RegExp(`^(-)?(\\d{1,12})(?:\\.(\\d{1,${places}}))?$`).exec(text.trim())
  if (!match) return null
  const [, sign, whole, frac = ''] = match
  const scaled = Number(whole) * 10 ** places + Number(frac.padEnd(places, '0') || '0')
  return sign ? -scaled : scaled
}

export const koinString = z.string().regex(/^-?\d+\.\d{2}$/)

export function koinToString(hundredths: number | bigint): string {
  return fixedToString(hundredths, 2)
}

/** Parses "12", "12.5" or "12.50" into hundredths; null for anything else. */
export function koinFromString(text: string): number | null {
  return fixedFromString(text, 2)
}

/** Practice baht: satang, shown with two decimals like koins (but the two never convert into each other). */
export const bahtString = z.string().regex(/^-?\d+\.\d{2}$/)
export const bahtToString = koinToString
export const bahtFromString = koinFromString

/** Fund units and NAV: ten-thousandths, four decimals. */
export const unitsString = z.string().regex(/^-?\d+\.\d{4}$/)
export function unitsToString(tenThousandths: number | bigint): string {
  return fixedToString(tenThousandths, 4)
}
export function unitsFromString(text: string): number | null {
  return fixedFromString(text, 4)
}

/** A yearly rate or a share, in percent with two decimals ("1.50"). Rates are stored as basis points. */
export const percentString = z.string().regex(/^-?\d+\.\d{2}$/)
export const percentFromBasisPoints = koinToString

/** The largest amount one request may move: ฿100 million, far beyond any practice balance. */
const MAX_INPUT_SATANG = 10_000_000_000

/**
 * A baht amount typed by a member ("1500", "1500.5", "1,500.50"), read into satang: positive, at most two
 * decimals. Each refusal says why in Thai.
 */
export const bahtInput = z
  .union([z.string(), z.number()], { error: 'กรุณากรอกจำนวนเงิน' })
  .transform((value, ctx) => {
    const text = String(value).replaceAll(',', '').trim()
    if (/^-/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนเงินต้องมากกว่า 0 บาท' })
      return z.NEVER
    }
    if (/^\d+\.\d{3,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง (สตางค์)' })
      return z.NEVER
    }
    const satang = bahtFromString(text)
    if (satang === null) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนเงินต้องเป็นตัวเลข เช่น 1500 หรือ 1500.50' })
      return z.NEVER
    }
    if (satang <= 0) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนเงินต้องมากกว่า 0 บาท' })
      return z.NEVER
    }
    if (satang > MAX_INPUT_SATANG) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนเงินมากเกินไป' })
      return z.NEVER
    }
    return satang
  })

/** Fund units typed by a member: positive, at most four decimals, read into ten-thousandths. */
export const unitsInput = z
  .union([z.string(), z.number()], { error: 'กรุณากรอกจำนวนหน่วย' })
  .transform((value, ctx) => {
    const text = String(value).replaceAll(',', '').trim()
    if (/^\d+\.\d{5,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนหน่วยมีทศนิยมได้ไม่เกิน 4 ตำแหน่ง' })
      return z.NEVER
    }
    const units = unitsFromString(text)
    if (units === null || units <= 0) {
      ctx.addIssue({ code: 'custom', message: 'จำนวนหน่วยต้องเป็นตัวเลขมากกว่า 0' })
      return z.NEVER
    }
    return units
  })
