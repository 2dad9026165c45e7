import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, pageOf, pageQuery } from './envelope'
import { koinString } from './money'
import { shippingAddress } from './shipping'
import { MAX_ORDER_QUANTITY, purchaseStatuses, storeItemTypes, storeSorts } from './store-constants'
export * from './store-constants'

export const storePaths = {
  list: '/v2/api/store',
  detail: '/v2/api/store/detail',
  buy: '/v2/api/store/buy',
  /** SPEC 7 lists it with the user calls: the profile's purchase-history tab. */
  history: '/v2/api/store/history',
} as const

/**
 * How an item looks to the one who asks (the /test-store preview shows every state). Visitors see only
 * the stock states; a member also sees their own limit and koins.
 */
export const storeAvailabilities = [
  'in-stock',
  'low-stock',
  'sold-out',
  'limit-reached',
  'koin-short',
] as const
export type StoreAvailability = (typeof storeAvailabilities)[number]

export const storeListQuery = pageQuery.extend({
  type: z.enum(storeItemTypes).optional(),
  sort: z.enum(storeSorts).default('newest'),
})
export type StoreListQuery = z.infer<typeof storeListQuery>

export const storeItemQuery = z.object({ id: z.uuid() })

export const storeItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  type: z.enum(storeItemTypes),
  typeLabel: z.string(),
  image: z.string(),
  /** Koins per piece. */
  price: koinString,
  /** Pieces left. */
  stock: z.number().int().nonnegative(),
  stockTotal: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  limitPerMember: z.number().int().positive(),
  needsAddress: z.boolean(),
  availability: z.enum(storeAvailabilities),
  /** With a token: pieces the member bought so far and may still buy; null for visitors. */
  bought: z.number().int().nonnegative().nullable(),
  canStillBuy: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
})
export type StoreItem = z.infer<typeof storeItem>

export const storeItemDetail = storeItem.extend({
  description: z.array(z.string()),
  conditions: z.array(z.string()),
})
export type StoreItemDetail = z.infer<typeof storeItemDetail>

export const storeListPage = pageOf(storeItem)
export const storeItemResponse = dataOf(storeItemDetail)

export const buyBody = z.object({
  id: z.uuid(),
  quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY).default(1),
  /** Required for physical gifts and premiums, ignored for codes. */
  address: shippingAddress.optional(),
})
export type BuyBody = z.infer<typeof buyBody>

/** SPEC 3: purchase history items carry image, name and tracking. */
export const purchase = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  image: z.string(),
  name: z.string(),
  type: z.enum(storeItemTypes),
  quantity: z.number().int().positive(),
  /** Koins paid for the whole order. */
  price: koinString,
  /** The parcel's tracking number for shipped gifts; null for codes. */
  tracking: z.string().nullable(),
  /** Once shipped: the carrier's name and its tracking number of the parcel. */
  carrier: z.string().nullable(),
  carrierTracking: z.string().nullable(),
  /** Voucher codes for digital vouchers and event vouchers, one per piece; an event voucher shows once used. */
  vouchers: z.array(z.object({ code: z.string(), used: z.boolean() })),
  status: z.enum(purchaseStatuses),
  statusLabel: z.string(),
  /** Why support cancelled the order (its koins came back); null unless cancelled. */
  cancelReason: z.string().nullable(),
  date: z.string(),
})
export type Purchase = z.infer<typeof purchase>

export const buyResponse = dataOf(z.object({ purchase, koin: koinString }))
export const purchaseHistoryPage = pageOf(purchase)

export const storeCalls = defineCalls('store', {
  list: {
    method: 'GET',
    shared: true,
    path: storePaths.list,
    access: 'optional-member',
    summary: 'รายการของรางวัลในร้านค้า กรองตามประเภทและเรียงได้ (ส่ง token เพื่อดูสิทธิ์ของตัวเอง)',
    query: storeListQuery,
    reply: storeListPage,
  },
  detail: {
    method: 'GET',
    shared: true,
    path: storePaths.detail,
    access: 'optional-member',
    summary: 'รายละเอียดของรางวัล',
    query: storeItemQuery,
    reply: storeItemResponse,
    errors: ['STORE_ITEM_NOT_FOUND'],
  },
  buy: {
    method: 'POST',
    path: storePaths.buy,
    access: 'member',
    summary: 'แลกของรางวัลด้วย koin (ของที่จัดส่งต้องมีที่อยู่)',
    body: buyBody,
    reply: buyResponse,
    errors: [
      'STORE_ITEM_NOT_FOUND',
      'STORE_SOLD_OUT',
      'STORE_STOCK_SHORT',
      'STORE_LIMIT_REACHED',
      'KOIN_INSUFFICIENT',
      'EMAIL_NOT_CONFIRMED',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
  history: {
    method: 'GET',
    path: storePaths.history,
    access: 'member',
    summary: 'ประวัติการแลกของรางวัล ใหม่สุดก่อน',
    query: pageQuery,
    reply: purchaseHistoryPage,
  },
})
