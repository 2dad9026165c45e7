import type { MemberConsents } from '@klass/contract/user'
import { eq } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import { DomainError } from '../../lib/domain-error'

/** Issue 19 (decision 031): what the member consented to; `marketing.changed_at` is when they last chose. */
export async function consentsOf(db: Executor, userId: string): Promise<MemberConsents> {
  const [row] = await db
    .select({
      termsAcceptedAt: users.termsAcceptedAt,
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
      marketingConsent: users.marketingConsent,
      marketingConsentAt: users.marketingConsentAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new DomainError('UNAUTHENTICATED')
  return {
    terms: { version: row.termsVersion, accepted_at: row.termsAcceptedAt.toISOString() },
    privacy: { version: row.privacyVersion, accepted_at: row.termsAcceptedAt.toISOString() },
    marketing: { consent: row.marketingConsent, changed_at: row.marketingConsentAt?.toISOString() ?? null },
  }
}

/** Gives or withdraws marketing consent, recording when; choosing what is already chosen changes nothing. */
export async function setMarketingConsent(
  db: Executor,
  userId: string,
  consent: boolean,
  now: Date,
): Promise<MemberConsents> {
  const current = await consentsOf(db, userId)
  if (current.marketing.consent !== consent)
    await db
      .update(users)
      .set({ marketingConsent: consent, marketingConsentAt: now, updatedAt: now })
      .where(eq(users.id, userId))
  return consentsOf(db, userId)
}
