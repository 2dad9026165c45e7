import { randomUUID } from 'node:crypto'
import {
  trackingNumberInput,
  trackingRowRefusalLabels,
  type AdminItemsQuery,
  type AdminOrder,
  type AdminOrdersQuery,
  type AdminStoreItem,
  type CreateStoreItemBody,
  type ShipBody,
  type StockChangeBody,
  type TrackingFileReport,
  type TrackingRowRefusal,
  type UpdateStoreItemBody,
} from '@klass/contract/admin-store'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import { carrierLabels, carrierOf, type Carrier, type ShippingAddress } from '@klass/contract/shipping'
import {
  isShippedType,
  purchaseStatusLabels,
  storeItemTypeLabels,
  type PurchaseStatus,
  type StoreItemType,
} from '@klass/contract/store'
import { storeItems } from '@klass/db/schema/store'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { storeStoreItemImage } from '../../lib/images'
import type { Executor } from '@klass/db/client'
import * as repo from './admin-store.repo'
import { readTrackingFile } from './tracking-file'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Klass's own reference of a parcel (lib/codes.ts newTrackingNumber). */
const REFERENCE = /^KLSTH[2-9A-Z]{10}$/i

/** A price as typed ("120" or "120.5", checked by the contract) in hundredths of a koin. */
function koinHundredths(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** The unique index a write broke, if it broke one. */
function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  if (e?.code === '23505') return e.constraint ?? ''
  if (e?.cause?.code === '23505') return e.cause.constraint ?? ''
  return null
}

/** A parcel handed to its carrier: what the member is told, after the change is committed. */
type Shipped = { order: repo.OrderRow; carrierLabel: string }

/** Why one order could not take a tracking number, as a code for the API and a row of the tracking report. */
class ShipRefusal extends Error {
  constructor(
    readonly reason: TrackingRowRefusal,
    readonly code: DomainError['code'],
  ) {
    super(reason)
  }
}

export function createAdminStoreService(ctx: AppContext) {
  const { db, clock, storage, mailer, config } = ctx

  function toItem(row: repo.ItemWithStock): AdminStoreItem {
    const { item } = row
    const type = item.type as StoreItemType
    return {
      id: item.id,
      slug: item.slug,
      name: item.name,
      summary: item.summary,
      description: item.description,
      conditions: item.conditions,
      type,
      typeLabel: storeItemTypeLabels[type],
      image: storage.publicUrl(item.image),
      price: koinToString(item.price),
      limitPerMember: item.limitPerMember,
      active: item.active,
      stock: row.remaining,
      sold: row.sold,
      stockTotal: row.remaining + row.sold,
      createdAt: item.createdAt.toISOString(),
    }
  }

  function toOrder(row: repo.OrderRow): AdminOrder {
    const { purchase, item, member } = row
    const status = purchase.status as PurchaseStatus
    const carrier = purchase.carrier as Carrier | null
    return {
      id: purchase.id,
      memberId: member.id,
      memberEmail: member.email,
      memberName: member.displayName,
      itemId: item.id,
      itemName: item.name,
      type: item.type as StoreItemType,
      quantity: purchase.quantity,
      price: koinToString(purchase.totalPrice),
      status,
      statusLabel: purchaseStatusLabels[status],
      reference: purchase.trackingNumber,
      carrier,
      carrierLabel: carrier ? carrierLabels[carrier] : null,
      carrierTracking: purchase.carrierTracking,
      address: (purchase.shippingAddress as ShippingAddress | null) ?? null,
      createdAt: purchase.createdAt.toISOString(),
      shippedAt: purchase.shippedAt?.toISOString() ?? null,
      deliveredAt: purchase.deliveredAt?.toISOString() ?? null,
    }
  }

  async function itemById(id: string): Promise<AdminStoreItem> {
    const row = await repo.findItem(db, id)
    if (!row) throw new DomainError('STORE_ITEM_NOT_FOUND')
    return toItem(row)
  }

  /** What the audit log keeps of an item: its fields as staff edit them. */
  const auditedItem = (item: repo.AdminItemRow) => ({
    slug: item.slug,
    name: item.name,
    summary: item.summary,
    description: item.description,
    conditions: item.conditions,
    type: item.type,
    image: item.image,
    price: item.price,
    limitPerMember: item.limitPerMember,
    active: item.active,
  })

  /**
   * Gives one order its carrier and tracking number and marks it shipped, in the caller's transaction, with
   * its audit row and, for a member who linked LINE, the LINE message. Answers null when the order already
   * had this very number (a file sent again): nothing changes and nobody is told twice.
   */
  async function shipInside(
    tx: Executor,
    actorId: string,
    orderId: string,
    carrier: Carrier,
    trackingNumber: string,
    now: Date,
  ): Promise<Shipped | null> {
    const row = await repo.lockOrder(tx, orderId)
    if (!row) throw new ShipRefusal('unknown-order', 'STORE_ORDER_NOT_FOUND')
    if (!isShippedType(row.item.type as StoreItemType))
      throw new ShipRefusal('digital-order', 'STORE_ORDER_NOT_SHIPPED_KIND')
    const { purchase } = row
    if (purchase.status !== 'preparing') {
      if (purchase.carrier === carrier && purchase.carrierTracking === trackingNumber) return null
      throw new ShipRefusal('already-shipped', 'STORE_ORDER_ALREADY_SHIPPED')
    }
    if (await repo.trackingOwner(tx, carrier, trackingNumber, orderId))
      throw new ShipRefusal('tracking-taken', 'STORE_TRACKING_TAKEN')
    const updated = await repo.updateOrder(tx, orderId, {
      status: 'shipped',
      carrier,
      carrierTracking: trackingNumber,
      shippedAt: now,
    })
    await recordAudit(tx, {
      actorId,
      action: 'store_order.ship',
      entity: 'store_order',
      entityId: orderId,
      before: {
        status: purchase.status,
        carrier: purchase.carrier,
        carrierTracking: purchase.carrierTracking,
      },
      after: { status: updated.status, carrier, carrierTracking: trackingNumber },
    })
    const carrierLabel = carrierLabels[carrier]
    await repo.queueLineMessage(tx, {
      userId: row.member.id,
      kind: 'gift_shipped',
      refId: orderId,
      text: `${row.item.name} ที่คุณแลกไว้จัดส่งแล้วทาง ${carrierLabel} เลขพัสดุ ${trackingNumber} ดูได้ที่ประวัติการแลกของรางวัลในหน้าโปรไฟล์ Klass`,
      at: now,
    })
    return { order: { ...row, purchase: updated }, carrierLabel }
  }

  /** The shipping notice by e-mail, after the change is committed; a mail that fails is kept in the outbox. */
  async function tellShipped({ order, carrierLabel }: Shipped) {
    const { purchase, item, member } = order
    await mailer.send({
      to: member.email,
      subject: `ของรางวัลของคุณจัดส่งแล้ว: ${item.name}`,
      text:
        `สวัสดี ${member.displayName}\n\n` +
        `${item.name}${purchase.quantity > 1 ? ` จำนวน ${purchase.quantity} ชิ้น` : ''} ที่คุณแลกด้วย koin จัดส่งแล้ว\n\n` +
        `บริษัทขนส่ง: ${carrierLabel}\n` +
        `เลขพัสดุ: ${purchase.carrierTracking}\n` +
        `เลขอ้างอิง Klass: ${purchase.trackingNumber ?? purchase.id}\n\n` +
        `ติดตามพัสดุด้วยเลขนี้ที่เว็บไซต์ของ ${carrierLabel} และดูได้ที่ประวัติการแลกของรางวัลในหน้าโปรไฟล์:\n` +
        `${config.publicUrl}/profile\n\nทีมงาน Klass`,
    })
  }

  async function notify(shipped: Shipped) {
    try {
      await tellShipped(shipped)
    } catch {
      // The mailer keeps what it could not send; the parcel's status and the LINE message are committed.
    }
  }

  return {
    async items(query: AdminItemsQuery): Promise<Page<AdminStoreItem>> {
      const { rows, total } = await repo.listItems(db, query)
      return pageFrom(rows.map(toItem), total, query.page, query.limit)
    },

    async createItem(
      actorId: string,
      body: CreateStoreItemBody,
      image: Buffer | null,
    ): Promise<AdminStoreItem> {
      if (!image)
        throw new DomainError('VALIDATION_FAILED', {
          fields: [{ field: 'body.image', message: 'กรุณาเลือกรูปของรางวัล (JPEG PNG หรือ WebP)' }],
        })
      const id = randomUUID()
      const key = await storeStoreItemImage(storage, id, image)
      try {
        await db.transaction(async (tx) => {
          const [item] = await tx
            .insert(storeItems)
            .values({
              id,
              slug: body.slug,
              name: body.name,
              summary: body.summary,
              description: body.description,
              conditions: body.conditions,
              type: body.type,
              image: key,
              price: koinHundredths(body.price),
              stockTotal: body.stock,
              stockRemaining: body.stock,
              limitPerMember: body.limitPerMember,
              active: body.active,
              createdAt: clock.now(),
            })
            .returning()
          await recordAudit(tx, {
            actorId,
            action: 'store_item.create',
            entity: 'store_item',
            entityId: id,
            after: { ...auditedItem(item!), stock: body.stock },
          })
        })
      } catch (error) {
        await storage.remove(key).catch(() => {})
        if (uniqueViolation(error) === 'store_items_slug_key') throw new DomainError('STORE_SLUG_TAKEN')
        throw error
      }
      return itemById(id)
    },

    async updateItem(actorId: string, id: string, body: UpdateStoreItemBody): Promise<AdminStoreItem> {
      try {
        await db.transaction(async (tx) => {
          const item = await repo.lockItem(tx, id)
          if (!item) throw new DomainError('STORE_ITEM_NOT_FOUND')
          const change: Partial<typeof storeItems.$inferInsert> = {
            ...body,
            price: body.price === undefined ? undefined : koinHundredths(body.price),
          }
          const [updated] = await tx.update(storeItems).set(change).where(eq(storeItems.id, id)).returning()
          await recordAudit(tx, {
            actorId,
            action: 'store_item.update',
            entity: 'store_item',
            entityId: id,
            before: auditedItem(item),
            after: auditedItem(updated!),
          })
        })
      } catch (error) {
        if (uniqueViolation(error) === 'store_items_slug_key') throw new DomainError('STORE_SLUG_TAKEN')
        throw error
      }
      return itemById(id)
    },

    /**
     * Adds pieces or takes unsold pieces off sale. Purchases take from the same shards under the same locks
     * (admin-store.repo.ts changeStock), so however many members buy meanwhile, no piece is sold twice and no
     * piece a member bought is taken back.
     */
    async changeStock(actorId: string, id: string, body: StockChangeBody): Promise<AdminStoreItem> {
      await db.transaction(async (tx) => {
        const item = await repo.lockItem(tx, id)
        if (!item) throw new DomainError('STORE_ITEM_NOT_FOUND')
        const before = await repo.changeStock(tx, id, body.change)
        if (before === null) {
          const left = await repo.findItem(tx, id)
          throw new DomainError('STORE_STOCK_CHANGE_TOO_LARGE', { remaining: left?.remaining ?? 0 })
        }
        await repo.writeStockTotals(tx, id)
        await recordAudit(tx, {
          actorId,
          action: 'store_item.stock',
          entity: 'store_item',
          entityId: id,
          before: { stock: before },
          after: { stock: before + body.change, change: body.change },
          reason: body.reason,
        })
      })
      return itemById(id)
    },

    async itemImage(actorId: string, id: string, image: Buffer): Promise<AdminStoreItem> {
      if (!(await repo.findItem(db, id))) throw new DomainError('STORE_ITEM_NOT_FOUND')
      const key = await storeStoreItemImage(storage, id, image)
      try {
        await db.transaction(async (tx) => {
          const item = await repo.lockItem(tx, id)
          if (!item) throw new DomainError('STORE_ITEM_NOT_FOUND')
          await tx.update(storeItems).set({ image: key }).where(eq(storeItems.id, id))
          await recordAudit(tx, {
            actorId,
            action: 'store_item.image',
            entity: 'store_item',
            entityId: id,
            before: { image: item.image },
            after: { image: key },
          })
        })
      } catch (error) {
        await storage.remove(key).catch(() => {})
        throw error
      }
      return itemById(id)
    },

    async orders(query: AdminOrdersQuery): Promise<Page<AdminOrder>> {
      const { rows, total } = await repo.listOrders(db, query)
      return pageFrom(rows.map(toOrder), total, query.page, query.limit)
    },

    async order(id: string): Promise<AdminOrder> {
      const row = await repo.findOrder(db, id)
      if (!row) throw new DomainError('STORE_ORDER_NOT_FOUND')
      return toOrder(row)
    },

    async ship(actorId: string, id: string, body: ShipBody): Promise<AdminOrder> {
      const now = clock.now()
      let shipped: Shipped | null
      try {
        shipped = await db.transaction((tx) =>
          shipInside(tx, actorId, id, body.carrier, body.trackingNumber, now),
        )
      } catch (error) {
        if (error instanceof ShipRefusal) throw new DomainError(error.code)
        if (uniqueViolation(error) === 'store_purchases_carrier_tracking_key')
          throw new DomainError('STORE_TRACKING_TAKEN')
        throw error
      }
      if (shipped) await notify(shipped)
      return this.order(id)
    },

    async deliver(actorId: string, id: string): Promise<AdminOrder> {
      await db.transaction(async (tx) => {
        const row = await repo.lockOrder(tx, id)
        if (!row) throw new DomainError('STORE_ORDER_NOT_FOUND')
        if (!isShippedType(row.item.type as StoreItemType))
          throw new DomainError('STORE_ORDER_NOT_SHIPPED_KIND')
        if (row.purchase.status !== 'shipped') throw new DomainError('STORE_ORDER_STATUS_CHANGE')
        const now = clock.now()
        await repo.updateOrder(tx, id, { status: 'delivered', deliveredAt: now })
        await recordAudit(tx, {
          actorId,
          action: 'store_order.deliver',
          entity: 'store_order',
          entityId: id,
          before: { status: row.purchase.status },
          after: { status: 'delivered' },
        })
      })
      return this.order(id)
    },

    /**
     * A carrier's tracking file, row by row: each good row is shipped in its own transaction (and its member
     * told), each bad row is reported with its reason. Row by row rather than all or nothing: parcels in a
     * file are already on the road, so one mistyped row must not keep the others' members waiting, and sending
     * the corrected file again applies only what is new (rows already applied with the same number change
     * nothing and notify nobody twice).
     */
    async trackingFile(actorId: string, bytes: Buffer): Promise<TrackingFileReport> {
      const rows = readTrackingFile(bytes)
      const report: TrackingFileReport = { applied: [], refused: [] }
      const refuse = (line: number, orderId: string, reason: TrackingRowRefusal, detail?: string) =>
        report.refused.push({
          line,
          orderId,
          reason,
          message: detail
            ? `${trackingRowRefusalLabels[reason]} (${detail})`
            : trackingRowRefusalLabels[reason],
        })
      const seen = new Set<string>()
      for (const row of rows) {
        // The order's id, or the Klass reference printed on the parcel's label.
        const written = row.orderId.trim()
        let orderId: string
        if (UUID.test(written)) orderId = written.toLowerCase()
        else if (REFERENCE.test(written)) {
          const found = await repo.orderIdOfReference(db, written.toUpperCase())
          if (!found) {
            refuse(row.line, row.orderId, 'unknown-order')
            continue
          }
          orderId = found
        } else {
          refuse(row.line, row.orderId, 'malformed', written ? 'รหัสคำสั่งแลกไม่ถูกต้อง' : 'ไม่มีรหัสคำสั่งแลก')
          continue
        }
        const carrier = carrierOf(row.carrier)
        if (!carrier) {
          refuse(
            row.line,
            row.orderId,
            'malformed',
            row.carrier ? `ไม่รู้จักบริษัทขนส่ง "${row.carrier}"` : 'ไม่มีบริษัทขนส่ง',
          )
          continue
        }
        const number = trackingNumberInput.safeParse(row.trackingNumber)
        if (!number.success) {
          refuse(row.line, row.orderId, 'malformed', 'เลขพัสดุต้องเป็นตัวอักษรอังกฤษหรือตัวเลข 8–30 ตัว')
          continue
        }
        if (seen.has(orderId)) {
          refuse(row.line, row.orderId, 'duplicate-row')
          continue
        }
        seen.add(orderId)
        try {
          const shipped = await db.transaction((tx) =>
            shipInside(tx, actorId, orderId, carrier, number.data, clock.now()),
          )
          report.applied.push({
            line: row.line,
            orderId,
            carrierLabel: carrierLabels[carrier],
            trackingNumber: number.data,
            changed: shipped !== null,
          })
          if (shipped) await notify(shipped)
        } catch (error) {
          if (error instanceof ShipRefusal) refuse(row.line, row.orderId, error.reason)
          else if (uniqueViolation(error) === 'store_purchases_carrier_tracking_key')
            refuse(row.line, row.orderId, 'tracking-taken')
          else throw error
        }
      }
      return report
    },
  }
}
