import { staffSecondFactors } from '@klass/db/schema/admin'
import type { Executor } from '@klass/db/client'
import { newTotpSecret, totpAddress } from '@klass/db/totp'
import { eq } from 'drizzle-orm'
import type { KycVault } from '../../lib/kyc-vault'

/** Seals and opens TOTP secrets at rest: the server's key for secrets (KYC_ENCRYPTION_KEY or DATA_DIR/kyc-key). */
export type SecretSealer = Pick<KycVault, 'sealText' | 'openText'>

/**
 * Gives a staff member a new authenticator secret, replacing any earlier one (confirmed or not): the next
 * code typed from it confirms it. Answers the secret and the otpauth address an app reads.
 */
export async function replaceSecondFactor(
  tx: Executor,
  vault: SecretSealer,
  member: { id: string; email: string },
  options: { secret?: string; confirmedAt?: Date | null } = {},
): Promise<{ secret: string; address: string }> {
  const secret = options.secret ?? newTotpSecret()
  const values = {
    sealedSecret: vault.sealText(secret),
    confirmedAt: options.confirmedAt ?? null,
    lastStep: null,
  }
  await tx
    .insert(staffSecondFactors)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({ target: staffSecondFactors.userId, set: values })
  return { secret, address: totpAddress(secret, member.email) }
}

/** The staff member's authenticator secret as stored (still sealed), or undefined. */
export async function secondFactorOf(tx: Executor, userId: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}
