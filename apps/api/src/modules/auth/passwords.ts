import { hash, verify, type Options } from '@node-rs/argon2'
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_SCORE } from '@klass/contract/auth'
import { DomainError } from '../../lib/domain-error'
import { isCommonPassword } from './common-passwords'
import { passwordScore } from './password-score'

// ARCHITECTURE: argon2id with 19 MiB of memory and 2 passes (OWASP's minimum recommendation).
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** Issue 19: not too short or long, not on the common-passwords list, and not easily guessed. */
export async function assertAcceptablePassword(
  password: string,
  context: { email?: string; displayName?: string } = {},
) {
  if ([...password].length < PASSWORD_MIN) throw new DomainError('PASSWORD_TOO_SHORT')
  if ([...password].length > PASSWORD_MAX) throw new DomainError('PASSWORD_TOO_LONG')
  const lowered = password.toLowerCase()
  const local = context.email?.split('@')[0]?.toLowerCase()
  if (
    (await isCommonPassword(password)) ||
    /^(.)\1+$/.test(password) ||
    (local && local.length >= 4 && lowered === local)
  ) {
    throw new DomainError('PASSWORD_TOO_COMMON')
  }
  const known = [context.email, local, context.displayName].filter((word): word is string => Boolean(word))
  if ((await passwordScore(password, known)) < PASSWORD_MIN_SCORE) throw new DomainError('PASSWORD_TOO_WEAK')
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** Verifying against a real hash when the account does not exist keeps timing from telling who is a member. */
let decoyHash: Promise<string> | null = null
export function decoyPasswordHash(): Promise<string> {
  return (decoyHash ??= hashPassword('klass-decoy-password-for-timing'))
}
