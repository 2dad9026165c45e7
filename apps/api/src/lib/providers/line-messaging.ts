import { createHmac, timingSafeEqual } from 'node:crypto'
import { PROVIDER_TIMEOUT_MS } from './http'

/** What became of one push: delivered (or already delivered under its retry key), worth another try, or refused for good. */
export type PushOutcome =
  { result: 'sent' } | { result: 'retry'; reason: string } | { result: 'rejected'; reason: string }

/**
 * The LINE Messaging API's push message, sent with an X-Line-Retry-Key: LINE accepts a key once, so a
 * retry after a lost answer is refused with 409 instead of delivering the message twice.
 */
export function createLineMessaging(options: { apiUrl: string; accessToken: string }) {
  return {
    async push(to: string, text: string, retryKey: string): Promise<PushOutcome> {
      let response: Response
      try {
        response = await fetch(`${options.apiUrl}/v2/bot/message/push`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
            'x-line-retry-key': retryKey,
          },
          body: JSON.stringify({ to, messages: [{ type: 'text', text }] }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        })
      } catch (error) {
        return { result: 'retry', reason: `network: ${(error as Error).name}` }
      }
      await response.arrayBuffer().catch(() => undefined)
      if (response.ok) return { result: 'sent' }
      // 409: a message with this retry key was already accepted.
      if (response.status === 409) return { result: 'sent' }
      if (response.status === 429 || response.status >= 500) {
        return { result: 'retry', reason: `http ${response.status}` }
      }
      return { result: 'rejected', reason: `http ${response.status}` }
    },
  }
}
export type LineMessaging = ReturnType<typeof createLineMessaging>

/** LINE signs each webhook body: base64 HMAC-SHA256 with the Messaging API channel secret. */
export function lineSignatureValid(
  channelSecret: string,
  body: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false
  const expected = createHmac('sha256', channelSecret).update(body).digest()
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
