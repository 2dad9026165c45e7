import { randomUUID } from 'node:crypto'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { AdminBigPrize, bigPrizeInput } from '@klass/contract/admin-campaign'
import { pageOffset } from '@klass/contract/envelope'
import { bigPrizes, bigPrizeWinners } from '@klass/db/schema/superquest'
import type { Executor } from '@klass/db/client'
import { artPalettes, giftSvg, type GiftMotif } from '@klass/db/demo/economy-art'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { commitmentOf, drawWinners, ticketsOf } from '../superquest/big-prize-draw'
import * as prizes from '../superquest/big-prize.repo'

type BigPrizeInput = z.output<typeof bigPrizeInput>

/** Pictures for big prizes made in the back office, picked by the prize's id. */
const prizeMotifs: GiftMotif[] = ['tablet', 'headphones', 'speaker', 'powerbank', 'calculator']

/** The settings that shape the draw: fixed once entries have opened. */
const drawTerms = ['opensAt', 'drawAt', 'entryCost', 'maxEntriesPerMember', 'winnerCount'] as const

/**
 * The big prize draw in the back office (docs/decisions/041-verifiable-big-prize-draw.md): a prize and its
 * terms, a commitment published before entries open, then one draw from the revealed seed that anyone can
 * re-run.
 */
export function createBigPrizeAdmin(ctx: AppContext) {
  const { db, clock, storage } = ctx

  function statusOf(prize: prizes.BigPrizeRow, now: Date): AdminBigPrize['status'] {
    if (prize.drawnAt) return 'drawn'
    const state = prizes.entriesState(prize, now)
    return state === 'not_yet_open' ? 'announced' : state
  }

  /**
   * Entries have opened: the opening passed with a commitment published before it (or some were taken). A prize
   * that never got its commitment never opened, so staff can still move it.
   */
  function hasOpened(prize: prizes.BigPrizeRow, now: Date, totalEntries: number) {
    const committedInTime = prize.committedAt !== null && prize.committedAt <= prize.opensAt
    return totalEntries > 0 || prize.drawnAt !== null || (committedInTime && now >= prize.opensAt)
  }

  function valuesOf(input: BigPrizeInput) {
    return {
      name: input.name,
      description: input.description,
      entryCost: input.entryCost,
      maxEntriesPerMember: input.maxEntriesPerMember,
      winnerCount: input.winnerCount,
      opensAt: new Date(input.opensAt),
      drawAt: new Date(input.drawAt),
    }
  }

  async function view(executor: Executor, prize: prizes.BigPrizeRow): Promise<AdminBigPrize> {
    const [draw, totalEntries] = await Promise.all([
      prizes.drawRecord(executor, prize),
      prizes.totalEntries(executor, prize.id),
    ])
    const now = clock.now()
    return {
      id: prize.id,
      name: prize.name,
      description: prize.description,
      status: statusOf(prize, now),
      settingsLocked: hasOpened(prize, now, totalEntries),
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

    /** A new prize opens in the future, so that its commitment can be published before entries open. */
    async create(actorId: string, input: BigPrizeInput) {
      const now = clock.now()
      if (new Date(input.opensAt) <= now) throw new DomainError('BIG_PRIZE_OPENS_IN_PAST')
      const id = randomUUID()
      const image = `public/big-prizes/${id}.svg`
      const motif = prizeMotifs[parseInt(id.slice(0, 2), 16) % prizeMotifs.length]!
      await storage.put(image, Buffer.from(giftSvg(motif, artPalettes.premium, parseInt(id.slice(2, 4), 16))))
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bigPrizes)
          .values({ ...valuesOf(input), id, image })
          .returning()
        await recordAudit(tx, {
          actorId,
          action: 'big_prize.create',
          entity: 'big_prize',
          entityId: id,
          after: row,
        })
        return view(tx, row!)
      })
    },

    /**
     * Name and description may always change. The draw's terms (times, entry cost, entries per member, winner
     * count) only until entries open; a new opening must still be ahead, so the commitment can come first.
     */
    async update(actorId: string, id: string, input: BigPrizeInput) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const before = await lockPrize(tx, id)
        const values = valuesOf(input)
        const changed = drawTerms.filter((key) => {
          const was = before[key]
          const next = values[key]
          return was instanceof Date && next instanceof Date ? was.getTime() !== next.getTime() : was !== next
        })
        if (changed.length > 0) {
          if (hasOpened(before, now, await prizes.totalEntries(tx, id)))
            throw new DomainError('BIG_PRIZE_SETTINGS_LOCKED', { fields: changed })
          if (changed.includes('opensAt') && values.opensAt <= now)
            throw new DomainError('BIG_PRIZE_OPENS_IN_PAST')
        }
        const [after] = await tx.update(bigPrizes).set(values).where(eq(bigPrizes.id, id)).returning()
        await recordAudit(tx, {
          actorId,
          action: 'big_prize.update',
          entity: 'big_prize',
          entityId: id,
          before,
          after,
        })
        return view(tx, after!)
      })
    },

    /**
     * The commitment goes out before entries open, once: the seed cannot be chosen after seeing the tickets
     * (decision 041, amendment 2026-11-27).
     */
    async commit(actorId: string, id: string, commitment: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const before = await lockPrize(tx, id)
        if (before.commitment) throw new DomainError('BIG_PRIZE_ALREADY_COMMITTED')
        if (now >= before.opensAt)
          throw new DomainError('BIG_PRIZE_COMMIT_TOO_LATE', { opensAt: before.opensAt.toISOString() })
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
