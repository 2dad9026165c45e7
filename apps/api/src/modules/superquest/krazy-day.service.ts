import { koinToString } from '@klass/contract/money'
import type { ShippingAddress } from '@klass/contract/shipping'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay } from '../../lib/member-standing'
import { thaiDateTime } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import * as repo from './krazy-day.repo'
import { shipPremiumGift } from './premium-gifts'
import { findShipment, shippedRefs } from './superquest.repo'

/** How many days ahead the krazy-day call shows. */
const DAYS_SHOWN = 4

export function createKrazyDayService(ctx: AppContext) {
  const { db, clock, storage } = ctx

  return {
    async get(userId: string | null) {
      const now = clock.now()
      const [days, redeemed] = await Promise.all([
        repo.comingKrazyDays(db, now, DAYS_SHOWN),
        userId ? shippedRefs(db, userId, 'krazy-day') : null,
      ])
      const shown = days.map(({ day, items }) => repo.toKrazyDay(day, items, storage, now, redeemed))
      return { current: shown[0] ?? null, upcoming: shown.slice(1) }
    },

    /**
     * Krazy day: a gift at its special price, from the day's limited stock, one per member per item. The
     * member's row is locked (one per member), the stock taken with a conditional UPDATE, the koins through
     * the ledger, and the unique (member, source, item) index backs it all.
     */
    async redeem(userId: string, itemId: string, address: ShippingAddress) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        await lockMember(tx, userId)
        // Decision 029: a krazy-day gift is shipped, so a confirmed e-mail (and a guardian's yes under 20).
        await assertMemberMay(tx, userId, 'physical-gift', now)
        const found = await repo.findKrazyItem(tx, itemId)
        if (!found) throw new DomainError('KRAZY_DAY_ITEM_NOT_FOUND')
        const { item, day, gift } = found
        if (now < day.opensAt) {
          throw new DomainError(
            'KRAZY_DAY_NOT_OPEN',
            { opensAt: day.opensAt.toISOString() },
            `Krazy Day ยังไม่เปิดให้แลก เปิดวันที่ ${thaiDateTime(day.opensAt)}`,
          )
        }
        if (now >= day.closesAt) throw new DomainError('KRAZY_DAY_CLOSED')
        if (await findShipment(tx, userId, 'krazy-day', item.id)) {
          throw new DomainError('KRAZY_DAY_ALREADY_REDEEMED')
        }
        if (!(await repo.takeKrazyStock(tx, item.id))) throw new DomainError('KRAZY_DAY_SOLD_OUT')
        const moved = await moveBalance(tx, {
          userId,
          currency: 'koin',
          amount: -item.price,
          reason: 'KRAZY_DAY',
          activity: `แลก ${gift.name} ราคาพิเศษ Krazy Day`,
          refType: 'krazy_day_item',
          refId: item.id,
          at: now,
        })
        const shipment = await shipPremiumGift(tx, storage, {
          userId,
          gift,
          source: 'krazy-day',
          sourceRef: item.id,
          koinSpent: item.price,
          address,
          at: now,
          fromGiftStock: false,
        })
        return { shipment, koin: koinToString(moved.balanceAfter) }
      })
    },
  }
}
