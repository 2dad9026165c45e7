import type { AdminClub, ClubUpdateBody } from '@klass/contract/admin-clubs'
import type { ClubType } from '@klass/contract/clubs'
import { clubs } from '@klass/db/schema/clubs'
import { asc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { clubsInOrder, findClub, toClub, type ClubRow } from '../../repos/clubs.repo'

function toAdminClub(row: ClubRow): AdminClub {
  return { ...toClub(row), position: row.position, updated_at: row.updatedAt.toISOString() }
}

/** What the audit log keeps of a club: everything an editor can change. */
function clubAudit(row: ClubRow) {
  const { updated_at: _updatedAt, ...rest } = toAdminClub(row)
  return rest
}

/**
 * The clubs in the back office (issue 21, decision 045): the route hook has checked the staff member (editor
 * or admin, one-time code passed); each change and its audit row commit in one transaction. A change is a
 * write, so every server process forgets the pages it kept and members read the new texts at once.
 */
export function createAdminClubsService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx

  return {
    async list(): Promise<AdminClub[]> {
      return (await clubsInOrder(db)).map(toAdminClub)
    },

    async update(staffId: string, body: ClubUpdateBody): Promise<AdminClub> {
      return db.transaction(async (tx) => {
        const current = await findClub(tx, body.type, { lock: true })
        const [row] = await tx
          .update(clubs)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.tagline !== undefined ? { tagline: body.tagline } : {}),
            ...(body.story !== undefined ? { story: body.story } : {}),
            ...(body.summary !== undefined ? { summary: body.summary } : {}),
            ...(body.colour !== undefined ? { colour: body.colour } : {}),
            ...(body.open_for_posts !== undefined ? { openForPosts: body.open_for_posts } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(clubs.type, body.type))
          .returning()
        const action =
          body.open_for_posts === undefined || body.open_for_posts === current.openForPosts
            ? 'club.update'
            : body.open_for_posts
              ? 'club.open'
              : 'club.close'
        await recordAudit(tx, {
          actorId: staffId,
          action,
          entity: 'club',
          entityId: body.type,
          before: clubAudit(current),
          after: clubAudit(row!),
        })
        return toAdminClub(row!)
      })
    },

    /** Every club once, in the new order: positions 1 to 5. */
    async reorder(staffId: string, types: ClubType[]): Promise<AdminClub[]> {
      return db.transaction(async (tx) => {
        // Lock every club so two editors reordering at once end in one of their orders, not a mix.
        const before = await tx
          .select({ type: clubs.type })
          .from(clubs)
          .orderBy(asc(clubs.position), asc(clubs.type))
          .for('update')
        const now = clock.now()
        for (const [index, type] of types.entries()) {
          await tx
            .update(clubs)
            .set({ position: index + 1, updatedAt: now })
            .where(eq(clubs.type, type))
        }
        await recordAudit(tx, {
          actorId: staffId,
          action: 'club.reorder',
          entity: 'club',
          entityId: 'order',
          before: { order: before.map((row) => row.type) },
          after: { order: types },
        })
        return (await clubsInOrder(tx)).map(toAdminClub)
      })
    },
  }
}
