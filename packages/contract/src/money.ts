import { z } from 'zod'
import { bahtFromString, unitsFromString } from './money-text'

export * from './money-text'

/** Amounts as the API writes them: decimal strings with their fixed places (money-text.ts). */
export const koinString = z.string().regex(/^-?\d+\.\d{2}$/)
export const bahtString = z.string().regex(/^-?\d+\.\d{2}$/)
export const unitsString = z.string().regex(/^-?\d+\.\d{4}$/)
/** A yearly rate or a share, in percent with two decimals ("1.50"). Rates are stored as basis points. */
export const percentString = z.string().regex(/^-?\d+\.\d{2}$/)

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
