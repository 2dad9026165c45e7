import { count, desc, eq, sql } from 'drizzle-orm'
import type { AdminBigPrize } from '@klass/contract/admin-campaign'
import { pageOffset } from '@klass/contract/envelope'
import { bigPrizes, bigPrizeWinners } from '@klass/db/schema/superquest'
import type { Executor } from '@klass/db/client'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { commitmentOf, drawWinners, ticketsOf } from '../superquest/big-prize-draw'
import * as prizes from '../superquest/big-prize.repo'

/**
 * The big prize draw in the back office (docs/decisions/041-verifiable-big-prize-draw.md): a commitment
 * published before entries close, then one draw from the revealed seed that anyone can re-run.
 */
export function createBigPrizeAdmin(ctx: AppContext) {
  const { db, clock } = ctx

  async function view(executor: Executor, prize: prizes.BigPrizeRow): Promise<AdminBigPrize> {
    const [draw, totalEntries] = await Promise.all([
      prizes.drawRecord(executor, prize),
      prizes.totalEntries(executor, prize.id),
    ])
    return {
      id: prize.id,
      name: prize.name,
      opensAt: prize.opensAt.toISOString(),
      drawAt: prize.drawAt.toISOString(),
      entryCost: prize.entryCost,
      maxEntriesPerMember: prize.maxEntriesPerMember,
      totalEntries,
      draw,
    }
  }

  async function lockPrize(tx: Executor, id: string) {
    const [prize] = await tx.select().from(bigPrizes).where(eq(bigPrizes.id, id)).for('update')
    if (!prize) throw new DomainError('BIG_PRIZE_NOT_FOUND')
    return prize
  }

  return {
    async list(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bigPrizes)
          .orderBy(desc(bigPrizes.drawAt))
          .limit(limit)
          .offset(pageOffset(page, limit)),
        db.select({ n: count() }).from(bigPrizes),
      ])
      const items = await Promise.all(rows.map((row) => view(db, row)))
      const n = total?.n ?? 0
      return { items, total: n, page, pages: Math.ceil(n / limit) }
    },

    /** The commitment goes out while entries are still open, once: the seed cannot be chosen after seeing them. */
    async commit(actorId: string, id: string, commitment: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const before = await lockPrize(tx, id)
        if (before.commitment) throw new DomainError('BIG_PRIZE_ALREADY_COMMITTED')
        if (now >= before.drawAt) throw new DomainError('BIG_PRIZE_CLOSED')
        const [after] = await tx
          .update(bigPrizes)
          .set({ commitment, committedAt: now })
          .where(eq(bigPrizes.id, id))
          .returning()
        await recordAudit(tx, {
          actorId,
          action: 'big_prize.commit',
          entity: 'big_prize',
          entityId: id,
          before: { commitment: null },
          after: { commitment, committedAt: now.toISOString() },
        })
        return view(tx, after!)
      })
    },

    /**
     * The draw, once: the row is claimed with a conditional UPDATE (`drawn_at is null`), so of two draws at
     * the same moment one wins and the other is told BIG_PRIZE_ALREADY_DRAWN.
     */
    async draw(actorId: string, id: string, seed: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const [prize] = await tx.select().from(bigPrizes).where(eq(bigPrizes.id, id))
        if (!prize) throw new DomainError('BIG_PRIZE_NOT_FOUND')
        if (!prize.commitment) throw new DomainError('BIG_PRIZE_NOT_COMMITTED')
        if (now < prize.drawAt)
          throw new DomainError('BIG_PRIZE_DRAW_TOO_EARLY', { drawAt: prize.drawAt.toISOString() })
        if (commitmentOf(seed) !== prize.commitment) throw new DomainError('BIG_PRIZE_SEED_MISMATCH')
        const [claimed] = await tx
          .update(bigPrizes)
          .set({ seed, drawnAt: now, drawnBy: actorId })
          .where(sql`${bigPrizes.id} = ${id} and ${bigPrizes.drawnAt} is null`)
          .returning()
        if (!claimed) throw new DomainError('BIG_PRIZE_ALREADY_DRAWN')
        const rows = await prizes.entryRows(tx, id)
        const tickets = ticketsOf(id, rows)
        const winners = drawWinners(seed, tickets, claimed.winnerCount)
        const ownerOf = new Map(
          rows.flatMap((row) =>
            Array.from({ length: row.entries }, (_, n) => [`${row.id}-${n + 1}`, row.userId]),
          ),
        )
        if (winners.length > 0) {
          await tx.insert(bigPrizeWinners).values(
            winners.map((w, index) => ({
              prizeId: id,
              rank: index + 1,
              ticket: w.ticket,
              userId: ownerOf.get(w.ticket) ?? null,
            })),
          )
        }
        const after = await view(tx, claimed)
        await recordAudit(tx, {
          actorId,
          action: 'big_prize.draw',
          entity: 'big_prize',
          entityId: id,
          before: { commitment: prize.commitment, drawnAt: null },
          after: { seed, drawnAt: now.toISOString(), tickets: tickets.length, winners: after.draw.winners },
        })
        return after
      })
    },
  }
}
