import { errorCatalogue, type ErrorCode } from '@klass/contract/errors'
import type { BigPrizeClosedReason } from '@klass/contract/superquest'
import type { ProfileType } from '@klass/contract/user'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay, standingRefusal } from '../../lib/member-standing'
import { thaiDateTime } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import { holderCode, ticketsOf } from './big-prize-draw'
import * as repo from './big-prize.repo'

/** What a member is told when the draw's commitment was not published before the opening. */
const notCommittedMessage =
  'ยังไม่เปิดให้แลกสิทธิ์ลุ้นรางวัลใหญ่รอบนี้ เพราะทีมงานยังไม่ได้ประกาศค่าคำมั่นของการจับรางวัลก่อนเวลาเปิด จึงตรวจสอบการจับรางวัลไม่ได้'

type Standing = { type: string; skill: number; entries: number }

/** Why a member cannot take entries now, as an error code and its Thai text; null when they can. */
function refusal(prize: repo.BigPrizeRow, member: Standing, now: Date, wanted = 1) {
  const refuse = (code: ErrorCode, message: string = errorCatalogue[code].message) => ({ code, message })
  // SPEC 6: only profile type SKILL redeems the big prize.
  if (member.type !== 'SKILL') return refuse('BIG_PRIZE_SKILL_ONLY')
  const state = repo.entriesState(prize, now)
  if (state === 'not_yet_open') {
    return refuse('BIG_PRIZE_NOT_OPEN', `ยังไม่เปิดให้แลกสิทธิ์ลุ้นรางวัลใหญ่ เปิดวันที่ ${thaiDateTime(prize.opensAt)}`)
  }
  if (state === 'not_committed') return refuse('BIG_PRIZE_NOT_OPEN', notCommittedMessage)
  if (state === 'closed') return refuse('BIG_PRIZE_CLOSED')
  if (member.entries + wanted > prize.maxEntriesPerMember) {
    return refuse(
      'BIG_PRIZE_ENTRY_LIMIT',
      `แลกสิทธิ์ได้สูงสุดคนละ ${prize.maxEntriesPerMember} สิทธิ์ต่อรอบ คุณมีแล้ว ${member.entries} สิทธิ์`,
    )
  }
  if (member.skill < prize.entryCost * wanted) {
    return refuse(
      'SKILL_INSUFFICIENT',
      `skill point ของคุณไม่พอ ต้องใช้ ${prize.entryCost * wanted} คะแนน คุณมี ${member.skill} คะแนน`,
    )
  }
  return null
}

export function createBigPrizeService(ctx: AppContext) {
  const { db, clock, storage } = ctx

  async function currentPrize(now: Date) {
    const prize = await repo.currentBigPrize(db, now)
    if (!prize) throw new DomainError('BIG_PRIZE_NOT_FOUND')
    return prize
  }

  async function view(userId: string, prize: repo.BigPrizeRow) {
    const now = clock.now()
    const [member, entries, total, draw, rows] = await Promise.all([
      repo.memberStanding(db, userId),
      repo.memberEntries(db, prize.id, userId),
      repo.totalEntries(db, prize.id),
      repo.drawRecord(db, prize),
      repo.entryRows(db, prize.id),
    ])
    if (!member) throw new DomainError('UNAUTHENTICATED')
    const standing = { type: member.type, skill: member.skill, entries }
    // Decision 029: the page says before the click what the entry would be refused for.
    const notYet = standingRefusal(member, 'physical-gift', now)
    const reason = refusal(prize, standing, now) ?? (notYet && { message: errorCatalogue[notYet].message })
    const state = repo.entriesState(prize, now)
    const closedReason: BigPrizeClosedReason | null = state === 'open' ? null : state
    return {
      prize: {
        id: prize.id,
        name: prize.name,
        description: prize.description,
        image: storage.publicUrl(prize.image),
        entryCost: prize.entryCost,
        maxEntriesPerMember: prize.maxEntriesPerMember,
        opensAt: prize.opensAt.toISOString(),
        opensAtLabel: thaiDateTime(prize.opensAt),
        drawAt: prize.drawAt.toISOString(),
        drawAtLabel: thaiDateTime(prize.drawAt),
        open: closedReason === null,
        closedReason,
        totalEntries: total,
      },
      member: {
        type: member.type as ProfileType,
        eligible: reason === null,
        reason: reason?.message ?? null,
        skill: member.skill,
        entries,
      },
      draw,
      mine: {
        holder: holderCode(prize.id, userId),
        tickets: ticketsOf(
          prize.id,
          rows.filter((row) => row.userId === userId),
        ).map((t) => t.ticket),
      },
    }
  }

  return {
    async get(userId: string) {
      return view(userId, await currentPrize(clock.now()))
    },

    /**
     * SKILL members spend skill points for entries. The member's row is locked first, so the entries per
     * member hold under concurrent clicks; the ledger refuses a skill balance below zero.
     */
    async redeem(userId: string, entries: number) {
      const now = clock.now()
      const prize = await currentPrize(now)
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, userId)
        // Decision 029: entries are for confirmed members; the prize is shipped, so a guardian's yes under 20.
        await assertMemberMay(tx, userId, 'physical-gift', now)
        const held = await repo.memberEntries(tx, prize.id, userId)
        const refused = refusal(
          prize,
          { type: member.type, skill: member.skill, entries: held },
          now,
          entries,
        )
        if (refused) {
          const details = { entries: held, maxEntriesPerMember: prize.maxEntriesPerMember }
          throw new DomainError(refused.code, details, refused.message)
        }
        await moveBalance(tx, {
          userId,
          currency: 'skill',
          amount: -prize.entryCost * entries,
          reason: 'BIG_PRIZE_ENTRY',
          activity: `แลกสิทธิ์ลุ้น ${prize.name} ${entries} สิทธิ์`,
          refType: 'big_prize',
          refId: prize.id,
          at: now,
        })
        await repo.insertEntries(tx, {
          prizeId: prize.id,
          userId,
          entries,
          skillSpent: prize.entryCost * entries,
          createdAt: now,
        })
      })
      return view(userId, prize)
    },
  }
}
