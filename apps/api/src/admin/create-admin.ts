import { RESET_LINK_MINUTES } from '@klass/contract/auth'
import { policyVersions } from '@klass/contract/policy'
import type { Database } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import { eq } from 'drizzle-orm'
import { linkAddress } from '../lib/email-links'
import { insertPasswordReset } from '../modules/auth/auth.repo'
import { hashOpaqueToken, newOpaqueToken } from '../modules/auth/tokens'
import { replaceSecondFactor, type SecretSealer } from '../modules/admin-core/second-factor'

export type CreatedAdmin = {
  id: string
  created: boolean
  /** A new account's one-time link to set its password; null for an existing member. */
  passwordLink: string | null
  secret: string
  address: string
}

/**
 * `npm run admin -- create EMAIL`: makes the member with `email` an admin (creating the account, with a
 * one-time set-password link, when there is none) and gives them a fresh authenticator secret, already
 * confirmed. No staff member makes this change, so it is not in the audit log; the command says what it did.
 */
export async function createAdmin(
  db: Database,
  vault: SecretSealer,
  options: { email: string; publicUrl: string; now: Date },
): Promise<CreatedAdmin> {
  const email = options.email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`"${options.email}" is not an e-mail address.`)
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(eq(users.email, email))
      .for('update')
    let id: string
    if (existing) {
      id = existing.id
      if (!existing.roles.includes('admin'))
        await tx
          .update(users)
          .set({ roles: [...existing.roles, 'admin'] })
          .where(eq(users.id, id))
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: null,
          displayName: 'ผู้ดูแลระบบ Klass',
          roles: ['member', 'admin'],
          emailConfirmedAt: options.now,
          termsAcceptedAt: options.now,
          termsVersion: policyVersions.law,
          privacyVersion: policyVersions.personal,
        })
        .returning({ id: users.id })
      id = row!.id
    }
    const factor = await replaceSecondFactor(tx, vault, { id, email }, { confirmedAt: options.now })
    return { id, created: !existing, ...factor }
  })
  let passwordLink: string | null = null
  if (result.created) {
    const token = newOpaqueToken()
    const expiresAt = new Date(options.now.getTime() + RESET_LINK_MINUTES * 60 * 1000)
    await insertPasswordReset(db, result.id, hashOpaqueToken(token), expiresAt)
    passwordLink = linkAddress(options.publicUrl, '/reset-password', token)
  }
  return { ...result, passwordLink }
}
