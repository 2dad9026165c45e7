import { randomUUID } from 'node:crypto'
import type {
  AdminItemsQuery,
  AdminStoreItem,
  CreateStoreItemBody,
  StockChangeBody,
  UpdateStoreItemBody,
} from '@klass/contract/admin-store'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import { storeItemTypeLabels, type StoreItemType } from '@klass/contract/store'
import { storeItems } from '@klass/db/schema/store'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { storeStoreItemImage } from '../../lib/images'
import * as repo from './admin-store.repo'

/** A price as typed ("120" or "120.5", checked by the contract) in hundredths of a koin. */
function koinHundredths(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** The store's gifts for campaign staff (issue 21): create, edit, picture, and stock under the purchases' locks. */
export function createAdminStoreItemsService(ctx: AppContext) {
  const { db, clock, storage } = ctx

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
        if (repo.uniqueViolation(error) === 'store_items_slug_key') throw new DomainError('STORE_SLUG_TAKEN')
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
        if (repo.uniqueViolation(error) === 'store_items_slug_key') throw new DomainError('STORE_SLUG_TAKEN')
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
  }
}
