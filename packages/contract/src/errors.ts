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
  POST_CONTENT_EMPTY: { status: 400, message: 'กรุณาเขียนชื่อเรื่องและเนื้อหาก่อนเผยแพร่' },
  POST_CHOICE_INVALID: { status: 400, message: 'ไม่มีตัวเลือกนี้ในคำถาม กรุณาเลือกใหม่' },
  POST_NOT_YOURS: { status: 403, message: 'โพสต์นี้ไม่ใช่ของคุณ จึงแก้ไข เผยแพร่ หรือลบไม่ได้' },
  POST_NOT_FOUND: { status: 404, message: 'ไม่พบโพสต์นี้ อาจถูกลบหรือยังไม่เผยแพร่' },
  VIDEO_NOT_FOUND: { status: 404, message: 'ไม่พบวิดีโอนี้' },
  SUPERHERO_NOT_FOUND: { status: 404, message: 'ไม่พบ Super Hero คนนี้' },
  POST_ALREADY_PUBLISHED: { status: 409, message: 'โพสต์นี้เผยแพร่แล้ว' },
  POST_NOT_PUBLISHED: { status: 409, message: 'โพสต์นี้ยังเป็นฉบับร่าง กรุณาเผยแพร่ก่อน' },
  POST_NOT_AN_ARTICLE: { status: 409, message: 'โพสต์นี้ไม่มีคำถามท้ายบทและการสรุปบทเรียน' },
  POST_ALREADY_ANSWERED: { status: 409, message: 'คุณตอบคำถามของบทความนี้ไปแล้ว ตอบได้ครั้งเดียว' },
  RATE_LIMITED: { status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  INTERNAL_ERROR: { status: 500, message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalogue

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}
