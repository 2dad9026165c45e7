import { and, desc, eq, gt, isNull, lt, max, ne, sql } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import { passwordResets, refreshTokens, sessions, users } from '@klass/db/schema/core'
import { signInFlows, userIdentities } from '@klass/db/schema/identities'
import { DomainError } from '../../lib/domain-error'

export type NewMember = typeof users.$inferInsert

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      displayName: users.displayName,
      deletionRequestedAt: users.deletionRequestedAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.email, email))
  return row ?? null
}

/** Whether the member asked to delete the account, and whether it was erased (decision 031). */
export function deletionStandingOf(db: Executor, userId: string) {
  return db
    .select({ deletionRequestedAt: users.deletionRequestedAt, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId))
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row !== undefined
}

/** The unique constraint a statement broke, if that is why it failed. */
function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  if (e?.code === '23505') return e.constraint ?? ''
  if (e?.cause?.code === '23505') return e.cause.constraint ?? ''
  return null
}

export async function insertMember(
  tx: Executor,
  values: NewMember,
  taken: 'EMAIL_TAKEN' | 'EMAIL_HAS_ACCOUNT' = 'EMAIL_TAKEN',
): Promise<string> {
  try {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id })
    return row!.id
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new DomainError(taken)
    throw error
  }
}

// ---- Identities from Facebook and LINE ----

export async function findIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
  return row ?? null
}

/** Adds a provider's identity to a member; the provider's person may belong to one member, once per provider. */
export async function insertIdentity(
  tx: Executor,
  values: { userId: string; provider: string; subject: string; displayName: string | null; linkedAt: Date },
) {
  try {
    await tx.insert(userIdentities).values(values)
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint === 'user_identities_user_provider_key') throw new DomainError('IDENTITY_ALREADY_LINKED')
    if (constraint !== null) throw new DomainError('IDENTITY_TAKEN')
    throw error
  }
}

export async function identitiesOf(db: Executor, userId: string) {
  return db
    .select({
      provider: userIdentities.provider,
      displayName: userIdentities.displayName,
      linkedAt: userIdentities.linkedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.linkedAt)
}

export async function deleteIdentity(tx: Executor, userId: string, provider: string): Promise<boolean> {
  const rows = await tx
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id })
  return rows.length > 0
}

/** The member's row, locked: two unlinks at once cannot both see the other method still there. */
export async function lockMemberSignIn(tx: Executor, userId: string, lock = true) {
  const query = tx
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new DomainError('UNAUTHENTICATED')
  return row
}

export async function insertSignInFlow(tx: Executor, values: typeof signInFlows.$inferInsert) {
  await tx.insert(signInFlows).values(values)
}

export async function lockSignInFlow(tx: Executor, stateHash: string) {
  const [row] = await tx.select().from(signInFlows).where(eq(signInFlows.stateHash, stateHash)).for('update')
  return row ?? null
}

export async function spendSignInFlow(tx: Executor, id: string, at: Date) {
  await tx.update(signInFlows).set({ usedAt: at }).where(eq(signInFlows.id, id))
}

/** Flows nobody finished are kept a day for the record, then removed when new ones start. */
export async function deleteSignInFlowsBefore(tx: Executor, before: Date) {
  await tx.delete(signInFlows).where(lt(signInFlows.expiresAt, before))
}

export async function setMemberImage(tx: Executor, userId: string, key: string) {
  await tx.update(users).set({ displayImage: key }).where(eq(users.id, userId))
}

export async function createSession(
  tx: Executor,
  userId: string,
  expiresAt: Date,
  userAgent: string | undefined,
) {
  const [row] = await tx
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessions.id })
  return row!.id
}

export async function insertRefreshToken(tx: Executor, sessionId: string, tokenHash: string) {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash })
}

/** Locks the token row: two refreshes with one token never both succeed. */
export async function lockRefreshToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
  return row ?? null
}

export async function markRefreshTokenUsed(tx: Executor, tokenHash: string, now: Date) {
  await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash))
}

/** Ends a session; tell `ctx.sessions` after the commit (other processes hear it from PostgreSQL). */
export async function revokeSession(tx: Executor, sessionId: string, reason: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every session of a member and answers which; tell `ctx.sessions` of them after the commit. */
export async function revokeAllSessions(tx: Executor, userId: string, reason: string, now: Date) {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return ended.map((row) => row.id)
}

/** Ends every session of a member but one (the device that asked) and answers which; tell `ctx.sessions` after the commit. */
export async function revokeOtherSessions(
  tx: Executor,
  userId: string,
  keptSessionId: string,
  reason: string,
  now: Date,
) {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return ended.map((row) => row.id)
}

/** Ends one live session if it is the member's; answers whether it did (tell `ctx.sessions` after the commit). */
export async function revokeSessionOf(
  tx: Executor,
  userId: string,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id })
  return ended.length > 0
}

/**
 * A member's live sessions, the last used first. A session's last use is its newest refresh token: a device
 * renews its sign-in when it comes back after its access token's 15 minutes.
 */
export async function liveSessionsOf(db: Executor, userId: string, now: Date) {
  const lastUsedAt = sql<Date>`coalesce(${max(refreshTokens.createdAt)}, ${sessions.createdAt})`.mapWith(
    sessions.createdAt,
  )
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, userAgent: sessions.userAgent, lastUsedAt })
    .from(sessions)
    .leftJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .groupBy(sessions.id)
    .orderBy(desc(lastUsedAt), desc(sessions.createdAt))
}

/** The member's row, locked while their password changes: what the new password must not be built from. */
export async function lockPasswordOwner(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ email: users.email, displayName: users.displayName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!row) throw new DomainError('UNAUTHENTICATED')
  return row
}

/** A session that was not revoked: whose it is and when it ends (active-sessions.ts checks both). */
export async function findUnrevokedSession(db: Database, sessionId: string) {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  return row ?? null
}

export async function insertPasswordReset(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt })
}

export async function lockPasswordReset(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      email: users.email,
      displayName: users.displayName,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .for('update', { of: passwordResets })
  return row ?? null
}

/** Using one reset link spends every other outstanding link of the same member. */
export async function spendPasswordResets(tx: Executor, userId: string, now: Date) {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
}

export async function updatePasswordHash(tx: Executor, userId: string, passwordHash: string, now: Date) {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
}
