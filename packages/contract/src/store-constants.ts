// The values of store.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.
import { shipmentStatusLabels, shipmentStatuses } from './shipping-constants'

/** The kinds of gift the store sells. Digital vouchers and event vouchers are codes; the others ship. */
export const storeItemTypes = ['digital-voucher', 'physical-gift', 'premium', 'event-voucher'] as const
export type StoreItemType = (typeof storeItemTypes)[number]
export const storeItemTypeLabels: Record<StoreItemType, string> = {
  'digital-voucher': 'บัตรกำนัลดิจิทัล',
  'physical-gift': 'ของที่ระลึก',
  premium: 'ของพรีเมียม',
  'event-voucher': 'บัตรเข้าร่วมกิจกรรม',
}
/** Types sent by post: buying one needs a delivery address and issues a tracking number. */
export const shippedItemTypes: readonly StoreItemType[] = ['physical-gift', 'premium']
export function isShippedType(type: StoreItemType): boolean {
  return shippedItemTypes.includes(type)
}

export const storeSorts = ['newest', 'popular', 'price-asc', 'price-desc'] as const
export type StoreSort = (typeof storeSorts)[number]

/** Gifts on one page of /store. */
export const STORE_PAGE_SIZE = 12

/** An item with this many or fewer left shows as nearly sold out. */
export const LOW_STOCK_THRESHOLD = 5
/** One order buys at most this many of an item (the per-member limit may be lower). */
export const MAX_ORDER_QUANTITY = 10

/**
 * Codes are issued at once; shipped gifts move through the shipment states, and one not yet shipped may be
 * cancelled by support (its koins refunded).
 */
export const purchaseStatuses = ['issued', ...shipmentStatuses, 'cancelled'] as const
export type PurchaseStatus = (typeof purchaseStatuses)[number]
export const purchaseStatusLabels: Record<PurchaseStatus, string> = {
  issued: 'ออกรหัสแล้ว',
  ...shipmentStatusLabels,
  cancelled: 'ยกเลิกแล้ว',
}
