import { createHmac, randomBytes } from 'node:crypto'

/**
 * Time-based one-time codes (RFC 6238, HMAC-SHA1, 6 digits, 30-second steps): what authenticator apps such
 * as Google Authenticator show, and what staff type to open the back office (issue 21).
 */
export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31]
  return out
}

/** A base32 secret back to its bytes; spaces, dashes, padding and case are forgiven. Throws on other characters. */
export function fromBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = alphabet.indexOf(char)
    if (index < 0) throw new Error('not a base32 secret')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new secret of 20 random bytes (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return toBase32(randomBytes(20))
}

/** The 30-second step a moment falls in. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS)
}

/** The code of one step. */
export function totpCodeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS
  return String(number).padStart(TOTP_DIGITS, '0')
}

/** The code an authenticator app shows at a moment. */
export function totpCode(secret: string, atMs: number): string {
  return totpCodeAt(secret, totpStep(atMs))
}

/**
 * The step a typed code belongs to, within one step either side of `atMs` (a phone's clock may be a little
 * off), or null. The caller refuses a step at or before the last one used, so a code works once.
 */
export function matchTotp(secret: string, code: string, atMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const now = totpStep(atMs)
  for (const step of [now, now - 1, now + 1]) if (totpCodeAt(secret, step) === code) return step
  return null
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function totpAddress(secret: string, account: string, issuer = 'Klass'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`
}
