import { describe, expect, it } from 'vitest'
import { fromBase32, matchTotp, toBase32, totpCode, totpCodeAt } from './totp'

// RFC 6238 appendix B's SHA-1 secret, "12345678901234567890", in base32.
const rfcSecret = toBase32(Buffer.from('12345678901234567890'))

describe('one-time codes of an authenticator app (RFC 6238)', () => {
  it("gives the RFC's test codes (their last six digits)", () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082')
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(rfcSecret, 1_234_567_890_000)).toBe('005924')
    expect(totpCode(rfcSecret, 20_000_000_000_000)).toBe('353130')
  })

  it('reads a secret back whatever its case, spaces and padding', () => {
    expect(fromBase32(rfcSecret.toLowerCase().replace(/(.{4})/g, '$1 ') + '===')).toEqual(
      Buffer.from('12345678901234567890'),
    )
    expect(() => fromBase32('not base32!')).toThrow()
  })

  it('accepts the code of the step before and after, and nothing further or malformed', () => {
    const at = 1_234_567_890_000
    const step = Math.floor(at / 30_000)
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, step - 1), at)).toBe(step - 1)
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, step + 1), at)).toBe(step + 1)
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, step - 2), at)).toBeNull()
    expect(matchTotp(rfcSecret, '12345', at)).toBeNull()
  })
})
