import { z } from 'zod'

/**
 * Where a gift that travels by post is sent: physical gifts and premiums from the store, and SUPERQUEST
 * premium gifts (mission rewards, level gifts, krazy day).
 */
export const shippingAddress = z.object({
  recipient: z.string().trim().min(2, { error: 'กรุณากรอกชื่อผู้รับ' }).max(100),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^0\d{8,9}$/, { error: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0' })),
  address: z.string().trim().min(5, { error: 'กรุณากรอกบ้านเลขที่ ถนน หรือซอย' }).max(300),
  subdistrict: z.string().trim().min(2, { error: 'กรุณากรอกตำบล/แขวง' }).max(100),
  district: z.string().trim().min(2, { error: 'กรุณากรอกอำเภอ/เขต' }).max(100),
  province: z.string().trim().min(2, { error: 'กรุณากรอกจังหวัด' }).max(100),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' }),
})
export type ShippingAddress = z.infer<typeof shippingAddress>

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
const carrierAliases: Record<string, Carrier> = {
  'thailand-post': 'thailand-post',
  'thailand post': 'thailand-post',
  thaipost: 'thailand-post',
  ems: 'thailand-post',
  ไปรษณีย์ไทย: 'thailand-post',
  ไปรษณีย์: 'thailand-post',
  kerry: 'kerry',
  'kerry express': 'kerry',
  kex: 'kerry',
  เคอรี่: 'kerry',
  flash: 'flash',
  'flash express': 'flash',
  แฟลช: 'flash',
  jt: 'jt',
  'j&t': 'jt',
  'j&t express': 'jt',
}
/** The carrier a person typed (code, English or Thai name, any case), or null. */
export function carrierOf(text: string): Carrier | null {
  return carrierAliases[text.trim().toLowerCase()] ?? null
}
/** A carrier's tracking number: letters and digits, as carriers print them. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,30}$/
