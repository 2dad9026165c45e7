import { DomainError } from './domain-error'

export type CaptchaVerifier = {
  enabled: boolean
  verify: (token: string | undefined, ip: string) => Promise<void>
}

/**
 * SPEC 5: the captcha (version 3, with a site key). When no secret is configured the captcha is off on the
 * server, as it is in the web app without a site key.
 */
export function createCaptchaVerifier(options: {
  secret: string | undefined
  verifyUrl: string
  minScore?: number
}): CaptchaVerifier {
  const { secret, verifyUrl } = options
  const minScore = options.minScore ?? 0.5
  if (!secret) return { enabled: false, verify: async () => {} }
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) throw new DomainError('CAPTCHA_FAILED')
      let answer: { success?: boolean; score?: number }
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(10_000),
        })
        answer = (await response.json()) as typeof answer
      } catch {
        throw new DomainError('CAPTCHA_FAILED')
      }
      if (!answer.success || (typeof answer.score === 'number' && answer.score < minScore)) {
        throw new DomainError('CAPTCHA_FAILED')
      }
    },
  }
}
