import { randomUUID } from 'node:crypto'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import {
  isShippedType,
  type BuyBody,
  type Purchase,
  type StoreItem,
  type StoreItemDetail,
  type StoreItemType,
  type StoreListQuery,
} from '@klass/contract/store'
import type { AppContext } from '../../context'
import { recordActivity } from '../../lib/activity'
import { claimPending } from '../../lib/idempotency-claim'
import { newTrackingNumber, newVoucherCode } from '../../lib/codes'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay } from '../../lib/member-standing'
import { bangkokDate } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import { buyAtOnce, openPurchaseConnections } from './buy.repo'
import { createStockCopier } from './stock-copy'
import { copyAllStockToItems, takeStock } from './stock.repo'
import * as repo from './store.repo'

const voucherKind: Partial<Record<StoreItemType, 'digital' | 'event'>> = {
  'digital-voucher': 'digital',
  'event-voucher': 'event',
}

/** `onError` hears of stock copies (for the home page) that could not be written after a purchase was answered. */
export function createStoreService(ctx: AppContext, onError: (error: unknown) => void) {
  const { db, clock, storage, shared, config } = ctx
  // A few connections per server process, out of the share of PostgreSQL's connections each one has (server.ts).
  const purchaseConnections = openPurchaseConnections(db, {
    max: Math.max(2, Math.min(8, Math.floor(20 / config.processes))),
    onError,
  })
  // A copy written after its purchase was answered changes what visitors read: forget what they were answered.
  const stockCopier = createStockCopier(db, { onCopied: () => shared.forget(), onError })

  /** With a token, items show the member's own limit and whether their koins reach (one small read). */
  async function viewers(userId: string | null, itemIds: string[]) {
    if (!userId) return () => null
    const { koin, bought } = await repo.viewerOfItems(db, userId, itemIds)
    return (itemId: string): repo.Viewer => ({ koin, bought: bought.get(itemId) ?? 0 })
  }

  /**
   * The purchase with each rule checked in turn. The member's row is locked first, so their per-member limit holds
   * under concurrent clicks; the ledger debit refuses a balance below zero; the stock is taken last from one of
   * the item's shards (stock.repo.ts), so a shard stays locked only until the commit and other buyers take from
   * other shards meanwhile; a refusal rolls back the koins with it. The item's row, which the home page reads,
   * is copied from the shards afterwards.
   */
  async function buyChecked(
    userId: string,
    body: BuyBody,
    now: Date,
  ): Promise<{ purchase: Purchase; koin: string }> {
    const item = await repo.findItem(db, body.id)
    if (!item) throw new DomainError('STORE_ITEM_NOT_FOUND')
    const type = item.type as StoreItemType
    const shipped = isShippedType(type)
    if (shipped && !body.address) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ field: 'body.address', message: 'ของรางวัลชิ้นนี้จัดส่งทางไปรษณีย์ กรุณากรอกที่อยู่จัดส่ง' }],
      })
    }
    const quantity = body.quantity
    const outOfStock = (remaining: number) =>
      new DomainError(remaining === 0 ? 'STORE_SOLD_OUT' : 'STORE_STOCK_SHORT', { remaining })
    // An early answer from the read above; taking the stock at the end is what decides.
    if (item.stockRemaining < quantity) throw outOfStock(item.stockRemaining)
    const answer = await db.transaction(async (tx) => {
      await lockMember(tx, userId)
      // Decision 029: koins turn into a gift only for a confirmed member (and a shipped one, a guardian's yes).
      await assertMemberMay(tx, userId, shipped ? 'physical-gift' : 'spend-koins', now)
      const bought = (await repo.boughtQuantities(tx, userId, [item.id])).get(item.id) ?? 0
      if (bought + quantity > item.limitPerMember) {
        throw new DomainError('STORE_LIMIT_REACHED', { limit: item.limitPerMember, bought })
      }
      const purchaseId = randomUUID()
      const moved = await moveBalance(tx, {
        userId,
        currency: 'koin',
        amount: -item.price * quantity,
        reason: 'STORE_BUY',
        activity: `แลก${item.name}${quantity > 1 ? ` จำนวน ${quantity} ชิ้น` : ''}`,
        refType: 'store_purchase',
        refId: purchaseId,
        at: now,
      })
      const kind = voucherKind[type]
      const { purchase, vouchers } = await repo.insertPurchase(
        tx,
        {
          id: purchaseId,
          userId,
          itemId: item.id,
          quantity,
          unitPrice: item.price,
          status: shipped ? 'preparing' : 'issued',
          trackingNumber: shipped ? newTrackingNumber() : null,
          shippingAddress: shipped ? (body.address ?? null) : null,
          createdAt: now,
        },
        kind ? Array.from({ length: quantity }, () => ({ kind, code: newVoucherCode() })) : [],
      )
      await recordActivity(tx, { userId, kind: 'store.bought', refId: item.id, at: now })
      const stock = await takeStock(tx, item.id, quantity)
      if (!stock.taken) throw outOfStock(stock.remaining)
      return {
        purchase: repo.toPurchase(purchase, item, vouchers, storage),
        koin: koinToString(moved.balanceAfter),
      }
    })
    await stockCopier.copy(item.id)
    return answer
  }

  return {
    /**
     * SPEC 7 GET /store: the page of items as everyone sees it is kept in the shared memory (any write forgets
     * it); a member's is that page with their own koins and pieces bought read for each request.
     */
    async list(query: StoreListQuery, userId: string | null): Promise<Page<StoreItem>> {
      const { rows, total } = await shared.remember(`store:${JSON.stringify(query)}`, () =>
        repo.listItems(db, query),
      )
      const viewerOf = await viewers(
        userId,
        rows.map((r) => r.id),
      )
      return {
        items: rows.map((row) => repo.toStoreItem(row, storage, viewerOf(row.id))),
        total,
        page: query.page,
        pages: Math.ceil(total / query.limit),
      }
    },

    /** SPEC 7 GET /store/detail: the item kept as the list is, with the member's own part read for each request. */
    async detail(id: string, userId: string | null): Promise<StoreItemDetail> {
      const row = await shared.remember(`store/detail:${id}`, () => repo.findItem(db, id))
      if (!row) throw new DomainError('STORE_ITEM_NOT_FOUND')
      const viewerOf = await viewers(userId, [id])
      return repo.toStoreItemDetail(row, storage, viewerOf(id))
    },

    /**
     * ARCHITECTURE data rules: koins and stock are taken in one transaction. The usual purchase is one round trip
     * (buy.repo.ts): the member's row locked, then the pieces from a shard nobody else holds, the koins, the order
     * and the activity in one statement, done only when no rule refuses it. Anything else (a refusal, the last
     * pieces, every shard busy, a request under an Idempotency-Key claim) goes through `buyChecked`, which
     * checks each rule in turn and says which one refused.
     */
    async buy(userId: string, body: BuyBody): Promise<{ purchase: Purchase; koin: string }> {
      const now = clock.now()
      // A claimed Idempotency-Key is inserted by the request's first transaction (lib/idempotency-claim.ts).
      if (!claimPending()) {
        const bought = await buyAtOnce(db, {
          userId,
          itemId: body.id,
          quantity: body.quantity,
          address: body.address ?? null,
          today: bangkokDate(now),
          now,
          trackingNumber: newTrackingNumber(),
          voucherCodes: Array.from({ length: body.quantity }, newVoucherCode),
        })
        if (bought) {
          await stockCopier.copy(bought.item.id)
          return {
            purchase: repo.toPurchase(bought.purchase, bought.item, bought.vouchers, storage),
            koin: koinToString(bought.koin),
          }
        }
      }
      return buyChecked(userId, body, now)
    },

    async history(userId: string, page: number, limit: number): Promise<Page<Purchase>> {
      const { rows, total } = await repo.purchaseHistory(db, userId, page, limit)
      return pageFrom(
        rows.map((r) => repo.toPurchase(r.purchase, r.item, r.vouchers, storage)),
        total,
        page,
        limit,
      )
    },

    /** At start-up: items whose row missed a copy of their stock (the process stopped first) get it now. */
    copyAllStock: () => copyAllStockToItems(db),
    /** Opens the purchase statement's connections and prepares it on each; called once the server listens. */
    warm: () => purchaseConnections.warm(),
    /** Writes the stock copies still waiting and closes the purchase connections; called when the server closes. */
    close: async () => {
      await stockCopier.close()
      await purchaseConnections.close()
    },
  }
}
