import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, pageOf, pageParam, limitParam, queryText } from './envelope'
import { koinString } from './money'
import { carriers, TRACKING_NUMBER_PATTERN } from './shipping'
import { purchaseStatuses, storeItemTypes } from './store'
import { requiredText as text } from './fields'
import { trackingRowRefusals } from './admin-store-constants'
export * from './admin-store-constants'

/** The store's back office (issue 21): items and their stock for campaign staff, orders for support. */
export const adminStorePaths = {
  items: '/v2/api/admin/store/items',
  item: '/v2/api/admin/store/items/:id',
  itemStock: '/v2/api/admin/store/items/:id/stock',
  itemImage: '/v2/api/admin/store/items/:id/image',
  orders: '/v2/api/admin/store/orders',
  order: '/v2/api/admin/store/orders/:id',
  ship: '/v2/api/admin/store/orders/:id/ship',
  deliver: '/v2/api/admin/store/orders/:id/deliver',
  cancel: '/v2/api/admin/store/orders/:id/cancel',
  trackingFile: '/v2/api/admin/store/orders/tracking-file',
} as const

/** A tracking file holds at most this many rows. */
export const TRACKING_FILE_MAX_ROWS = 1000
export const TRACKING_FILE_MAX_BYTES = 256 * 1024
export const STORE_IMAGE_MAX_BYTES = 5 * 1024 * 1024

const idParams = z.object({ id: z.uuid({ error: 'รหัสไม่ถูกต้อง' }) })

/** A price typed in koins ("120" or "120.50"): read on the server into hundredths. */
export const koinPriceInput = z
  .string({ error: 'กรุณากรอกราคาเป็น koin' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'ราคาต้องเป็นตัวเลข koin มีทศนิยมได้ 2 ตำแหน่ง เช่น 120 หรือ 120.50' })
  .refine((v) => Number(v) > 0, { error: 'ราคาต้องมากกว่า 0 koin' })

/** Lines typed one per line (a textarea): read into a list, blank lines dropped. */
const lines = (label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(text(label, 500))
        .min(1, { error: `กรุณากรอก${label}อย่างน้อย 1 บรรทัด` })
        .max(20, { error: `${label}มีได้ไม่เกิน 20 บรรทัด` }),
    )

const limitPerMember = z.coerce
  .number({ error: 'กรุณากรอกจำนวนที่แลกได้ต่อคน' })
  .int({ error: 'จำนวนต่อคนต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'แลกได้อย่างน้อย 1 ชิ้นต่อคน' })
  .max(100, { error: 'แลกได้ไม่เกิน 100 ชิ้นต่อคน' })

const slug = z
  .string({ error: 'กรุณากรอกชื่อในลิงก์' })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'ชื่อในลิงก์ใช้ a–z ตัวเลข และขีด (-) เช่น tote-bag-2027' })
  .max(80, { error: 'ชื่อในลิงก์ยาวได้ไม่เกิน 80 ตัวอักษร' })

/**
 * A new item, sent as a multipart form with its picture (file `image`): description and conditions one per
 * line, on sale when `active` is "true".
 */
export const createStoreItemBody = z.object({
  slug,
  name: text('ชื่อของรางวัล', 120),
  summary: text('คำโปรย', 200),
  description: lines('รายละเอียด'),
  conditions: lines('เงื่อนไข'),
  type: z.enum(storeItemTypes, { error: 'กรุณาเลือกประเภทของรางวัล' }),
  price: koinPriceInput,
  limitPerMember,
  stock: z.coerce
    .number({ error: 'กรุณากรอกจำนวนสต็อกเริ่มต้น' })
    .int({ error: 'สต็อกต้องเป็นจำนวนเต็ม' })
    .min(0, { error: 'สต็อกต้องไม่ติดลบ' })
    .max(1_000_000, { error: 'สต็อกมากเกินไป' }),
  active: z.stringbool({ error: 'กรุณาเลือกว่าจะแสดงในร้านค้าหรือไม่' }),
})
export type CreateStoreItemBody = z.infer<typeof createStoreItemBody>

/** Any of the fields; the type stays (orders already made keep theirs) and the stock moves through changeStock. */
export const updateStoreItemBody = z
  .object({
    slug,
    name: text('ชื่อของรางวัล', 120),
    summary: text('คำโปรย', 200),
    description: lines('รายละเอียด'),
    conditions: lines('เงื่อนไข'),
    price: koinPriceInput,
    limitPerMember,
    active: z.boolean(),
  })
  .partial()
export type UpdateStoreItemBody = z.infer<typeof updateStoreItemBody>

export const stockChangeBody = z.object({
  /** Pieces added (positive) or taken off sale (negative). */
  change: z.coerce
    .number({ error: 'กรุณากรอกจำนวนที่เพิ่มหรือลด' })
    .int({ error: 'จำนวนต้องเป็นจำนวนเต็ม' })
    .min(-1_000_000, { error: 'จำนวนมากเกินไป' })
    .max(1_000_000, { error: 'จำนวนมากเกินไป' })
    .refine((n) => n !== 0, { error: 'จำนวนที่เปลี่ยนต้องไม่เป็น 0' }),
  reason: text('เหตุผล', 300),
})
export type StockChangeBody = z.infer<typeof stockChangeBody>

export const adminStoreItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.array(z.string()),
  conditions: z.array(z.string()),
  type: z.enum(storeItemTypes),
  typeLabel: z.string(),
  image: z.string(),
  price: koinString,
  limitPerMember: z.number().int(),
  active: z.boolean(),
  /** Pieces left for sale, sold, and in all. */
  stock: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  stockTotal: z.number().int().nonnegative(),
  createdAt: z.string(),
})
export type AdminStoreItem = z.infer<typeof adminStoreItem>

export const adminItemsQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  q: queryText(100).optional(),
  type: z.enum(storeItemTypes).optional(),
  visibility: z.enum(['all', 'active', 'hidden']).default('all'),
})
export type AdminItemsQuery = z.infer<typeof adminItemsQuery>

export const adminOrdersQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: z.enum(purchaseStatuses).optional(),
  /** A member's e-mail (or part of it) or an order's id. */
  q: queryText(200).optional(),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>

export const adminOrder = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberEmail: z.string(),
  memberName: z.string(),
  itemId: z.uuid(),
  itemName: z.string(),
  type: z.enum(storeItemTypes),
  quantity: z.number().int(),
  price: koinString,
  status: z.enum(purchaseStatuses),
  statusLabel: z.string(),
  /** Klass's own reference of a parcel. */
  reference: z.string().nullable(),
  carrier: z.enum(carriers).nullable(),
  carrierLabel: z.string().nullable(),
  carrierTracking: z.string().nullable(),
  /** Where the parcel goes, as the member gave it. */
  address: z
    .object({
      recipient: z.string(),
      phone: z.string(),
      address: z.string(),
      subdistrict: z.string(),
      district: z.string(),
      province: z.string(),
      postcode: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When support cancelled it and why (the member reads the reason); null unless cancelled. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
})
export type AdminOrder = z.infer<typeof adminOrder>

export const trackingNumberInput = z
  .string({ error: 'กรุณากรอกเลขพัสดุ' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, { error: 'เลขพัสดุต้องเป็นตัวอักษรอังกฤษหรือตัวเลข 8–30 ตัว' }))

export const shipBody = z.object({
  carrier: z.enum(carriers, { error: 'กรุณาเลือกบริษัทขนส่ง' }),
  trackingNumber: trackingNumberInput,
})
export type ShipBody = z.infer<typeof shipBody>

/** Why a parcel not yet shipped is cancelled: the member reads it in their purchase history and e-mail. */
export const cancelOrderBody = z.object({ reason: text('เหตุผลที่ยกเลิก', 300) })
export type CancelOrderBody = z.infer<typeof cancelOrderBody>

export const trackingFileReport = z.object({
  applied: z.array(
    z.object({
      line: z.number().int(),
      orderId: z.uuid(),
      carrierLabel: z.string(),
      trackingNumber: z.string(),
      /** false: the order already had this very number (the same file sent again). */
      changed: z.boolean(),
    }),
  ),
  refused: z.array(
    z.object({
      line: z.number().int(),
      orderId: z.string(),
      reason: z.enum(trackingRowRefusals),
      /** The reason in Thai, with the detail of the row. */
      message: z.string(),
    }),
  ),
})
export type TrackingFileReport = z.infer<typeof trackingFileReport>

const itemErrors = ['STORE_ITEM_NOT_FOUND'] as const

export const adminStoreCalls = defineCalls('adminStore', {
  items: {
    method: 'GET',
    path: adminStorePaths.items,
    access: 'staff',
    roles: ['campaign'],
    summary: 'รายการของรางวัลทั้งหมด (รวมที่ซ่อนอยู่) พร้อมสต็อก ค้นหาและกรองได้',
    query: adminItemsQuery,
    reply: pageOf(adminStoreItem),
  },
  createItem: {
    method: 'POST',
    path: adminStorePaths.items,
    access: 'staff',
    roles: ['campaign'],
    summary:
      'เพิ่มของรางวัลใหม่พร้อมสต็อกเริ่มต้น (multipart: ฟิลด์ของ createStoreItemBody และรูป image เป็น JPEG PNG หรือ WebP)',
    body: createStoreItemBody,
    bodyKind: 'multipart',
    files: ['image'],
    reply: dataOf(adminStoreItem),
    status: 201,
    errors: ['STORE_SLUG_TAKEN', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
  },
  updateItem: {
    method: 'PATCH',
    path: adminStorePaths.item,
    access: 'staff',
    roles: ['campaign'],
    summary: 'แก้ไขชื่อ รายละเอียด ราคา จำนวนต่อคน หรือการแสดงของของรางวัล',
    params: idParams,
    body: updateStoreItemBody,
    reply: dataOf(adminStoreItem),
    errors: [...itemErrors, 'STORE_SLUG_TAKEN'],
  },
  changeStock: {
    method: 'POST',
    path: adminStorePaths.itemStock,
    access: 'staff',
    roles: ['campaign'],
    summary: 'เพิ่มหรือลดสต็อกของรางวัล (ลดได้ไม่เกินที่ยังเหลือ ของที่แลกไปแล้วไม่ถูกแตะ)',
    params: idParams,
    body: stockChangeBody,
    reply: dataOf(adminStoreItem),
    errors: [...itemErrors, 'STORE_STOCK_CHANGE_TOO_LARGE'],
  },
  itemImage: {
    method: 'POST',
    path: adminStorePaths.itemImage,
    access: 'staff',
    roles: ['campaign'],
    summary: 'เปลี่ยนรูปของรางวัล (multipart: ไฟล์ image เป็น JPEG PNG หรือ WebP)',
    params: idParams,
    bodyKind: 'multipart',
    files: ['image'],
    reply: dataOf(adminStoreItem),
    errors: [...itemErrors, 'IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
  },
  orders: {
    method: 'GET',
    path: adminStorePaths.orders,
    access: 'staff',
    roles: ['support'],
    summary: 'คำสั่งแลกของรางวัล กรองตามสถานะ ค้นหาด้วยอีเมลสมาชิกหรือรหัสคำสั่งแลก ใหม่สุดก่อน',
    query: adminOrdersQuery,
    reply: pageOf(adminOrder),
  },
  order: {
    method: 'GET',
    path: adminStorePaths.order,
    access: 'staff',
    roles: ['support'],
    summary: 'รายละเอียดคำสั่งแลก พร้อมที่อยู่จัดส่ง',
    params: idParams,
    reply: dataOf(adminOrder),
    errors: ['STORE_ORDER_NOT_FOUND'],
  },
  ship: {
    method: 'POST',
    path: adminStorePaths.ship,
    access: 'staff',
    roles: ['support'],
    summary: 'บันทึกบริษัทขนส่งและเลขพัสดุ เปลี่ยนเป็นจัดส่งแล้ว และแจ้งสมาชิกทางอีเมล (และ LINE ถ้าเชื่อมไว้)',
    params: idParams,
    body: shipBody,
    reply: dataOf(adminOrder),
    errors: [
      'STORE_ORDER_NOT_FOUND',
      'STORE_ORDER_NOT_SHIPPED_KIND',
      'STORE_ORDER_ALREADY_SHIPPED',
      'STORE_ORDER_STATUS_CHANGE',
      'STORE_ORDER_ALREADY_CANCELLED',
      'STORE_TRACKING_TAKEN',
    ],
  },
  deliver: {
    method: 'POST',
    path: adminStorePaths.deliver,
    access: 'staff',
    roles: ['support'],
    summary: 'บันทึกว่าสมาชิกได้รับของแล้ว (เฉพาะคำสั่งแลกที่จัดส่งแล้ว)',
    params: idParams,
    reply: dataOf(adminOrder),
    errors: ['STORE_ORDER_NOT_FOUND', 'STORE_ORDER_NOT_SHIPPED_KIND', 'STORE_ORDER_STATUS_CHANGE'],
  },
  cancel: {
    method: 'POST',
    path: adminStorePaths.cancel,
    access: 'staff',
    roles: ['support'],
    summary: 'ยกเลิกคำสั่งแลกที่ยังไม่จัดส่งพร้อมเหตุผล: ของกลับเข้าสต็อก คืน koin ให้สมาชิก และแจ้งสมาชิกทางอีเมล',
    params: idParams,
    body: cancelOrderBody,
    reply: dataOf(adminOrder),
    errors: [
      'STORE_ORDER_NOT_FOUND',
      'STORE_ORDER_CODES_ISSUED',
      'STORE_ORDER_NOT_CANCELLABLE',
      'STORE_ORDER_ALREADY_CANCELLED',
      'MISSION_REWARD_SPENT',
    ],
  },
  trackingFile: {
    method: 'POST',
    path: adminStorePaths.trackingFile,
    access: 'staff',
    roles: ['support'],
    summary:
      'อัปโหลดไฟล์ CSV เลขพัสดุ (order_id, carrier, tracking_number) ทีละแถว: แถวที่ถูกต้องบันทึกและแจ้งสมาชิก แถวที่ไม่ได้ตอบเหตุผล',
    bodyKind: 'multipart',
    files: ['file'],
    reply: dataOf(trackingFileReport),
    errors: ['TRACKING_FILE_INVALID'],
  },
})
