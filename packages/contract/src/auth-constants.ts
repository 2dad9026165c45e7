// The values of auth.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/**
 * Issue 19: the lowest zxcvbn score (0–4, @zxcvbn-ts) a new password may have, and how many of its characters
 * are rated (a longer one is rated by its start, which bounds the work). The server refuses below it
 * (PASSWORD_TOO_WEAK); the web app's strength meter rates with the same library, dictionary and numbers.
 */
export const PASSWORD_MIN_SCORE = 2
export const PASSWORD_RATED_LENGTH = 64

export const MINIMUM_AGE_YEARS = 10
/** Issue 19: members younger than this name a guardian, who consents by a link before gifts, paid events and robo. */
export const GUARDIAN_AGE_YEARS = 20
/**
 * Issue 19 (decision 029): the header that carries the random id the web app keeps in the browser, sent with
 * registrations so that one device makes only a few accounts a day.
 */
export const DEVICE_HEADER = 'x-klass-device'

/** The providers a member can sign in with besides an e-mail and password. */
export const signInProviders = ['facebook', 'line'] as const
export type SignInProvider = (typeof signInProviders)[number]
export const providerNames: Record<SignInProvider, string> = { facebook: 'Facebook', line: 'LINE' }
