import {
  trackingNumberInput,
  trackingRowRefusalLabels,
  type AdminOrder,
  type AdminOrdersQuery,
  type CancelOrderBody,
  type ShipBody,
  type TrackingFileReport,
  type TrackingRowRefusal,
} from '@klass/contract/admin-store'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import { carrierLabels, carrierOf, type Carrier, type ShippingAddress } from '@klass/contract/shipping'
import {
  isShippedType,
  purchaseStatusLabels,
  type PurchaseStatus,
  type StoreItemType,
} from '@klass/contract/store'
import type { Executor } from '@klass/db/client'
import type { AppContext } from '../../context'
import { withdrawActivity } from '../../lib/activity'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { moveBalance } from '../../ledger/ledger'
import * as repo from './admin-store.repo'
import { readTrackingFile } from './tracking-file'
import { STORE_REFUND_REASON } from '../../ledger/refund-reasons'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Klass's own reference of a parcel (lib/codes.ts newTrackingNumber). */
const REFERENCE = /^KLSTH[2-9A-Z]{10}$/i

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

/** Gift orders for support (issue 21): find, ship, mark delivered, cancel before shipping, tracking files. */
export function createAdminStoreOrdersService(ctx: AppContext) {
  const { db, clock, mailer, config } = ctx

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
      cancelledAt: purchase.cancelledAt?.toISOString() ?? null,
      cancelReason: purchase.cancelReason,
    }
  }

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
    if (purchase.status === 'cancelled')
      throw new ShipRefusal('cancelled-order', 'STORE_ORDER_ALREADY_CANCELLED')
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

  /**
   * Cancels a parcel not yet shipped, in one transaction: the order marked cancelled with the reason, its
   * pieces back on sale, its koins back to the member through the ledger, the purchase withdrawn from what
   * SUPERQUEST missions count (decision 030), and the audit row. Locks the member's row first, as a purchase
   * does, so the member's per-item limit is counted either before or after the cancellation, never between;
   * then the order (two staff cancelling at once: the second finds it cancelled), then the item and its shards
   * in the order a stock change locks them. The ledger key `store-refund:<order>` refunds an order once at most.
   * A member who linked LINE is told there too, through the messaging outbox.
   */
  async function cancelInside(tx: Executor, actorId: string, id: string, reason: string, now: Date) {
    const seen = await repo.findOrder(tx, id)
    if (!seen) throw new DomainError('STORE_ORDER_NOT_FOUND')
    await lockMember(tx, seen.member.id)
    const row = await repo.lockOrder(tx, id)
    if (!row) throw new DomainError('STORE_ORDER_NOT_FOUND')
    const { purchase, item, member } = row
    if (purchase.status === 'cancelled') throw new DomainError('STORE_ORDER_ALREADY_CANCELLED')
    if (!isShippedType(item.type as StoreItemType)) throw new DomainError('STORE_ORDER_CODES_ISSUED')
    if (purchase.status !== 'preparing') throw new DomainError('STORE_ORDER_NOT_CANCELLABLE')
    const updated = await repo.updateOrder(tx, id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
    })
    await repo.lockItem(tx, item.id)
    await repo.returnStock(tx, item.id, purchase.quantity)
    await repo.writeStockTotals(tx, item.id)
    const refund = await moveBalance(tx, {
      userId: member.id,
      currency: 'koin',
      amount: purchase.totalPrice,
      reason: STORE_REFUND_REASON,
      activity: `คืน koin ยกเลิกการแลก${item.name}${purchase.quantity > 1 ? ` จำนวน ${purchase.quantity} ชิ้น` : ''}: ${reason}`,
      refType: 'store_purchase',
      refId: id,
      idempotencyKey: `store-refund:${id}`,
      at: now,
    })
    // After the refund, which may pay for a mission reward the purchase had earned.
    await withdrawActivity(tx, {
      userId: member.id,
      kind: 'store.bought',
      refId: item.id,
      recordedAt: purchase.createdAt,
      at: now,
    })
    await recordAudit(tx, {
      actorId,
      action: 'store_order.cancel',
      entity: 'store_order',
      entityId: id,
      before: { status: purchase.status },
      after: {
        status: 'cancelled',
        stockReturned: purchase.quantity,
        koinRefunded: koinToString(purchase.totalPrice),
        entryId: refund.entryId,
      },
      reason,
    })
    await repo.queueLineMessage(tx, {
      userId: member.id,
      kind: 'gift_cancelled',
      refId: id,
      text: `ทีมงาน Klass ยกเลิกการแลก${item.name}ของคุณแล้ว เหตุผล: ${reason} คืน ${koinToString(purchase.totalPrice)} koin เข้าบัญชีของคุณแล้ว ดูได้ที่ประวัติการแลกของรางวัลในหน้าโปรไฟล์ Klass`,
      at: now,
    })
    return { ...row, purchase: updated }
  }

  /** The cancellation notice by e-mail, after the change is committed; a mail that fails stays in the outbox (LINE's is queued in the change). */
  async function tellCancelled({ purchase, item, member }: repo.OrderRow) {
    try {
      await mailer.send({
        to: member.email,
        subject: `ยกเลิกการแลกของรางวัล: ${item.name}`,
        text:
          `สวัสดี ${member.displayName}\n\n` +
          `ทีมงาน Klass ยกเลิกการแลก ${item.name}${purchase.quantity > 1 ? ` จำนวน ${purchase.quantity} ชิ้น` : ''} ` +
          `ของคุณแล้ว ของรางวัลนี้ยังไม่ได้จัดส่ง\n\n` +
          `เหตุผล: ${purchase.cancelReason}\n` +
          `เลขอ้างอิง Klass: ${purchase.trackingNumber ?? purchase.id}\n\n` +
          `คืน ${koinToString(purchase.totalPrice)} koin เข้าบัญชีของคุณแล้ว ` +
          `ดูได้ที่ประวัติ koin และประวัติการแลกของรางวัลในหน้าโปรไฟล์:\n` +
          `${config.publicUrl}/profile\n\nทีมงาน Klass`,
      })
    } catch {
      // The mailer keeps what it could not send; the cancellation and the refund are committed.
    }
  }

  return {
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
        if (repo.uniqueViolation(error) === 'store_purchases_carrier_tracking_key')
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

    async cancel(actorId: string, id: string, body: CancelOrderBody): Promise<AdminOrder> {
      const now = clock.now()
      const cancelled = await db.transaction((tx) => cancelInside(tx, actorId, id, body.reason, now))
      await tellCancelled(cancelled)
      return toOrder(cancelled)
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
          else if (repo.uniqueViolation(error) === 'store_purchases_carrier_tracking_key')
            refuse(row.line, row.orderId, 'tracking-taken')
          else throw error
        }
      }
      return report
    },
  }
}
