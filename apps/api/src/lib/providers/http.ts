import { DomainError } from '../domain-error'

/** How long a provider may take to answer before the sign-in is reported as unavailable. */
export const PROVIDER_TIMEOUT_MS = 10_000

export type ProviderAnswer = { status: number; body: unknown }

/**
 * One request to Facebook or LINE. A network failure or timeout is SIGN_IN_PROVIDER_UNAVAILABLE; any HTTP
 * answer is handed back for the adapter to read. The URL may carry a secret and is never logged.
 */
export async function askProvider(url: string, init: RequestInit = {}): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch {
    throw new DomainError('SIGN_IN_PROVIDER_UNAVAILABLE')
  }
  const text = await response.text().catch(() => '')
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { status: response.status, body }
}

/** A provider's 5xx (or an answer that is not JSON where JSON was due) is its trouble, not the person's. */
export function providerTrouble(answer: ProviderAnswer): boolean {
  return answer.status >= 500 || answer.status === 429
}
