import type { ProviderProfile } from '@klass/contract/auth'

/**
 * Someone a provider vouched for who is not a member yet, between the provider's answer and the registration
 * form (/register?via=line or facebook). Kept for this tab only, and removed once they register.
 */
export type PendingSignup =
  | { provider: 'line'; ticket: string; profile: ProviderProfile }
  | { provider: 'facebook'; token: string; profile: ProviderProfile }

const KEY = 'klass.pendingSignup'

export function savePendingSignup(signup: PendingSignup): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(signup))
  } catch {
    // Storage may be off (private mode): the form then asks the person to start again.
  }
}

export function readPendingSignup(provider: string | null): PendingSignup | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignup | null
    return value && value.provider === provider ? value : null
  } catch {
    return null
  }
}

export function clearPendingSignup(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing to clear
  }
}

/** Where to go after signing in with LINE: the page remembered before leaving for LINE. */
const NEXT_KEY = 'klass.line.next'
export function rememberLineTarget(target: string): void {
  try {
    sessionStorage.setItem(NEXT_KEY, target)
  } catch {
    // the home page then
  }
}
export function takeLineTarget(): string | null {
  try {
    const value = sessionStorage.getItem(NEXT_KEY)
    sessionStorage.removeItem(NEXT_KEY)
    return value
  } catch {
    return null
  }
}
