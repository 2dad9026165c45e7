import type { ClubColour, ClubType } from '@klass/contract/clubs'
import type { Club } from '@klass/contract/posts'
import type { Executor } from '@klass/db/client'
import { clubs } from '@klass/db/schema/clubs'
import { asc, eq } from 'drizzle-orm'
import { DomainError } from '../lib/domain-error'

export type ClubRow = typeof clubs.$inferSelect

/** The five clubs in the editors' order. */
export function clubsInOrder(db: Executor): Promise<ClubRow[]> {
  return db.select().from(clubs).orderBy(asc(clubs.position), asc(clubs.type))
}

/** One club (the migration wrote all five, so every club type has its row). */
export async function findClub(db: Executor, type: ClubType, options: { lock?: boolean } = {}) {
  const query = db.select().from(clubs).where(eq(clubs.type, type))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw new Error(`The club ${type} has no row: the clubs migration was not applied`)
  return row
}

export function toClub(row: ClubRow): Club {
  return {
    type: row.type as ClubType,
    name: row.name,
    tagline: row.tagline,
    story: row.story,
    summary: row.summary,
    colour: row.colour as ClubColour,
    open_for_posts: row.openForPosts,
  }
}

/** A member's new post (or a post moved into the club) goes only to a club open for posts. */
export async function assertOpenForPosts(db: Executor, type: ClubType): Promise<void> {
  const row = await findClub(db, type)
  if (!row.openForPosts) throw new DomainError('CLUB_CLOSED')
}
