import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { emailLinks } from '@klass/db/schema/core'
import { hashOpaqueToken, newOpaqueToken } from '../modules/auth/tokens'

/**
 * Issue 19: one-time links sent by e-mail — a member's address to confirm, a guardian's consent, a deleted
 * account to take back. Only the token's hash is stored; a link works once, before it expires, and only for
 * the address it was sent to.
 */
export type EmailLinkPurpose = 'email' | 'guardian' | 'restore'

/** The address a mailed link opens: the page, with the token its page takes out of the address bar on arrival. */
export function linkAddress(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`
}

/** How long each kind of link works. */
export const EMAIL_LINK_HOURS: Record<EmailLinkPurpose, number> = {
  email: 72,
  guardian: 7 * 24,
  // A deleted account can be taken back for 30 days; the link lives as long.
  restore: 30 * 24,
}

/** Writes a new link and answers its token, to put in the mail; earlier links of the purpose keep working. */
export async function issueEmailLink(
  tx: Pick<Executor, 'insert'>,
  link: { userId: string; purpose: EmailLinkPurpose; email: string; now: Date },
): Promise<string> {
  const token = newOpaqueToken()
  await tx.insert(emailLinks).values({
    tokenHash: hashOpaqueToken(token),
    userId: link.userId,
    purpose: link.purpose,
    email: link.email,
    createdAt: link.now,
    expiresAt: new Date(link.now.getTime() + EMAIL_LINK_HOURS[link.purpose] * 60 * 60 * 1000),
  })
  return token
}

/** The link of `token` for `purpose`, if it still works: not used and not expired. */
function workingLink(token: string, purpose: EmailLinkPurpose, now: Date) {
  return and(
    eq(emailLinks.tokenHash, hashOpaqueToken(token)),
    eq(emailLinks.purpose, purpose),
    isNull(emailLinks.usedAt),
    gt(emailLinks.expiresAt, now),
  )
}

/**
 * Spends a link inside the caller's transaction: answers whose it is and the address it was sent to, or null
 * when the token is unknown, used or expired. Two requests with one token cannot both spend it.
 */
export async function spendEmailLink(
  tx: Pick<Executor, 'update'>,
  token: string,
  purpose: EmailLinkPurpose,
  now: Date,
): Promise<{ userId: string; email: string } | null> {
  const [spent] = await tx
    .update(emailLinks)
    .set({ usedAt: now })
    .where(workingLink(token, purpose, now))
    .returning({ userId: emailLinks.userId, email: emailLinks.email })
  return spent ?? null
}

/** Reads a link without spending it (a page that shows what the link is for): null when it would not work. */
export async function peekEmailLink(
  db: Pick<Executor, 'select'>,
  token: string,
  purpose: EmailLinkPurpose,
  now: Date,
): Promise<{ userId: string; email: string } | null> {
  const [link] = await db
    .select({ userId: emailLinks.userId, email: emailLinks.email })
    .from(emailLinks)
    .where(workingLink(token, purpose, now))
  return link ?? null
}
