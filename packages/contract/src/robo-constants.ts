// The values of robo.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** The smallest robo purchase, split across the plan's funds in one pooled order: ฿500. */
export const ROBO_MIN_BUY_SATANG = 50_000
/** A goal is between one and forty years away. */
export const GOAL_YEARS_MIN = 1
export const GOAL_YEARS_MAX = 40
/** DCA runs on a day every month has: 1 to 28. */
export const DCA_DAY_MIN = 1
export const DCA_DAY_MAX = 28
/** Members younger than this name a guardian when they open a fund account (Thai age of majority). */
export const ROBO_ADULT_AGE = 20
/** Open fund accounts one member may hold at once. */
export const ROBO_MAX_OPEN_ACCOUNTS = 5
/** The photo of the identity card: JPEG, PNG or WebP up to 5 MB, checked by its bytes. */
export const ID_CARD_MAX_BYTES = 5 * 1024 * 1024
/** How far a holding may drift from its target weight before the robo suggests a rebalance (percentage points). */
export const REBALANCE_THRESHOLD_PERCENT = 5

export const goalKinds = ['education', 'gadget', 'travel', 'emergency', 'wealth', 'other'] as const
export type GoalKind = (typeof goalKinds)[number]
export const goalKindLabels: Record<GoalKind, string> = {
  education: 'การเรียนต่อ',
  gadget: 'ของที่อยากได้ (มือถือ คอมพิวเตอร์ ฯลฯ)',
  travel: 'การเดินทางท่องเที่ยว',
  emergency: 'เงินสำรองฉุกเฉิน',
  wealth: 'สร้างความมั่งคั่งระยะยาว',
  other: 'เป้าหมายอื่น ๆ',
}

/** The documents a member accepts before opening a fund account (`/robo/policy/{type}`), with their versions. */
export const roboPolicyTypes = ['terms', 'risk', 'privacy'] as const
export type RoboPolicyType = (typeof roboPolicyTypes)[number]
export const roboPolicyVersions: Record<RoboPolicyType, string> = {
  terms: '2026-01',
  risk: '2026-01',
  privacy: '2026-01',
}
export const roboPolicyLabels: Record<RoboPolicyType, string> = {
  terms: 'ข้อกำหนดการใช้บริการบัญชีกองทุนฝึกหัด',
  risk: 'คำเตือนและการเปิดเผยความเสี่ยงของการลงทุน',
  privacy: 'นโยบายความเป็นส่วนตัวของบัญชีกองทุนฝึกหัด',
}

export const transactionTypes = ['buy', 'sell', 'dca', 'dca_missed', 'rebalance'] as const
export type TransactionType = (typeof transactionTypes)[number]
export const transactionTypeLabels: Record<TransactionType, string> = {
  buy: 'ซื้อ',
  sell: 'ขาย',
  dca: 'ลงทุนสม่ำเสมอ (DCA)',
  dca_missed: 'DCA ไม่สำเร็จ',
  rebalance: 'ปรับสัดส่วน',
}

export const notificationStatuses = ['due', 'coming', 'done', 'missed'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]
export const notificationStatusLabels: Record<NotificationStatus, string> = {
  due: 'ถึงกำหนดวันนี้',
  coming: 'ครั้งถัดไป',
  done: 'ลงทุนแล้ว',
  missed: 'เงินออมไม่พอ ข้ามรอบนี้',
}
