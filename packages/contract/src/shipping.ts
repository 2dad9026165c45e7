import { z } from 'zod'
import { type Carrier, readShippingAddress } from './shipping-constants'
export * from './shipping-constants'

/**
 * Where a gift that travels by post is sent: physical gifts and premiums from the store, and SUPERQUEST
 * premium gifts (mission rewards, level gifts, krazy day).
 */
export const shippingAddress = z
  .object({
    recipient: z.string(),
    phone: z.string(),
    address: z.string(),
    subdistrict: z.string(),
    district: z.string(),
    province: z.string(),
    postcode: z.string(),
  })
  .transform((input, ctx) => {
    const read = readShippingAddress(input)
    if ('value' in read) return read.value
    for (const [field, message] of Object.entries(read.problems))
      ctx.addIssue({ code: 'custom', path: [field], message })
    return z.NEVER
  })

const carrierAliases: Record<string, Carrier> = {
  'thailand-post': 'thailand-post',
  'thailand post': 'thailand-post',
  thaipost: 'thailand-post',
  ems: 'thailand-post',
  ไปรษณีย์ไทย: 'thailand-post',
  ไปรษณีย์: 'thailand-post',
  kerry: 'kerry',
  'kerry express': 'kerry',
  kex: 'kerry',
  เคอรี่: 'kerry',
  flash: 'flash',
  'flash express': 'flash',
  แฟลช: 'flash',
  jt: 'jt',
  'j&t': 'jt',
  'j&t express': 'jt',
}
/** The carrier a person typed (code, English or Thai name, any case), or null. */
export function carrierOf(text: string): Carrier | null {
  return carrierAliases[text.trim().toLowerCase()] ?? null
}
/** A carrier's tracking number: letters and digits, as carriers print them. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,30}$/
