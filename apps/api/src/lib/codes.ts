import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: codes are read off a phone screen and typed in at a shop counter. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

function randomCode(length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)]
  return out
}

/** A voucher code our system issues at purchase: KLS-XXXX-XXXX-XXXX (about 60 bits, unique-indexed). */
export function newVoucherCode(): string {
  return `KLS-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`
}

/** A parcel's tracking number, issued when the gift is redeemed: KLSTH + 10 characters. */
export function newTrackingNumber(): string {
  return `KLSTH${randomCode(10)}`
}
