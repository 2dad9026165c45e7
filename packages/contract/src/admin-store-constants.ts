// The values of admin-store.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** Why a row of a tracking file was not applied. */
export const trackingRowRefusals = [
  'malformed',
  'unknown-order',
  'digital-order',
  'already-shipped',
  'tracking-taken',
  'duplicate-row',
  'cancelled-order',
] as const
export type TrackingRowRefusal = (typeof trackingRowRefusals)[number]
export const trackingRowRefusalLabels: Record<TrackingRowRefusal, string> = {
  malformed: 'แถวไม่ครบหรือรูปแบบไม่ถูกต้อง',
  'unknown-order': 'ไม่พบคำสั่งแลกนี้',
  'digital-order': 'เป็นของรางวัลดิจิทัล ไม่มีการจัดส่ง',
  'already-shipped': 'จัดส่งแล้วด้วยเลขพัสดุอื่น',
  'tracking-taken': 'เลขพัสดุนี้ใช้กับคำสั่งแลกอื่นแล้ว',
  'duplicate-row': 'คำสั่งแลกนี้อยู่ในไฟล์มากกว่าหนึ่งแถว',
  'cancelled-order': 'คำสั่งแลกนี้ถูกยกเลิกแล้ว',
}
