import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import { passwordResets, refreshTokens, sessions, users } from '@klass/db/schema/core'
import { DomainError } from '../../lib/domain-error'

export type NewMember = typeof users.$inferInsert

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      displayName: users.displayName,
    })
    .from(users)
    .where(eq(users.email, email))
  return row ?? null
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row !== undefined
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505'
}

export async function insertMember(tx: Executor, values: NewMember): Promise<string> {
  try {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id })
    return row!.id
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN')
    throw error
  }
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

export async function revokeSession(tx: Executor, sessionId: string, reason: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeAllSessions(tx: Executor, userId: string, reason: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

export async function isSessionActive(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return row !== undefined
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
