import { z } from 'zod'
import { readBahtInput, readUnitsInput } from './money-text'

export * from './money-text'

/** Amounts as the API writes them: decimal strings with their fixed places (money-text.ts). */
export const koinString = z.string().regex(/^-?\d+\.\d{2}$/)
export const bahtString = z.string().regex(/^-?\d+\.\d{2}$/)
export const unitsString = z.string().regex(/^-?\d+\.\d{4}$/)
/** A yearly rate or a share, in percent with two decimals ("1.50"). Rates are stored as basis points. */
export const percentString = z.string().regex(/^-?\d+\.\d{2}$/)

/**
 * A baht amount typed by a member ("1500", "1500.5", "1,500.50"), read into satang: positive, at most two
 * decimals. Each refusal says why in Thai (readBahtInput in money-text.ts, which the web app's forms use too).
 */
export const bahtInput = z
  .union([z.string(), z.number()], { error: 'กรุณากรอกจำนวนเงิน' })
  .transform((value, ctx) => {
    const read = readBahtInput(value)
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem })
      return z.NEVER
    }
    return read.value
  })

/** Fund units typed by a member: positive, at most four decimals, read into ten-thousandths (readUnitsInput). */
export const unitsInput = z
  .union([z.string(), z.number()], { error: 'กรุณากรอกจำนวนหน่วย' })
  .transform((value, ctx) => {
    const read = readUnitsInput(value)
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem })
      return z.NEVER
    }
    return read.value
  })
