// The values of shipping.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** A parcel's life: issued by our system at redemption, then handed to the carrier and delivered. */
export const shipmentStatuses = ['preparing', 'shipped', 'delivered'] as const
export type ShipmentStatus = (typeof shipmentStatuses)[number]
export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  preparing: 'กำลังเตรียมจัดส่ง',
  shipped: 'จัดส่งแล้ว',
  delivered: 'ได้รับของแล้ว',
}

/** The carriers that take the store's parcels; a tracking file names them by code or by name. */
export const carriers = ['thailand-post', 'kerry', 'flash', 'jt'] as const
export type Carrier = (typeof carriers)[number]
export const carrierLabels: Record<Carrier, string> = {
  'thailand-post': 'ไปรษณีย์ไทย',
  kerry: 'Kerry Express',
  flash: 'Flash Express',
  jt: 'J&T Express',
}

/** Where a gift that travels by post is sent, once read (trimmed, the phone without spaces or dashes). */
export type ShippingAddress = {
  recipient: string
  phone: string
  address: string
  subdistrict: string
  district: string
  province: string
  postcode: string
}
export type ShippingAddressField = keyof ShippingAddress

/** Each text field's shortest and longest length, with what is said when it is too short. */
const textRules: Record<Exclude<ShippingAddressField, 'phone' | 'postcode'>, [number, number, string]> = {
  recipient: [2, 100, 'กรุณากรอกชื่อผู้รับ'],
  address: [5, 300, 'กรุณากรอกบ้านเลขที่ ถนน หรือซอย'],
  subdistrict: [2, 100, 'กรุณากรอกตำบล/แขวง'],
  district: [2, 100, 'กรุณากรอกอำเภอ/เขต'],
  province: [2, 100, 'กรุณากรอกจังหวัด'],
}

/**
 * An address typed by a member, read field by field, or the Thai reason each wrong field is wrong. The API's
 * `shippingAddress` schema and the web app's address form read it the same way.
 */
export function readShippingAddress(
  input: Partial<Record<ShippingAddressField, unknown>>,
): { value: ShippingAddress } | { problems: Partial<Record<ShippingAddressField, string>> } {
  const problems: Partial<Record<ShippingAddressField, string>> = {}
  const text = (field: ShippingAddressField) => {
    const value = input[field]
    return typeof value === 'string' ? value.trim() : ''
  }
  const value = {} as ShippingAddress
  for (const [field, [min, max, missing]] of Object.entries(textRules) as [
    keyof typeof textRules,
    [number, number, string],
  ][]) {
    const read = text(field)
    if (read.length < min) problems[field] = missing
    else if (read.length > max) problems[field] = `ยาวได้ไม่เกิน ${max} ตัวอักษร`
    value[field] = read
  }
  value.phone = text('phone').replace(/[\s-]/g, '')
  if (!/^0\d{8,9}$/.test(value.phone)) problems.phone = 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0'
  value.postcode = text('postcode')
  if (!/^\d{5}$/.test(value.postcode)) problems.postcode = 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'
  return Object.keys(problems).length ? { problems } : { value }
}
