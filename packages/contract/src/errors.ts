/**
 * Every error code the API answers with, its HTTP status and the Thai message people read.
 * The server's error handler and the web app's error display both read this one table.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  BAD_REQUEST: { status: 400, message: 'คำขอไม่ถูกต้อง' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร' },
  PASSWORD_TOO_LONG: { status: 400, message: 'รหัสผ่านยาวได้ไม่เกิน 128 ตัวอักษร' },
  PASSWORD_TOO_COMMON: { status: 400, message: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาตั้งรหัสผ่านที่คาดเดายากกว่านี้' },
  TERMS_NOT_ACCEPTED: { status: 400, message: 'กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัวก่อนสมัครสมาชิก' },
  TOO_YOUNG: { status: 400, message: 'ขออภัย สมาชิกต้องมีอายุ 10 ปีขึ้นไป' },
  IMAGE_INVALID: { status: 400, message: 'ไฟล์รูปภาพไม่ถูกต้อง รองรับเฉพาะ JPEG, PNG หรือ WebP' },
  IMAGE_TOO_LARGE: { status: 413, message: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'รูปแบบข้อมูลที่ส่งมาไม่รองรับ' },
  RESET_TOKEN_INVALID: { status: 400, message: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่' },
  CAPTCHA_FAILED: { status: 400, message: 'ยืนยันตัวตนด้วย captcha ไม่สำเร็จ กรุณาลองใหม่' },
  INVALID_CREDENTIALS: { status: 401, message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  UNAUTHENTICATED: { status: 401, message: 'กรุณาเข้าสู่ระบบก่อนใช้งาน' },
  TOKEN_EXPIRED: { status: 401, message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' },
  REFRESH_TOKEN_INVALID: { status: 401, message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' },
  FORBIDDEN: { status: 403, message: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
  NOT_FOUND: { status: 404, message: 'ไม่พบข้อมูลที่ต้องการ' },
  ROUTE_NOT_FOUND: { status: 404, message: 'ไม่พบบริการที่เรียก' },
  EMAIL_TAKEN: { status: 409, message: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'รหัสคำขอนี้ถูกใช้กับข้อมูลอื่นแล้ว' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: 'คำขอเดียวกันกำลังดำเนินการอยู่ กรุณารอสักครู่' },
  KOIN_INSUFFICIENT: { status: 409, message: 'koin ของคุณไม่พอสำหรับรายการนี้' },
  SKILL_INSUFFICIENT: { status: 409, message: 'skill point ของคุณไม่พอสำหรับรายการนี้' },
  // The koin economy (issue 6): store, SUPERQUEST, krazy day, levels, big prize, events.
  STORE_ITEM_NOT_FOUND: { status: 404, message: 'ไม่พบของรางวัลนี้ในร้านค้า' },
  STORE_SOLD_OUT: { status: 409, message: 'ของรางวัลชิ้นนี้หมดแล้ว' },
  STORE_STOCK_SHORT: { status: 409, message: 'ของรางวัลชิ้นนี้เหลือไม่พอตามจำนวนที่เลือก ลองลดจำนวนลง' },
  STORE_LIMIT_REACHED: {
    status: 409,
    message: 'คุณแลกของรางวัลชิ้นนี้ครบจำนวนที่กำหนดต่อคนแล้ว',
  },
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'ยังไม่มีแคมเปญ SUPERQUEST ในตอนนี้' },
  MISSION_NOT_FOUND: { status: 404, message: 'ไม่พบภารกิจนี้' },
  MISSION_NOT_OPEN: { status: 409, message: 'ภารกิจนี้ยังไม่เปิดให้เข้าร่วม' },
  MISSION_ENDED: { status: 409, message: 'ภารกิจนี้สิ้นสุดแล้ว เข้าร่วมไม่ได้' },
  MISSION_ALREADY_JOINED: { status: 409, message: 'คุณเข้าร่วมภารกิจนี้แล้ว' },
  MISSION_NOT_JOINED: { status: 409, message: 'คุณยังไม่ได้เข้าร่วมภารกิจนี้' },
  MISSION_NOT_COMPLETE: {
    status: 409,
    message: 'ภารกิจยังไม่สำเร็จ ทำให้ครบตามเป้าหมายก่อนแล้วจึงรับรางวัลได้',
  },
  REWARD_ALREADY_REDEEMED: { status: 409, message: 'คุณรับรางวัลของภารกิจนี้ไปแล้ว' },
  REWARD_NOT_KOIN: { status: 409, message: 'ภารกิจนี้ไม่มีรางวัลเป็น koin กรุณาเลือกรับของรางวัลพรีเมียม' },
  REWARD_NOT_GIFT: { status: 409, message: 'ภารกิจนี้ไม่มีของรางวัลพรีเมียม กรุณาเลือกรับ koin' },
  GIFT_OUT_OF_STOCK: { status: 409, message: 'ของรางวัลพรีเมียมชิ้นนี้หมดแล้ว' },
  KRAZY_DAY_ITEM_NOT_FOUND: { status: 404, message: 'ไม่พบของรางวัล Krazy Day นี้' },
  KRAZY_DAY_NOT_OPEN: { status: 409, message: 'Krazy Day ยังไม่เปิดให้แลก' },
  KRAZY_DAY_CLOSED: { status: 409, message: 'Krazy Day รอบนี้ปิดแล้ว รอติดตามรอบถัดไปนะ' },
  KRAZY_DAY_SOLD_OUT: { status: 409, message: 'ของรางวัล Krazy Day ชิ้นนี้หมดแล้ว' },
  KRAZY_DAY_ALREADY_REDEEMED: {
    status: 409,
    message: 'คุณแลกของรางวัลชิ้นนี้ใน Krazy Day ไปแล้ว (แลกได้คนละ 1 ชิ้นต่อรายการ)',
  },
  LEVEL_NOT_FOUND: { status: 404, message: 'ไม่พบเลเวลนี้' },
  LEVEL_NOT_REACHED: { status: 409, message: 'คุณยังไปไม่ถึงเลเวลนี้ สะสม exp เพิ่มอีกนิดนะ' },
  LEVEL_REWARD_ALREADY_CLAIMED: { status: 409, message: 'คุณรับรางวัลของเลเวลนี้ไปแล้ว' },
  LEVEL_GIFT_NONE: { status: 404, message: 'เลเวลนี้ไม่มีของรางวัลให้แลก' },
  LEVEL_GIFT_ALREADY_REDEEMED: { status: 409, message: 'คุณแลกของรางวัลประจำเลเวลนี้ไปแล้ว' },
  BIG_PRIZE_NOT_FOUND: { status: 404, message: 'ยังไม่มี Big Prize ให้ลุ้นในตอนนี้' },
  BIG_PRIZE_SKILL_ONLY: {
    status: 403,
    message: 'สิทธิ์ลุ้น Big Prize สำหรับสมาชิกประเภท SKILL เท่านั้น บัญชีของคุณเป็นสมาชิกทั่วไปจึงแลกสิทธิ์ไม่ได้',
  },
  BIG_PRIZE_NOT_OPEN: { status: 409, message: 'ยังไม่เปิดให้แลกสิทธิ์ลุ้น Big Prize รอบนี้' },
  BIG_PRIZE_CLOSED: { status: 409, message: 'ปิดรับสิทธิ์ลุ้น Big Prize รอบนี้แล้ว' },
  BIG_PRIZE_ENTRY_LIMIT: { status: 409, message: 'จำนวนสิทธิ์เกินกว่าที่แลกได้ต่อคนในรอบนี้' },
  EVENT_NOT_FOUND: { status: 404, message: 'ไม่พบกิจกรรมนี้' },
  EVENT_FULL: { status: 409, message: 'กิจกรรมนี้ที่นั่งเต็มแล้ว' },
  EVENT_ALREADY_JOINED: { status: 409, message: 'คุณลงทะเบียนกิจกรรมนี้แล้ว' },
  EVENT_NOT_JOINED: { status: 409, message: 'คุณยังไม่ได้ลงทะเบียนกิจกรรมนี้' },
  EVENT_REGISTRATION_CLOSED: { status: 409, message: 'กิจกรรมนี้เริ่มแล้ว ปิดรับลงทะเบียน' },
  EVENT_CANCEL_TOO_LATE: { status: 409, message: 'กิจกรรมนี้เริ่มแล้ว ยกเลิกการลงทะเบียนไม่ได้' },
  EVENT_VOUCHER_NONE: {
    status: 409,
    message: 'คุณไม่มีบัตรเข้าร่วมกิจกรรมที่ใช้ได้ แลกบัตรได้ที่ร้านค้า Klass',
  },
  EVENT_VOUCHER_NOT_ACCEPTED: { status: 409, message: 'กิจกรรมนี้ใช้บัตรเข้าร่วมกิจกรรมแทน koin ไม่ได้' },
  RATE_LIMITED: { status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  INTERNAL_ERROR: { status: 500, message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalogue

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}
