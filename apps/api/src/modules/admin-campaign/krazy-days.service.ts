import type { krazyDayInput } from '@klass/contract/admin-campaign'
import { pageOffset } from '@klass/contract/envelope'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import type { Executor } from '@klass/db/client'
import * as repo from './krazy-days.repo'

type KrazyDayInput = z.output<typeof krazyDayInput>

/** Krazy days in the back office (issue 21): announced with their hours, gifts, special prices and stock. */
export function createKrazyDaysAdmin(ctx: AppContext) {
  const { db, clock } = ctx

  /** Dates that no other krazy day crosses, and gifts that exist; the calendar lock is held from here on. */
  async function checkDay(tx: Executor, input: KrazyDayInput, exceptId: string | null) {
    await repo.lockKrazyDayCalendar(tx)
    const opensAt = new Date(input.opensAt)
    const closesAt = new Date(input.closesAt)
    const clash = await repo.overlapping(tx, opensAt, closesAt, exceptId)
    if (clash) {
      throw new DomainError(
        'KRAZY_DAY_OVERLAP',
        { krazyDayId: clash.id },
        `ช่วงเวลานี้ทับกับ "${clash.title}" กรุณาเลือกเวลาที่ไม่ซ้อนกัน`,
      )
    }
    if (
      !(await repo.giftsExist(
        tx,
        input.items.map((i) => i.giftId),
      ))
    )
      throw new DomainError('GIFT_NOT_FOUND')
    return { title: input.title, description: input.description, opensAt, closesAt }
  }

  return {
    async list(page: number, limit: number) {
      const { items, total } = await repo.krazyDayPage(db, pageOffset(page, limit), limit, clock.now())
      return { items, total, page, pages: Math.ceil(total / limit) }
    },

    async create(actorId: string, input: KrazyDayInput) {
      const id = await db.transaction(async (tx) => {
        const day = await repo.insertDay(tx, await checkDay(tx, input, null))
        for (const [position, item] of input.items.entries()) {
          await repo.insertItem(tx, {
            krazyDayId: day.id,
            giftId: item.giftId,
            position: position + 1,
            price: item.price,
            normalPrice: item.normalPrice,
            stockTotal: item.stockTotal,
            stockRemaining: item.stockTotal,
          })
        }
        const after = await repo.adminKrazyDay(tx, day.id, clock.now())
        await recordAudit(tx, {
          actorId,
          action: 'krazy_day.create',
          entity: 'krazy_day',
          entityId: day.id,
          after,
        })
        return day.id
      })
      return (await repo.adminKrazyDay(db, id, clock.now()))!
    },

    /**
     * An edit keeps what members already took: an item's stock may not drop below the pieces taken, and an
     * item someone took may not be removed or become another gift.
     */
    async update(actorId: string, id: string, input: KrazyDayInput) {
      await db.transaction(async (tx) => {
        const locked = await repo.lockKrazyDay(tx, id)
        if (!locked) throw new DomainError('KRAZY_DAY_NOT_FOUND')
        const before = await repo.adminKrazyDay(tx, id, clock.now())
        await repo.updateDay(tx, id, await checkDay(tx, input, id))
        const kept = new Set(input.items.flatMap((i) => (i.id ? [i.id] : [])))
        for (const old of locked.items) {
          if (kept.has(old.id)) continue
          if (old.stockRemaining < old.stockTotal)
            throw new DomainError('KRAZY_DAY_ITEM_TAKEN', { itemId: old.id })
          await repo.deleteItem(tx, old.id)
        }
        for (const [index, item] of input.items.entries()) {
          const position = index + 1
          if (!item.id) {
            await repo.insertItem(tx, {
              krazyDayId: id,
              giftId: item.giftId,
              position,
              price: item.price,
              normalPrice: item.normalPrice,
              stockTotal: item.stockTotal,
              stockRemaining: item.stockTotal,
            })
            continue
          }
          const old = locked.items.find((o) => o.id === item.id)
          if (!old) throw new DomainError('KRAZY_DAY_ITEM_NOT_FOUND', { itemId: item.id })
          const taken = old.stockTotal - old.stockRemaining
          if (taken > 0 && item.giftId !== old.giftId)
            throw new DomainError('KRAZY_DAY_ITEM_TAKEN', { itemId: old.id })
          if (item.stockTotal < taken) {
            throw new DomainError(
              'KRAZY_DAY_STOCK_BELOW_TAKEN',
              { itemId: old.id, taken },
              `จำนวนของรางวัลต้องไม่น้อยกว่า ${taken} ชิ้นที่สมาชิกแลกไปแล้ว`,
            )
          }
          await repo.updateItem(tx, old.id, {
            giftId: item.giftId,
            position,
            price: item.price,
            normalPrice: item.normalPrice,
            stockTotal: item.stockTotal,
            stockRemaining: item.stockTotal - taken,
          })
        }
        const after = await repo.adminKrazyDay(tx, id, clock.now())
        await recordAudit(tx, {
          actorId,
          action: 'krazy_day.update',
          entity: 'krazy_day',
          entityId: id,
          before,
          after,
        })
      })
      return (await repo.adminKrazyDay(db, id, clock.now()))!
    },
  }
}
