// The values of bank.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** Interest is withheld at 15 % (Revenue Code s. 50(2)) unless an exemption applies. */
export const WITHHOLDING_TAX_PERCENT = 15
/** Savings interest is tax-free while a year's total stays within ฿20,000; above it, all of it is taxed. */
export const SAVINGS_TAX_FREE_SATANG_PER_YEAR = 2_000_000
/** Savings interest is credited twice a year, at the end of these months (June and December). */
export const SAVINGS_CREDIT_MONTHS = [6, 12] as const

export const fixedTerms = [3, 6, 12, 24, 36] as const
export type FixedTerm = (typeof fixedTerms)[number]
/** The smallest fixed deposit: ฿1,000. */
export const FIXED_MIN_SATANG = 100_000
/** Closing a fixed deposit before this many months pays no interest; later, the savings rate for the days held. */
export const FIXED_EARLY_NO_INTEREST_MONTHS = 3
export const maturityInstructions = ['payout', 'renew'] as const
export type MaturityInstruction = (typeof maturityInstructions)[number]
export const maturityInstructionLabels: Record<MaturityInstruction, string> = {
  payout: 'รับเงินต้นและดอกเบี้ยเข้าบัญชีออมทรัพย์',
  renew: 'ฝากต่ออัตโนมัติด้วยระยะเวลาเดิม (ดอกเบี้ยเข้าบัญชีออมทรัพย์)',
}

export const THAWEESUP_MONTHS = 24
export const THAWEESUP_MIN_INSTALMENT_SATANG = 50_000
export const THAWEESUP_MAX_INSTALMENT_SATANG = 2_500_000
/** The Revenue Department's cap on a tax-free monthly-deposit account: ฿600,000 in all. */
export const THAWEESUP_CAP_SATANG = 60_000_000
/** Days of the month an unpaid instalment is taken from savings; 'last' is the month's last day. */
export const THAWEESUP_ATTEMPT_DAYS = [5, 10, 15, 20, 25, 'last'] as const
/** Up to this many missed instalments keep the rate and the tax exemption; one more loses both. */
export const THAWEESUP_MISSES_ALLOWED = 2

/** Fund orders placed before 15:30 Bangkok time on a business day take that day's NAV. */
export const FUND_CUTOFF = { hour: 15, minute: 30 } as const
/** A day's NAV is published at 18:00 Bangkok time; orders for that day settle then. */
export const NAV_PUBLISH = { hour: 18, minute: 0 } as const

/** The SEC's eight fund risk levels, explained for a teenager. */
export const riskLevels = [1, 2, 3, 4, 5, 6, 7, 8] as const
export type RiskLevel = (typeof riskLevels)[number]
export const riskLevelInfo: Record<RiskLevel, { label: string; kind: string; explain: string }> = {
  1: {
    label: 'ความเสี่ยงต่ำ',
    kind: 'กองทุนรวมตลาดเงินที่ลงทุนเฉพาะในประเทศ (เน้นพันธบัตรรัฐบาล)',
    explain: 'พักเงินระยะสั้นกับตราสารของรัฐบาลไทย ราคาแทบไม่แกว่ง ผลตอบแทนก็ต่ำตามไปด้วย',
  },
  2: {
    label: 'ความเสี่ยงต่ำ',
    kind: 'กองทุนรวมตลาดเงิน (ลงทุนในและต่างประเทศ)',
    explain: 'ตราสารหนี้ระยะสั้นมาก ๆ ทั้งไทยและต่างประเทศ อาจมีความเสี่ยงค่าเงินเล็กน้อย',
  },
  3: {
    label: 'ความเสี่ยงปานกลางค่อนข้างต่ำ',
    kind: 'กองทุนรวมพันธบัตรรัฐบาล',
    explain: 'ให้รัฐบาลยืมเงินระยะยาวขึ้น ราคาขยับตามอัตราดอกเบี้ยในตลาด',
  },
  4: {
    label: 'ความเสี่ยงปานกลางค่อนข้างต่ำ',
    kind: 'กองทุนรวมตราสารหนี้',
    explain: 'ให้บริษัทและรัฐยืมเงิน ได้ดอกเบี้ยสูงขึ้นแลกกับโอกาสที่ผู้ยืมจะผิดนัด',
  },
  5: {
    label: 'ความเสี่ยงปานกลางค่อนข้างสูง',
    kind: 'กองทุนรวมผสม',
    explain: 'ผสมหุ้นกับตราสารหนี้ไว้ในกองเดียว ขึ้นลงน้อยกว่าหุ้นล้วน',
  },
  6: {
    label: 'ความเสี่ยงสูง',
    kind: 'กองทุนรวมตราสารทุน (หุ้น)',
    explain: 'เป็นเจ้าของบริษัทจำนวนมากร่วมกัน ระยะยาวมักโตกว่า แต่บางปีอาจติดลบหนัก',
  },
  7: {
    label: 'ความเสี่ยงสูง',
    kind: 'กองทุนรวมหมวดอุตสาหกรรม',
    explain: 'ลงทุนในหุ้นกลุ่มเดียว เช่น เทคโนโลยีหรือสุขภาพ กระจายความเสี่ยงน้อยกว่า จึงแกว่งแรงกว่า',
  },
  8: {
    label: 'ความเสี่ยงสูงมาก',
    kind: 'กองทุนรวมที่ลงทุนในทรัพย์สินทางเลือกและกองทุนที่ซับซ้อน',
    explain: 'ทองคำ น้ำมัน หรือสินทรัพย์ทางเลือก ราคาผันผวนสูงมาก ควรลงทุนเพียงส่วนน้อยของเงินทั้งหมด',
  },
}

export const instalmentStatuses = ['paid', 'missed', 'due', 'coming'] as const
export type InstalmentStatus = (typeof instalmentStatuses)[number]
export const instalmentStatusLabels: Record<InstalmentStatus, string> = {
  paid: 'ชำระแล้ว',
  missed: 'ขาดส่ง',
  due: 'รอตัดเงินเดือนนี้',
  coming: 'งวดถัดไป',
}

export const statementAccounts = ['savings', 'fixed', 'thaweesup', 'fund'] as const
export type StatementAccount = (typeof statementAccounts)[number]
export const statementAccountLabels: Record<StatementAccount, string> = {
  savings: 'ออมทรัพย์',
  fixed: 'ฝากประจำ',
  thaweesup: 'ทวีทรัพย์',
  fund: 'กองทุนรวม',
}

/** A practice fund's code: capitals, digits and hyphens. */
export const FUND_CODE_PATTERN = /^[A-Z0-9-]{2,20}$/

export const factsheetPeriods = ['1M', '3M', '6M', '1Y', '3Y', '5Y'] as const
export type FactsheetPeriod = (typeof factsheetPeriods)[number]
