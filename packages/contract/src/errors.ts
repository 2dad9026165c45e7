import { RESERVED_DISPLAY_NAME_MESSAGE } from './display-name'

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
  PASSWORD_TOO_WEAK: {
    status: 400,
    message: 'รหัสผ่านนี้ยังเดาได้ง่าย ลองตั้งให้ยาวขึ้น หรือใช้หลายคำที่ไม่เกี่ยวกันมาต่อกัน',
  },
  TERMS_NOT_ACCEPTED: { status: 400, message: 'กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัวก่อนสมัครสมาชิก' },
  TOO_YOUNG: { status: 400, message: 'ขออภัย สมาชิกต้องมีอายุ 10 ปีขึ้นไป' },
  DISPLAY_NAME_RESERVED: { status: 400, message: RESERVED_DISPLAY_NAME_MESSAGE },
  IMAGE_INVALID: { status: 400, message: 'ไฟล์รูปภาพไม่ถูกต้อง รองรับเฉพาะ JPEG, PNG หรือ WebP' },
  IMAGE_TOO_LARGE: { status: 413, message: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'รูปแบบข้อมูลที่ส่งมาไม่รองรับ' },
  RESET_TOKEN_INVALID: { status: 400, message: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่' },
  CAPTCHA_FAILED: { status: 400, message: 'ยืนยันตัวตนด้วย captcha ไม่สำเร็จ กรุณาลองใหม่' },
  CAPTCHA_REQUIRED: {
    status: 400,
    message: 'บัญชีนี้มีการลองรหัสผ่านผิดหลายครั้ง กรุณายืนยันว่าไม่ใช่บอทก่อนเข้าสู่ระบบ',
  },
  EMAIL_NOT_CONFIRMED: {
    status: 403,
    message: 'กรุณายืนยันอีเมลก่อน จึงจะแลกของรางวัลหรือใช้ koin ได้ ลิงก์ยืนยันอยู่ในอีเมลที่เราส่งให้ หรือขอลิงก์ใหม่ได้ที่หน้าโปรไฟล์',
  },
  EMAIL_LINK_INVALID: {
    status: 400,
    message: 'ลิงก์ยืนยันอีเมลนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หมดอายุ หรือไม่ครบถ้วน ขอลิงก์ใหม่ได้ที่หน้าโปรไฟล์',
  },
  EMAIL_ALREADY_CONFIRMED: { status: 409, message: 'อีเมลของคุณยืนยันแล้ว ไม่ต้องขอลิงก์ใหม่' },
  GUARDIAN_CONSENT_NEEDED: {
    status: 403,
    message:
      'สมาชิกอายุต่ำกว่า 20 ปีต้องได้รับความยินยอมจากผู้ปกครองก่อน จึงจะแลกของรางวัลที่จัดส่ง เข้าร่วมกิจกรรมที่ใช้ koin หรือเปิดบัญชี Robo ได้ ส่งลิงก์ให้ผู้ปกครองได้ที่หน้าโปรไฟล์',
  },
  GUARDIAN_EMAIL_REQUIRED: {
    status: 400,
    message: 'สมาชิกอายุต่ำกว่า 20 ปี กรุณากรอกอีเมลของผู้ปกครอง เพื่อให้ผู้ปกครองยืนยันความยินยอม',
  },
  GUARDIAN_EMAIL_SAME: { status: 400, message: 'อีเมลผู้ปกครองต้องไม่ใช่อีเมลเดียวกับของคุณ' },
  GUARDIAN_LINK_INVALID: {
    status: 400,
    message:
      'ลิงก์ยืนยันความยินยอมนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หมดอายุ หรือมีลิงก์ใหม่กว่าส่งไปแล้ว กรุณาให้บุตรหลานส่งลิงก์ใหม่จากหน้าโปรไฟล์ใน Klass',
  },
  GUARDIAN_ALREADY_CONSENTED: {
    status: 409,
    message: 'ผู้ปกครองให้ความยินยอมแล้ว จึงไม่ต้องส่งลิงก์ใหม่หรือเปลี่ยนอีเมลผู้ปกครอง',
  },
  GUARDIAN_NOT_NEEDED: { status: 409, message: 'สมาชิกอายุ 20 ปีขึ้นไปไม่ต้องขอความยินยอมจากผู้ปกครอง' },
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
  IDEMPOTENCY_ANSWER_LOST: {
    status: 409,
    message:
      'รายการนี้ทำสำเร็จไปแล้ว แต่ระบบไม่ได้เก็บผลลัพธ์ไว้ให้ดูซ้ำ ไม่ต้องทำรายการอีกครั้ง ตรวจสอบผลได้ที่ประวัติ koin หรือประวัติการทำรายการของคุณ',
  },
  KOIN_INSUFFICIENT: { status: 409, message: 'koin ของคุณไม่พอสำหรับรายการนี้' },
  SKILL_INSUFFICIENT: { status: 409, message: 'skill point ของคุณไม่พอสำหรับรายการนี้' },
  // Content (posts, videos, super heroes).
  POST_CONTENT_EMPTY: { status: 400, message: 'กรุณาเขียนชื่อเรื่องและเนื้อหาก่อนเผยแพร่' },
  POST_CHOICE_INVALID: { status: 400, message: 'ไม่มีตัวเลือกนี้ในคำถาม กรุณาเลือกใหม่' },
  POST_NOT_YOURS: { status: 403, message: 'โพสต์นี้ไม่ใช่ของคุณ จึงแก้ไข เผยแพร่ หรือลบไม่ได้' },
  POST_NOT_FOUND: { status: 404, message: 'ไม่พบโพสต์นี้ อาจถูกลบหรือยังไม่เผยแพร่' },
  CLUB_CLOSED: {
    status: 409,
    message: 'คลับนี้ปิดรับโพสต์ใหม่อยู่ กรุณาเลือกคลับอื่น (โพสต์ที่มีอยู่แล้วยังอ่านได้ตามปกติ)',
  },
  VIDEO_NOT_FOUND: { status: 404, message: 'ไม่พบวิดีโอนี้' },
  SUPERHERO_NOT_FOUND: { status: 404, message: 'ไม่พบ Super Hero คนนี้' },
  POST_ALREADY_PUBLISHED: { status: 409, message: 'โพสต์นี้เผยแพร่แล้ว' },
  POST_NOT_PUBLISHED: { status: 409, message: 'โพสต์นี้ยังเป็นฉบับร่าง กรุณาเผยแพร่ก่อน' },
  POST_NOT_AN_ARTICLE: { status: 409, message: 'โพสต์นี้ไม่มีคำถามท้ายบทและการสรุปบทเรียน' },
  POST_ALREADY_ANSWERED: { status: 409, message: 'คุณตอบคำถามของบทความนี้ไปแล้ว ตอบได้ครั้งเดียว' },
  POST_AWAITING_REVIEW: { status: 409, message: 'โพสต์นี้ส่งให้ทีมงานตรวจแล้ว รอผลการตรวจก่อนนะ' },
  POST_REPORT_OWN: { status: 409, message: 'รายงานโพสต์ของตัวเองไม่ได้ ถ้าต้องการแก้ไขหรือลบ ทำได้ที่หน้าโพสต์ของฉัน' },
  POST_ALREADY_REPORTED: { status: 409, message: 'คุณรายงานโพสต์นี้ไปแล้ว ทีมงานจะตรวจสอบให้เร็วที่สุด' },
  STAFF_ONLY: { status: 403, message: 'ส่วนนี้สำหรับทีมงาน Klass ที่ได้รับสิทธิ์เท่านั้น' },
  STAFF_SECOND_FACTOR_REQUIRED: {
    status: 403,
    message: 'กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตนก่อนเข้าใช้ส่วนทีมงาน',
  },
  // Back office: members (issue 21).
  ACCOUNT_SUSPENDED: {
    status: 403,
    message:
      'บัญชีนี้ถูกระงับการใช้งานโดยทีมงาน Klass จึงเข้าสู่ระบบไม่ได้ หากมีข้อสงสัยหรือคิดว่าเป็นความผิดพลาด ติดต่อ Klass ได้ที่อีเมล privacy@klass.example โดยแจ้งอีเมลที่ใช้สมัคร',
  },
  MEMBER_NOT_FOUND: { status: 404, message: 'ไม่พบสมาชิกคนนี้' },
  MEMBER_SEARCH_TOO_SHORT: {
    status: 400,
    message: 'พิมพ์อย่างน้อย 3 ตัวอักษรของอีเมลหรือชื่อที่แสดง หรือใส่รหัสสมาชิกทั้งรหัส',
  },
  MEMBER_ALREADY_BANNED: { status: 409, message: 'สมาชิกคนนี้ถูกระงับการใช้งานอยู่แล้ว' },
  MEMBER_NOT_BANNED: { status: 409, message: 'สมาชิกคนนี้ไม่ได้ถูกระงับการใช้งาน' },
  BAN_SELF: { status: 403, message: 'ระงับบัญชีของตัวเองไม่ได้' },
  BAN_STAFF_ADMIN_ONLY: { status: 403, message: 'เฉพาะผู้ดูแลระบบเท่านั้นที่ระงับหรือปลดการระงับบัญชีของทีมงานได้' },
  KOIN_ADJUSTMENT_BELOW_ZERO: {
    status: 409,
    message: 'หัก koin เกินยอดคงเหลือของสมาชิกไม่ได้ ยอด koin ต้องไม่ติดลบ',
  },
  DASHBOARD_PERIOD_INVALID: {
    status: 400,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้องไม่หลังวันสิ้นสุด ไม่เกินวันนี้ และยาวได้ไม่เกิน 92 วัน',
  },
  ARTICLE_NOT_KLASS: {
    status: 409,
    message: 'โพสต์นี้เป็นของสมาชิก ทีมงานตัดสินได้จากหน้าตรวจโพสต์เท่านั้น',
  },
  ARTICLE_ALREADY_PUBLISHED: { status: 409, message: 'บทความนี้เผยแพร่อยู่แล้ว' },
  ARTICLE_NOT_PUBLISHED: { status: 409, message: 'บทความนี้ไม่ได้เผยแพร่อยู่' },
  CONTENT_IMAGE_UNKNOWN: { status: 400, message: 'ไม่พบรูปนี้ กรุณาอัปโหลดรูปผ่าน Klass อีกครั้ง' },
  // Back office: learning content (quiz questions, the games' words, puzzles and crosswords).
  ADMIN_CONTENT_NOT_FOUND: { status: 404, message: 'ไม่พบเนื้อหานี้ กรุณาโหลดรายการใหม่' },
  ADMIN_CONTENT_ALREADY_RETIRED: { status: 409, message: 'เนื้อหานี้เลิกใช้ไปแล้ว' },
  ADMIN_CONTENT_TOO_FEW_LEFT: {
    status: 409,
    message: 'เลิกใช้ไม่ได้ เพราะเนื้อหาที่ใช้งานอยู่จะเหลือน้อยกว่าที่เกมหรือควิซต้องใช้ เพิ่มเนื้อหาใหม่ก่อนแล้วค่อยเลิกใช้',
  },
  ADMIN_QUIZ_QUESTION_INVALID: { status: 400, message: 'คำถามยังไม่ครบถ้วน กรุณาตรวจสอบช่องที่มีข้อความแจ้ง' },
  ADMIN_QUIZ_QUESTION_IN_USE: {
    status: 409,
    message:
      'สมาชิกได้รับคำถามข้อนี้ไปแล้ว จึงแก้ได้เฉพาะหัวข้อและคำอธิบาย หากต้องการเปลี่ยนคำถาม ตัวเลือก คำตอบ หรือชุดควิซ ให้เลิกใช้ข้อนี้แล้วสร้างข้อใหม่',
  },
  ADMIN_QUIZ_SET_NOT_FOUND: { status: 400, message: 'ไม่พบชุดควิซที่เลือก กรุณาเลือกชุดใหม่' },
  ADMIN_HANGMAN_WORD_INVALID: { status: 400, message: 'คำศัพท์ Hangman ยังไม่ถูกต้อง กรุณาตรวจสอบช่องที่มีข้อความแจ้ง' },
  ADMIN_HANGMAN_WORD_TAKEN: { status: 409, message: 'มีคำศัพท์นี้ในเกม Hangman แล้ว' },
  ADMIN_GAME_ITEM_INVALID: { status: 400, message: 'โจทย์ยังไม่ครบถ้วน กรุณาตรวจสอบช่องที่มีข้อความแจ้ง' },
  ADMIN_VISUAL_SET_NOT_FOUND: { status: 400, message: 'ไม่พบชุด Visual Decoder ที่เลือก กรุณาเลือกชุดใหม่' },
  ADMIN_CROSSWORD_INCONSISTENT: {
    status: 400,
    message: 'ตารางอักษรไขว้ไม่ลงตัว กรุณาตรวจสอบตำแหน่งและตัวอักษรของคำที่มีข้อความแจ้ง',
  },
  STAFF_CODE_WRONG: {
    status: 400,
    message: 'รหัส 6 หลักไม่ถูกต้องหรือหมดเวลาแล้ว กรุณากรอกรหัสล่าสุดจากแอปยืนยันตัวตน',
  },
  STAFF_CODE_USED: {
    status: 409,
    message: 'รหัสนี้ใช้ไปแล้ว กรุณารอรหัสใหม่จากแอปยืนยันตัวตน (เปลี่ยนทุก 30 วินาที)',
  },
  STAFF_CODE_TOO_MANY_TRIES: {
    status: 429,
    message: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  },
  STAFF_SECOND_FACTOR_NOT_SET_UP: {
    status: 409,
    message: 'ยังไม่ได้ตั้งค่าแอปยืนยันตัวตน กรุณาตั้งค่าก่อนกรอกรหัส',
  },
  STAFF_SECOND_FACTOR_ALREADY_SET_UP: {
    status: 409,
    message: 'ตั้งค่าแอปยืนยันตัวตนไว้แล้ว หากเปลี่ยนโทรศัพท์ ให้ผู้ดูแลระบบรีเซ็ตให้',
  },
  STAFF_MEMBER_NOT_FOUND: { status: 404, message: 'ไม่พบสมาชิกที่ใช้อีเมลนี้' },
  STAFF_LAST_ADMIN: {
    status: 409,
    message: 'ต้องมีผู้ดูแลระบบอย่างน้อยหนึ่งคนเสมอ จึงถอดสิทธิ์ผู้ดูแลระบบคนสุดท้ายไม่ได้',
  },
  MODERATION_NOT_IN_QUEUE: {
    status: 409,
    message: 'โพสต์นี้ไม่ได้รอการตรวจแล้ว อาจมีบรรณาธิการคนอื่นตัดสินไปก่อน กรุณาโหลดรายการใหม่',
  },
  // Quizzes.
  QUIZ_QUESTION_NOT_IN_QUIZ: { status: 400, message: 'มีคำถามที่ไม่อยู่ในชุดควิซนี้ ลองโหลดควิซใหม่อีกครั้ง' },
  QUIZ_CHOICE_INVALID: { status: 400, message: 'มีคำตอบที่ไม่ตรงกับตัวเลือกของคำถาม กรุณาเลือกใหม่' },
  QUIZ_NOT_AVAILABLE: { status: 404, message: 'ตอนนี้ยังไม่มีควิซชุดนี้ให้ตอบ ติดตามชุดใหม่เร็ว ๆ นี้' },
  QUIZ_DAILY_ALREADY_ANSWERED: { status: 409, message: 'วันนี้คุณตอบควิซประจำวันไปแล้ว กลับมาตอบใหม่พรุ่งนี้นะ' },
  QUIZ_MONTHLY_ALREADY_ANSWERED: { status: 409, message: 'คุณตอบควิซประจำเดือนนี้ไปแล้ว รอควิซชุดใหม่เดือนหน้านะ' },
  FINAL_EXAM_ALREADY_TAKEN: { status: 409, message: 'คุณส่งข้อสอบปลายภาคของแคมเปญนี้ไปแล้ว สอบได้ครั้งเดียว' },
  FINAL_EXAM_NOT_STARTED: { status: 409, message: 'กรุณากดเริ่มทำข้อสอบปลายภาคก่อนส่งคำตอบ' },
  FINAL_EXAM_TIME_UP: {
    status: 409,
    message: 'หมดเวลาทำข้อสอบปลายภาคแล้ว คำตอบที่ส่งหลังหมดเวลาจึงไม่ถูกนับ',
  },
  MONEY_QUIZ_ALREADY_ANSWERED: {
    status: 409,
    message: 'คุณตอบ The Money Quiz ระดับนี้ไปแล้ว ดูคำตอบและเฉลยได้ที่หน้าโปรไฟล์',
  },
  MONEY_QUIZ_NOT_STARTED: { status: 409, message: 'กรุณากดเริ่มทำ The Money Quiz ระดับนี้ก่อนส่งคำตอบ' },
  // The koin economy (issue 6): store, SUPERQUEST, krazy day, levels, big prize, events.
  STORE_ITEM_NOT_FOUND: { status: 404, message: 'ไม่พบของรางวัลนี้ในร้านค้า' },
  STORE_SOLD_OUT: { status: 409, message: 'ของรางวัลชิ้นนี้หมดแล้ว' },
  STORE_STOCK_SHORT: { status: 409, message: 'ของรางวัลชิ้นนี้เหลือไม่พอตามจำนวนที่เลือก ลองลดจำนวนลง' },
  STORE_LIMIT_REACHED: {
    status: 409,
    message: 'คุณแลกของรางวัลชิ้นนี้ครบจำนวนที่กำหนดต่อคนแล้ว',
  },
  // The store's back office (issue 21): items, stock and orders.
  STORE_SLUG_TAKEN: { status: 409, message: 'ชื่อในลิงก์ (slug) นี้มีของรางวัลชิ้นอื่นใช้แล้ว กรุณาตั้งชื่ออื่น' },
  STORE_STOCK_CHANGE_TOO_LARGE: {
    status: 409,
    message: 'ลดสต็อกได้ไม่เกินจำนวนที่ยังเหลือ ของที่สมาชิกแลกไปแล้วลดไม่ได้',
  },
  STORE_ORDER_NOT_FOUND: { status: 404, message: 'ไม่พบคำสั่งแลกนี้' },
  STORE_ORDER_NOT_SHIPPED_KIND: {
    status: 409,
    message: 'คำสั่งแลกนี้เป็นของรางวัลดิจิทัล ไม่มีการจัดส่งพัสดุ',
  },
  STORE_ORDER_ALREADY_SHIPPED: {
    status: 409,
    message: 'คำสั่งแลกนี้จัดส่งแล้วด้วยเลขพัสดุอื่น',
  },
  STORE_ORDER_STATUS_CHANGE: {
    status: 409,
    message: 'เปลี่ยนสถานะคำสั่งแลกนี้แบบนั้นไม่ได้ (เตรียมจัดส่ง → จัดส่งแล้ว → ได้รับของแล้ว)',
  },
  STORE_TRACKING_TAKEN: { status: 409, message: 'เลขพัสดุนี้ใช้กับคำสั่งแลกอื่นแล้ว' },
  STORE_ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: 'คำสั่งแลกนี้จัดส่งแล้ว ยกเลิกไม่ได้ ยกเลิกได้เฉพาะคำสั่งแลกที่ยังไม่จัดส่ง',
  },
  STORE_ORDER_CODES_ISSUED: {
    status: 409,
    message: 'คำสั่งแลกนี้ออกรหัสให้สมาชิกแล้ว ยกเลิกไม่ได้ ยกเลิกได้เฉพาะของรางวัลที่จัดส่งและยังไม่ได้ส่ง',
  },
  STORE_ORDER_ALREADY_CANCELLED: { status: 409, message: 'คำสั่งแลกนี้ถูกยกเลิกไปแล้ว' },
  TRACKING_FILE_INVALID: {
    status: 400,
    message: 'อ่านไฟล์เลขพัสดุไม่ได้ ต้องเป็นไฟล์ CSV ที่มีหัวคอลัมน์ order_id, carrier, tracking_number ไม่เกิน 1,000 แถว',
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
  MISSION_REWARD_SPENT: {
    status: 409,
    message:
      'ยกเลิกไม่ได้ เพราะรายการนี้ทำให้ภารกิจ SUPERQUEST สำเร็จและคุณรับรางวัลไปแล้ว แต่ koin ที่ได้ถูกใช้ไปแล้วหรือของรางวัลจัดส่งออกไปแล้ว จึงคืนรางวัลไม่ได้',
  },
  KRAZY_DAY_ITEM_NOT_FOUND: { status: 404, message: 'ไม่พบของรางวัล Krazy Day นี้' },
  KRAZY_DAY_NOT_OPEN: { status: 409, message: 'Krazy Day ยังไม่เปิดให้แลก' },
  KRAZY_DAY_CLOSED: { status: 409, message: 'Krazy Day รอบนี้ปิดแล้ว รอติดตามรอบถัดไปนะ' },
  KRAZY_DAY_SOLD_OUT: { status: 409, message: 'ของรางวัล Krazy Day ชิ้นนี้หมดแล้ว' },
  KRAZY_DAY_ALREADY_REDEEMED: {
    status: 409,
    message: 'คุณแลกของรางวัลชิ้นนี้ใน Krazy Day ไปแล้ว (แลกได้คนละ 1 ชิ้นต่อรายการ)',
  },
  LEVEL_NOT_FOUND: { status: 404, message: 'ไม่พบเลเวลนี้' },
  STREAK_FREEZE_LIMIT: {
    status: 409,
    message: 'คุณมี streak freeze ครบจำนวนที่ถือได้แล้ว ใช้ไปก่อนแล้วค่อยซื้อเพิ่มนะ',
  },
  LEVEL_NOT_REACHED: { status: 409, message: 'คุณยังไปไม่ถึงเลเวลนี้ สะสม exp เพิ่มอีกนิดนะ' },
  LEVEL_REWARD_ALREADY_CLAIMED: { status: 409, message: 'คุณรับรางวัลของเลเวลนี้ไปแล้ว' },
  LEVEL_GIFT_NONE: { status: 404, message: 'เลเวลนี้ไม่มีของรางวัลให้แลก' },
  LEVEL_GIFT_ALREADY_REDEEMED: { status: 409, message: 'คุณแลกของรางวัลประจำเลเวลนี้ไปแล้ว' },
  BIG_PRIZE_NOT_FOUND: { status: 404, message: 'ยังไม่มีรางวัลใหญ่ให้ลุ้นในตอนนี้' },
  BIG_PRIZE_SKILL_ONLY: {
    status: 403,
    message: 'สิทธิ์ลุ้นรางวัลใหญ่สำหรับสมาชิกประเภท SKILL เท่านั้น บัญชีของคุณเป็นสมาชิกทั่วไปจึงแลกสิทธิ์ไม่ได้',
  },
  BIG_PRIZE_NOT_OPEN: { status: 409, message: 'ยังไม่เปิดให้แลกสิทธิ์ลุ้นรางวัลใหญ่รอบนี้' },
  BIG_PRIZE_CLOSED: { status: 409, message: 'ปิดรับสิทธิ์ลุ้นรางวัลใหญ่รอบนี้แล้ว' },
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
  // The back office's campaign part (issue 21).
  GIFT_NOT_FOUND: { status: 404, message: 'ไม่พบของรางวัลที่เลือก' },
  MISSION_OUTSIDE_CAMPAIGN: { status: 400, message: 'วันเวลาของภารกิจต้องอยู่ในช่วงของแคมเปญ' },
  MISSION_REWARD_EARNED: {
    status: 409,
    message:
      'ภารกิจนี้มีสมาชิกเข้าร่วมแล้ว จึงลดหรือเอารางวัลออก เพิ่มเป้าหมาย เปลี่ยนสิ่งที่นับ หรือเลื่อนวันเริ่มไม่ได้ เพื่อไม่ให้สมาชิกเสียรางวัลที่ทำได้แล้ว',
  },
  KRAZY_DAY_NOT_FOUND: { status: 404, message: 'ไม่พบ Krazy Day นี้' },
  KRAZY_DAY_OVERLAP: { status: 409, message: 'ช่วงเวลานี้ทับกับ Krazy Day รอบอื่น กรุณาเลือกเวลาที่ไม่ซ้อนกัน' },
  KRAZY_DAY_STOCK_BELOW_TAKEN: { status: 409, message: 'จำนวนของรางวัลต้องไม่น้อยกว่าจำนวนที่สมาชิกแลกไปแล้ว' },
  KRAZY_DAY_ITEM_TAKEN: {
    status: 409,
    message: 'ของรางวัลรายการนี้มีสมาชิกแลกไปแล้ว จึงเอาออกหรือเปลี่ยนของรางวัลไม่ได้',
  },
  LEVEL_REWARD_EARNED: {
    status: 409,
    message: 'เลเวลนี้มีสมาชิกรับรางวัลแล้ว จึงลดรางวัล koin หรือเอาของรางวัลออกไม่ได้',
  },
  BIG_PRIZE_ALREADY_COMMITTED: { status: 409, message: 'รางวัลใหญ่รอบนี้ประกาศค่าคำมั่นไปแล้ว เปลี่ยนไม่ได้' },
  BIG_PRIZE_NOT_COMMITTED: {
    status: 409,
    message: 'รางวัลใหญ่รอบนี้ไม่ได้ประกาศค่าคำมั่นก่อนเปิดรับสิทธิ์ จึงจับรางวัลไม่ได้',
  },
  BIG_PRIZE_DRAW_TOO_EARLY: { status: 409, message: 'ยังไม่ถึงเวลาจับรางวัล ต้องรอให้ปิดรับสิทธิ์ก่อน' },
  BIG_PRIZE_SEED_MISMATCH: { status: 400, message: 'seed นี้ไม่ตรงกับค่าคำมั่นที่ประกาศไว้ (SHA-256 ไม่ตรงกัน)' },
  BIG_PRIZE_ALREADY_DRAWN: { status: 409, message: 'รางวัลใหญ่รอบนี้จับรางวัลไปแล้ว จับซ้ำไม่ได้' },
  BIG_PRIZE_COMMIT_TOO_LATE: {
    status: 409,
    message: 'ประกาศค่าคำมั่นได้ก่อนเปิดรับสิทธิ์เท่านั้น เมื่อเปิดรับสิทธิ์แล้วจะประกาศไม่ได้ เพื่อไม่ให้เลือก seed หลังเห็นรายการสิทธิ์',
  },
  BIG_PRIZE_SETTINGS_LOCKED: {
    status: 409,
    message: 'รางวัลใหญ่รอบนี้เปิดรับสิทธิ์แล้ว จึงเปลี่ยนเวลา จำนวนผู้โชคดี และเงื่อนไขการแลกสิทธิ์ไม่ได้ แก้ได้เฉพาะชื่อและรายละเอียด',
  },
  BIG_PRIZE_OPENS_IN_PAST: {
    status: 400,
    message: 'เวลาเปิดรับสิทธิ์ต้องอยู่หลังเวลานี้ เพื่อให้ประกาศค่าคำมั่นได้ก่อนเปิดรับสิทธิ์',
  },
  EVENT_SEATS_BELOW_TAKEN: { status: 409, message: 'จำนวนที่นั่งต้องไม่น้อยกว่าจำนวนที่มีผู้ลงทะเบียนแล้ว' },
  EVENT_SEAT_NOT_FOUND: { status: 404, message: 'ไม่พบที่นั่งหรือบัตรนี้ในกิจกรรมนี้ กรุณาตรวจรหัสอีกครั้ง' },
  EVENT_ALREADY_CHECKED_IN: { status: 409, message: 'สมาชิกคนนี้เช็กอินแล้ว' },
  // Games (SPEC 7 Games): every play is a server-issued, single-use session.
  GAME_SESSION_NOT_FOUND: { status: 404, message: 'ไม่พบรอบเกมนี้ กรุณากดเริ่มเล่นใหม่' },
  GAME_SESSION_ENDED: { status: 409, message: 'รอบเกมนี้จบไปแล้ว เริ่มเล่นรอบใหม่ได้เลย' },
  GAME_SESSION_EXPIRED: { status: 409, message: 'รอบเกมนี้หมดเวลาแล้ว เริ่มเล่นรอบใหม่ได้เลย' },
  GAME_STEP_MISMATCH: { status: 409, message: 'คำตอบนี้ไม่ตรงกับข้อที่กำลังเล่นอยู่ ลองโหลดเกมใหม่อีกครั้ง' },
  GAME_ANSWER_TOO_FAST: { status: 429, message: 'ตอบเร็วเกินไป อ่านโจทย์ให้ดีก่อนแล้วค่อยตอบนะ' },
  GAME_SCORE_INVALID: { status: 400, message: 'คะแนนที่ส่งมาไม่ตรงกับที่ระบบนับไว้ ระบบจึงไม่รับคำตอบนี้' },
  GAME_CHOICE_INVALID: { status: 400, message: 'ไม่มีตัวเลือกนี้ในข้อนี้ กรุณาเลือกใหม่' },
  GAME_QUOTA_EXHAUSTED: { status: 409, message: 'วันนี้คุณเล่นเกมนี้ครบจำนวนครั้งแล้ว พรุ่งนี้มาเล่นใหม่นะ' },
  GAME_QUOTA_BUY_LIMIT: { status: 409, message: 'วันนี้ซื้อสิทธิ์เล่นเพิ่มครบจำนวนที่กำหนดแล้ว พรุ่งนี้มาใหม่นะ' },
  GAME_LETTER_REPEATED: { status: 409, message: 'คุณทายตัวอักษรนี้ไปแล้ว ลองตัวอื่นนะ' },
  GAME_GRID_INVALID: { status: 400, message: 'ตารางคำตอบไม่ตรงกับขนาดของปริศนาอักษรไขว้ กรุณาลองใหม่' },
  GAME_CONTENT_NOT_FOUND: { status: 404, message: 'ไม่พบชุดเกมนี้ ลองเลือกชุดอื่นนะ' },
  GAME_RESULT_NOT_FOUND: { status: 404, message: 'คุณยังเล่นชุดนี้ไม่จบ เล่นให้ครบทุกข้อแล้วมาดูผลได้เลย' },
  // Practice bank (SPEC 7 Bank): practice money only.
  BANK_BALANCE_INSUFFICIENT: {
    status: 409,
    message: 'เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้',
  },
  BANK_ACCOUNT_NOT_FOUND: { status: 404, message: 'ไม่พบบัญชีฝึกหัดนี้ในชื่อของคุณ' },
  BANK_ACCOUNT_CLOSED: { status: 409, message: 'บัญชีนี้ปิดไปแล้ว จึงทำรายการนี้ไม่ได้' },
  FIXED_BELOW_MINIMUM: { status: 400, message: 'เงินฝากประจำขั้นต่ำ 1,000 บาท' },
  THAWEESUP_INSTALMENT_OUT_OF_RANGE: {
    status: 400,
    message: 'เงินฝากทวีทรัพย์ต่อเดือนต้องอยู่ระหว่าง 500 ถึง 25,000 บาท (รวม 24 งวดไม่เกิน 600,000 บาท)',
  },
  THAWEESUP_ALREADY_OPEN: {
    status: 409,
    message: 'คุณมีบัญชีทวีทรัพย์ที่เปิดอยู่แล้ว เปิดได้ครั้งละ 1 บัญชี',
  },
  FUND_NOT_FOUND: { status: 404, message: 'ไม่พบกองทุนนี้' },
  FUND_BELOW_MINIMUM: { status: 400, message: 'ยอดซื้อต่ำกว่าขั้นต่ำของกองทุนนี้' },
  FUND_UNITS_INSUFFICIENT: {
    status: 409,
    message: 'หน่วยลงทุนที่ถืออยู่ไม่พอสำหรับคำสั่งขายนี้',
  },
  // The practice bank's back office (issue 21).
  BANK_RATE_TABLE_NOT_FOUND: { status: 404, message: 'ไม่พบตารางอัตราดอกเบี้ยฝึกหัดนี้' },
  BANK_RATE_TABLE_DATE_NOT_FUTURE: {
    status: 400,
    message:
      'ตารางอัตราดอกเบี้ยต้องเริ่มมีผลตั้งแต่พรุ่งนี้ (เวลาประเทศไทย) เป็นต้นไป วันนี้หรือวันที่ผ่านมาแล้วใช้ไม่ได้ เพราะบัญชีที่เปิดไปแล้วต้องใช้อัตราเดิมและประวัติย้อนหลังต้องไม่เปลี่ยน',
  },
  BANK_RATE_TABLE_DATE_TAKEN: {
    status: 409,
    message: 'มีตารางอัตราดอกเบี้ยที่เริ่มมีผลวันนี้อยู่แล้ว กรุณาแก้ไขตารางนั้นหรือเลือกวันอื่น',
  },
  BANK_RATE_TABLE_IN_FORCE: {
    status: 409,
    message:
      'ตารางนี้มีผลแล้ว จึงแก้ไขหรือลบไม่ได้ เพราะบัญชีที่เปิดไปแล้วใช้อัตรานี้อยู่ หากต้องการเปลี่ยนอัตรา ให้เพิ่มตารางใหม่ที่มีผลในวันข้างหน้า',
  },
  FUND_CODE_TAKEN: { status: 409, message: 'รหัสกองทุนนี้มีกองทุนอื่นใช้แล้ว กรุณาตั้งรหัสอื่น' },
  FUND_INCEPTION_IN_FUTURE: {
    status: 400,
    message: 'วันที่จัดตั้งกองทุนต้องเป็นวันนี้หรือวันที่ผ่านมาแล้ว (เวลาประเทศไทย) เพื่อให้กองทุนมี NAV ให้ซื้อขายได้',
  },
  ROBO_NEWS_NOT_FOUND: { status: 404, message: 'ไม่พบข่าวนี้' },
  ROBO_NEWS_SLUG_TAKEN: { status: 409, message: 'ชื่อในลิงก์ (slug) นี้มีข่าวอื่นใช้แล้ว กรุณาตั้งชื่ออื่น' },
  ROBO_NEWS_DATE_FUTURE: {
    status: 400,
    message: 'วันที่เผยแพร่ต้องเป็นวันนี้หรือวันที่ผ่านมาแล้ว (เวลาประเทศไทย) เพราะสมาชิกเห็นข่าวทันทีที่บันทึก',
  },
  // Robo advisor (SPEC 7 Robo): practice money only.
  ROBO_ANSWER_MISSING: { status: 400, message: 'กรุณาตอบแบบประเมินให้ครบทุกข้อ' },
  ROBO_ANSWER_INVALID: { status: 400, message: 'คำตอบบางข้อไม่ตรงกับตัวเลือกของแบบประเมิน กรุณาเลือกใหม่' },
  ROBO_ANSWER_CONTRADICTORY: {
    status: 400,
    message: 'คำตอบเรื่องประสบการณ์ลงทุนขัดกันเอง: เลือก "มีเพียงเงินฝาก" คู่กับการลงทุนอื่นไม่ได้',
  },
  ROBO_ASSESSMENT_REQUIRED: {
    status: 409,
    message: 'กรุณาทำแบบประเมินความเสี่ยงก่อน แล้วจึงเปิดบัญชีหรือเลือกแผนลงทุน',
  },
  ROBO_ASSESSMENT_EXPIRED: {
    status: 409,
    message: 'ผลประเมินความเสี่ยงของคุณเกิน 2 ปีแล้ว กรุณาทำแบบประเมินใหม่อีกครั้ง',
  },
  ROBO_PLAN_NOT_FOUND: { status: 404, message: 'ไม่พบแผนการลงทุนนี้' },
  ROBO_PLAN_NOT_SUITABLE: {
    status: 409,
    message: 'แผนนี้มีความเสี่ยงสูงกว่าระดับที่เหมาะกับคุณตามผลประเมิน กรุณาเลือกแผนที่เสี่ยงน้อยลง',
  },
  ROBO_NATIONAL_ID_INVALID: {
    status: 400,
    message: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบตัวเลข 13 หลักอีกครั้ง',
  },
  ROBO_NATIONAL_ID_TAKEN: {
    status: 409,
    message: 'เลขประจำตัวประชาชนนี้ใช้เปิดบัญชีกับสมาชิกคนอื่นแล้ว',
  },
  ROBO_GUARDIAN_REQUIRED: {
    status: 400,
    message: 'ผู้ที่อายุต่ำกว่า 20 ปีต้องระบุชื่อ ความสัมพันธ์ และเบอร์โทรของผู้ปกครอง',
  },
  ROBO_POLICY_NOT_ACCEPTED: {
    status: 400,
    message: 'กรุณาอ่านและยอมรับข้อกำหนด การเปิดเผยความเสี่ยง และนโยบายความเป็นส่วนตัวก่อนเปิดบัญชี',
  },
  ROBO_ACCOUNT_LIMIT: { status: 409, message: 'เปิดบัญชีกองทุนฝึกหัดได้สูงสุด 5 บัญชีที่ยังเปิดอยู่' },
  ROBO_ACCOUNT_NOT_FOUND: { status: 404, message: 'ไม่พบบัญชีกองทุนฝึกหัดนี้ในชื่อของคุณ' },
  ROBO_ACCOUNT_CLOSED: { status: 409, message: 'บัญชีกองทุนนี้ปิดไปแล้ว จึงทำรายการนี้ไม่ได้' },
  ROBO_BELOW_MINIMUM: { status: 400, message: 'ยอดลงทุนต่อครั้งขั้นต่ำ 500 บาท' },
  ROBO_SELL_TOO_MUCH: {
    status: 409,
    message: 'ยอดขายมากกว่ามูลค่าหน่วยลงทุนที่ขายได้ในบัญชีนี้',
  },
  ROBO_NOTHING_TO_SELL: { status: 409, message: 'บัญชีนี้ยังไม่มีหน่วยลงทุนที่ขายได้' },
  ROBO_NOTHING_TO_ADJUST: {
    status: 409,
    message: 'สัดส่วนการลงทุนใกล้เคียงแผนอยู่แล้ว หรือยังไม่มีหน่วยลงทุน จึงยังไม่ต้องปรับ',
  },
  // Sign-in with Facebook and LINE, and the LINE Official Account.
  SIGN_IN_PROVIDER_OFF: {
    status: 404,
    message: 'เว็บไซต์นี้ไม่ได้ตั้งค่าการเข้าสู่ระบบด้วยช่องทางนี้ กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่าน',
  },
  SIGN_IN_FLOW_INVALID: {
    status: 400,
    message: 'การเข้าสู่ระบบด้วย LINE ไม่สำเร็จหรือหมดเวลาแล้ว กรุณากดปุ่ม LINE เพื่อเริ่มใหม่อีกครั้ง',
  },
  LINE_SIGN_IN_FAILED: { status: 400, message: 'LINE ยืนยันตัวตนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
  FACEBOOK_TOKEN_INVALID: {
    status: 400,
    message: 'Facebook ยืนยันตัวตนไม่สำเร็จหรือหมดเวลาแล้ว กรุณากดเข้าสู่ระบบด้วย Facebook อีกครั้ง',
  },
  SIGNUP_TICKET_INVALID: { status: 400, message: 'ขั้นตอนสมัครสมาชิกหมดเวลาแล้ว กรุณาเริ่มใหม่อีกครั้ง' },
  SIGN_IN_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'ติดต่อ LINE หรือ Facebook ไม่ได้ในขณะนี้ กรุณาลองใหม่ในอีกสักครู่',
  },
  EMAIL_HAS_ACCOUNT: {
    status: 409,
    message: 'อีเมลนี้เป็นของสมาชิก Klass อยู่แล้ว กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่าน แล้วเชื่อมบัญชีนี้จากหน้าโปรไฟล์',
  },
  IDENTITY_TAKEN: { status: 409, message: 'บัญชีนี้เชื่อมกับสมาชิก Klass คนอื่นอยู่แล้ว' },
  IDENTITY_ALREADY_LINKED: {
    status: 409,
    message: 'คุณเชื่อมบัญชีของช่องทางนี้ไว้แล้ว หากต้องการเปลี่ยน กรุณายกเลิกการเชื่อมต่อเดิมก่อน',
  },
  IDENTITY_NOT_LINKED: { status: 404, message: 'คุณยังไม่ได้เชื่อมบัญชีช่องทางนี้' },
  LAST_SIGN_IN_METHOD: {
    status: 409,
    message: 'ยกเลิกไม่ได้ เพราะจะไม่เหลือช่องทางเข้าสู่ระบบ กรุณาตั้งรหัสผ่านหรือเชื่อมช่องทางอื่นก่อน',
  },
  // Issue 19: members' control of their password and devices.
  PASSWORD_INCORRECT: { status: 400, message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
  PASSWORD_NOT_SET: {
    status: 409,
    message:
      'บัญชีนี้ยังไม่มีรหัสผ่าน (สมัครด้วย LINE หรือ Facebook) กด "ส่งลิงก์ตั้งรหัสผ่าน" ในหน้าโปรไฟล์ แล้วตั้งรหัสผ่านด้วยลิงก์ที่ส่งไปทางอีเมล',
  },
  PASSWORD_CHANGE_THROTTLED: {
    status: 429,
    message: 'ใส่รหัสผ่านปัจจุบันผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่ หรือตั้งรหัสผ่านใหม่ทางอีเมลจากหน้า "ลืมรหัสผ่าน?"',
  },
  SESSION_NOT_FOUND: {
    status: 404,
    message: 'ไม่พบอุปกรณ์นี้ในรายการที่เข้าสู่ระบบอยู่ อาจออกจากระบบไปแล้ว',
  },
  // Issue 19 (decision 031): members' control of their data and account.
  ACCOUNT_DELETION_PENDING: {
    status: 403,
    message:
      'บัญชีนี้อยู่ระหว่างรอลบ และจะถูกลบถาวรภายใน 30 วันนับจากวันที่ขอลบ หากต้องการใช้บัญชีต่อ กดลิงก์ "กู้คืนบัญชี" ในอีเมลที่เราส่งให้ตอนขอลบบัญชี',
  },
  DELETE_CONFIRMATION_MISMATCH: {
    status: 400,
    message: 'ข้อความยืนยันไม่ตรงกัน กรุณาพิมพ์อีเมลของบัญชีนี้ให้ถูกต้องเพื่อยืนยันการลบบัญชี',
  },
  ACCOUNT_DELETION_ALREADY_REQUESTED: { status: 409, message: 'บัญชีนี้ขอลบไว้แล้ว' },
  RESTORE_LINK_INVALID: {
    status: 400,
    message: 'ลิงก์กู้คืนบัญชีนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หรือเกิน 30 วันหลังขอลบบัญชีแล้ว',
  },
  RATE_LIMITED: { status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  LOGIN_THROTTLED: {
    status: 429,
    message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่ หรือกด "ลืมรหัสผ่าน?" เพื่อตั้งรหัสผ่านใหม่',
  },
  INTERNAL_ERROR: { status: 500, message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalogue

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}

/**
 * A schema check that answers its own code rather than VALIDATION_FAILED (the field is still named in the
 * details), with the code's Thai message: `z.string().refine(isFine, refusal('DISPLAY_NAME_RESERVED'))`.
 */
export function refusal(code: ErrorCode) {
  return { error: errorCatalogue[code].message, params: { code } }
}

/** The code a failed check carries (see `refusal`), if it carries one. */
export function refusalCodeOf(issue: object | undefined): ErrorCode | undefined {
  const params = issue && 'params' in issue ? issue.params : undefined
  const code = typeof params === 'object' && params !== null && 'code' in params ? params.code : undefined
  return isErrorCode(code) ? code : undefined
}
