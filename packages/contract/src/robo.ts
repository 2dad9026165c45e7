import { z } from 'zod'
import { formBoolean } from './auth'
import { fundOrder } from './bank'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam, pageQuery } from './envelope'
import { bahtInput, bahtString, percentString, unitsString } from './money'
import {
  DCA_DAY_MAX,
  DCA_DAY_MIN,
  GOAL_YEARS_MAX,
  GOAL_YEARS_MIN,
  goalKinds,
  notificationStatuses,
  roboPolicyTypes,
  transactionTypes,
} from './robo-constants'
export * from './robo-constants'

/**
 * The robo advisor (SPEC 7 Robo): a suitability test, goal plans built from the practice bank's funds, and a
 * practice fund account that invests practice money from the member's practice savings — never real money.
 * Amounts travel as baht strings with two decimals, units and NAV with four, percentages with two.
 */
export const roboPaths = {
  takeRiskAssessment: '/v2/api/mutualFundRiskAssessment/takeRiskAssessment',
  assessmentResult: '/v2/api/mutualFundRiskAssessment/assessmentResult',
  plan: '/v2/api/mutualFundPlan/:id',
  openMutualFund: '/v2/api/mutualFundAccount/openMutualFund',
  getMutualFund: '/v2/api/mutualFundAccount/getMutualFund',
  buyMutualFund: '/v2/api/mutualFundAccount/buyMutualFund',
  saleMutualFund: '/v2/api/mutualFundAccount/saleMutualFund',
  adjustMutualFund: '/v2/api/mutualFundAccount/adjustMutualFund',
  calculateTargetValue: '/v2/api/mutualFundAccount/calculateTargetValue',
  acceptNotifications: '/v2/api/mutualFundAccount/acceptNotifications',
  getChangedTargetValue: '/v2/api/mutualFundAccount/getChangedTargetValue',
  getMutualFundDetail: '/v2/api/mutualFundAccount/getMutualFundDetail',
  updateAccountImage: '/v2/api/mutualFundAccount/updateAccountImage',
  getNotifications: '/v2/api/mutualFundAccount/getNotifications',
  news: '/v2/api/news/robo',
} as const

// ---- Suitability ----

export const suitabilityQuestion = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  /** single: one choice; multiple: any (the highest counts); yesno: the two unscored questions. */
  kind: z.enum(['single', 'multiple', 'yesno']),
  /** False for the derivatives and foreign-exchange questions, which do not add to the score. */
  scored: z.boolean(),
  choices: z.array(z.object({ id: z.number().int().positive(), text: z.string() })),
})
export type SuitabilityQuestionView = z.infer<typeof suitabilityQuestion>

export const assessment = z.object({
  id: z.uuid(),
  /** 10 to 40. */
  score: z.number().int(),
  level: z.number().int().min(1).max(5),
  label: z.string(),
  explain: z.string(),
  /** The SEC fund risk levels (1–8) that suit this result. */
  fundLevels: z.array(z.number().int().min(1).max(8)),
  /** Answers to the two unscored questions: derivatives knowledge, foreign-exchange risk accepted. */
  derivatives: z.boolean(),
  fx: z.boolean(),
  version: z.string(),
  takenAt: z.string(),
  /** Two years after it was taken; a result past it must be retaken before opening or buying. */
  validUntil: z.string(),
  expired: z.boolean(),
  /** The answers given, so the test can be shown again with them. */
  answers: z.array(z.object({ question: z.number().int(), choices: z.array(z.number().int()) })),
})
export type Assessment = z.infer<typeof assessment>

export const takeRiskAssessmentReply = dataOf(
  z.object({
    version: z.string(),
    questions: z.array(suitabilityQuestion),
    /** The member's latest result, if any. */
    latest: assessment.nullable(),
  }),
)

export const assessmentBody = z.object({
  answers: z
    .array(
      z.object({
        question: z.number({ error: 'กรุณาระบุข้อคำถาม' }).int().positive(),
        choices: z
          .array(z.number().int().positive(), { error: 'กรุณาเลือกคำตอบ' })
          .min(1, { error: 'กรุณาเลือกคำตอบอย่างน้อย 1 ข้อ' })
          .max(8),
      }),
      { error: 'กรุณาส่งคำตอบของแบบประเมิน' },
    )
    .max(20),
})
export type AssessmentBody = z.input<typeof assessmentBody>

// ---- Plans and projections ----

/** A plan's number; one that is not a plan answers 404 ROBO_PLAN_NOT_FOUND. */
export const planParams = z.object({
  id: z.coerce
    .number({ error: 'หมายเลขแผนต้องเป็นตัวเลข' })
    .int({ error: 'หมายเลขแผนต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'หมายเลขแผนต้องเป็นจำนวนเต็มบวก' })
    .max(999, { error: 'หมายเลขแผนต้องเป็นจำนวนเต็มบวก' }),
})

export const planFund = z.object({
  code: z.string(),
  name: z.string(),
  riskLevel: z.number().int().min(1).max(8),
  /** Target share of the plan, percent. */
  weight: percentString,
  /** Yearly return and volatility of the fund over the statistics window, percent. */
  expectedReturn: percentString,
  volatility: percentString,
})

export const plan = z.object({
  id: z.number().int().min(1).max(5),
  /** The investor level the plan is built for. */
  level: z.number().int().min(1).max(5),
  name: z.string(),
  summary: z.string(),
  explain: z.array(z.string()),
  funds: z.array(planFund),
  /** Worked out from the funds' NAV histories (yearly mean and covariance over three years), percent. */
  expectedReturn: percentString,
  volatility: percentString,
  /** The window the statistics come from. */
  statsFrom: z.string(),
  statsTo: z.string(),
  minBuy: bahtString,
  /** The member's level allows this plan (false without a valid assessment). */
  suitable: z.boolean(),
  memberLevel: z.number().int().min(1).max(5).nullable(),
})
export type Plan = z.infer<typeof plan>

const goalYears = z.coerce
  .number({ error: 'กรุณากรอกจำนวนปี' })
  .int({ error: 'จำนวนปีต้องเป็นจำนวนเต็ม' })
  .min(GOAL_YEARS_MIN, { error: `ระยะเวลาอย่างน้อย ${GOAL_YEARS_MIN} ปี` })
  .max(GOAL_YEARS_MAX, { error: `ระยะเวลาไม่เกิน ${GOAL_YEARS_MAX} ปี` })

/** An amount that may be zero (no starting amount, no monthly amount); otherwise read as `bahtInput`. */
export const bahtOrZero = z
  .union([z.string(), z.number()], { error: 'กรุณากรอกจำนวนเงิน' })
  .transform((value, ctx) => {
    if (/^0+(\.0{1,2})?$/.test(String(value).replaceAll(',', '').trim())) return 0
    const read = bahtInput.safeParse(value)
    if (read.success) return read.data
    for (const issue of read.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  })

export const goalInput = z.object({
  planId: planParams.shape.id,
  target: bahtInput,
  years: goalYears,
  initial: bahtOrZero,
  monthly: bahtOrZero,
})
export type GoalInput = z.input<typeof goalInput>

export const fanPoint = z.object({
  month: z.number().int().nonnegative(),
  invested: bahtString,
  p5: bahtString,
  p50: bahtString,
  p95: bahtString,
})

export const projection = z.object({
  planId: z.number().int(),
  target: bahtString,
  months: z.number().int().positive(),
  initial: bahtString,
  monthly: bahtString,
  expectedReturn: percentString,
  volatility: percentString,
  /** At the plan's expected return. */
  futureValue: bahtString,
  invested: bahtString,
  /** The monthly amount that reaches the target at the expected return. */
  requiredMonthly: bahtString,
  /** The chance of reaching the target in the lognormal model, percent. */
  probability: percentString,
  p5: bahtString,
  p50: bahtString,
  p95: bahtString,
  /** The expected value reaches the target. */
  onTrack: z.boolean(),
  fan: z.array(fanPoint),
})
export type Projection = z.infer<typeof projection>

export const changedTargetBody = z.object({
  accountId: z.uuid({ error: 'ไม่พบบัญชีกองทุนฝึกหัดนี้' }),
  target: bahtInput.optional(),
  /** Years from today. */
  years: goalYears.optional(),
  monthly: bahtOrZero.optional(),
})
export type ChangedTargetBody = z.input<typeof changedTargetBody>

export const changedTarget = z.object({
  /** The goal as it stands, from the account's value today. */
  current: projection,
  /** The goal with the member's changes. */
  changed: projection,
})

// ---- The fund account ----

const thaiText = (label: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(max, { error: `${label}ยาวเกินไป` })

const thaiPhone = z
  .string({ error: 'กรุณากรอกเบอร์โทรศัพท์' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^0[689]\d{8}$|^0[2-7]\d{7}$/, { error: 'เบอร์โทรศัพท์ไม่ถูกต้อง เช่น 0812345678' }))

/** The multipart fields of openMutualFund (the identity card photo travels as the file `image`). */
export const openAccountFields = z.object({
  planId: planParams.shape.id,
  goalKind: z.enum(goalKinds, { error: 'กรุณาเลือกเป้าหมาย' }),
  goalName: thaiText('ชื่อเป้าหมาย', 60),
  target: bahtInput,
  years: goalYears,
  initial: bahtOrZero,
  monthly: bahtOrZero,
  nationalId: z
    .string({ error: 'กรุณากรอกเลขประจำตัวประชาชน' })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13}$/, { error: 'เลขประจำตัวประชาชนต้องเป็นตัวเลข 13 หลัก' })),
  firstName: thaiText('ชื่อ', 80),
  lastName: thaiText('นามสกุล', 80),
  birthDate: z.iso.date({ error: 'วันเกิดต้องอยู่ในรูปแบบ ปปปป-ดด-วว' }),
  address: thaiText('ที่อยู่', 300),
  phone: thaiPhone,
  guardianName: z.string().trim().max(160).optional(),
  guardianRelation: z.string().trim().max(40).optional(),
  guardianPhone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/[\s-]/g, '') : undefined))
    .pipe(
      z
        .string()
        .regex(/^0\d{8,9}$/, { error: 'เบอร์โทรผู้ปกครองไม่ถูกต้อง' })
        .optional(),
    ),
  acceptTerms: formBoolean.optional(),
  acceptRisk: formBoolean.optional(),
  acceptPrivacy: formBoolean.optional(),
})
export type OpenAccountFields = z.input<typeof openAccountFields>

export const dcaSettings = z.object({
  /** Day of the month, 1–28. */
  day: z.number().int().min(DCA_DAY_MIN).max(DCA_DAY_MAX),
  amount: bahtString,
  /** Reminders turned on (a LINE message and a notification on the due day). */
  remind: z.boolean(),
  /** The next date a purchase is due. */
  nextOn: z.string(),
  since: z.string(),
})
export type DcaSettings = z.infer<typeof dcaSettings>

export const accountStatuses = ['open', 'closed'] as const

export const accountSummary = z.object({
  id: z.uuid(),
  /** A practice account number, never a real one. */
  number: z.string(),
  status: z.enum(accountStatuses),
  goalKind: z.enum(goalKinds),
  goalName: z.string(),
  target: bahtString,
  targetDate: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  planLevel: z.number().int(),
  /** Units held valued at the latest NAV, plus money on its way into the funds. */
  value: bahtString,
  /** Money put in less money taken out. */
  invested: bahtString,
  profit: bahtString,
  profitPercent: percentString,
  /** The expected value at the target date reaches the target (null before anything is invested). */
  onTrack: z.boolean().nullable(),
  dca: dcaSettings.nullable(),
  openedAt: z.string(),
})
export type AccountSummary = z.infer<typeof accountSummary>

export const getMutualFundReply = dataOf(
  z.object({
    practice: z.literal(true),
    accounts: z.array(accountSummary),
    assessment: assessment.nullable(),
  }),
)

export const accountHolding = z.object({
  code: z.string(),
  name: z.string(),
  riskLevel: z.number().int(),
  units: unitsString,
  unitsPending: unitsString,
  nav: unitsString,
  navDate: z.string(),
  value: bahtString,
  cost: bahtString,
  /** Share of the account's value now and in the plan, percent. */
  weight: percentString,
  targetWeight: percentString,
})

export const transactionLog = z.object({
  id: z.string(),
  type: z.enum(transactionTypes),
  at: z.string(),
  /** Buy and DCA: the amount paid; sell: the proceeds once settled (null while pending). */
  amount: bahtString.nullable(),
  code: z.string().nullable(),
  units: unitsString.nullable(),
  nav: unitsString.nullable(),
  navDate: z.string().nullable(),
  status: z.enum(['pending', 'settled', 'missed']),
  description: z.string(),
})
export type TransactionLog = z.infer<typeof transactionLog>

export const valuePoint = z.object({
  date: z.string(),
  value: bahtString,
  invested: bahtString,
})

export const accountDetail = accountSummary.extend({
  practice: z.literal(true),
  holder: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** Only the last four digits are ever shown again. */
    nationalIdMasked: z.string(),
    birthDate: z.string(),
    phone: z.string(),
    address: z.string(),
    guardian: z.object({ name: z.string(), relation: z.string(), phone: z.string() }).nullable(),
    /** The identity card photo, for its owner only, as a data URL of a small copy. */
    idCardImage: z.string(),
    policies: z.array(
      z.object({ type: z.enum(roboPolicyTypes), version: z.string(), acceptedAt: z.string() }),
    ),
  }),
  holdings: z.array(accountHolding),
  /** Money paid in orders still waiting for their NAV. */
  pending: bahtString,
  /** Time-weighted return since opening, percent, and a year's rate once older than a year. */
  timeWeightedReturn: percentString.nullable(),
  timeWeightedReturnYearly: percentString.nullable(),
  /** The monthly amount that reaches the target from today's value at the plan's expected return. */
  requiredMonthly: bahtString,
  /** From today's value: the goal's fan to the target date. */
  projection: projection,
  /** The value at each month's end since opening, and today. */
  history: z.array(valuePoint),
  /** The holdings' drift from the plan; a rebalance is suggested past REBALANCE_THRESHOLD_PERCENT. */
  drift: percentString,
  rebalanceSuggested: z.boolean(),
  /** The practice savings a purchase would come from. */
  savingsBalance: bahtString,
  /** The NAV date an order placed now takes (cut-off 15:30 on a business day), and when it settles. */
  orderNavDate: z.string(),
  orderSettlesAt: z.string(),
})
export type AccountDetail = z.infer<typeof accountDetail>

export const detailQuery = z.object({
  accountId: z.uuid({ error: 'ไม่พบบัญชีกองทุนฝึกหัดนี้' }),
  /** The transaction list's filter: one type or 'all' (ทั้งหมด). */
  type: z.enum(['all', ...transactionTypes]).default('all'),
  page: pageParam,
  limit: limitParam(20),
})
export type DetailQuery = z.input<typeof detailQuery>

export const detailReply = dataOf(
  z.object({
    mutualFundAccountDetail: accountDetail,
    mutualFundPlanDetail: plan,
    transactionLogs: pageOf(transactionLog),
  }),
)
export type MutualFundDetail = z.infer<typeof detailReply>['data']

export const accountIdBody = z.object({ accountId: z.uuid({ error: 'ไม่พบบัญชีกองทุนฝึกหัดนี้' }) })

export const buyBody = accountIdBody.extend({ amount: bahtInput })
export type BuyBody = z.input<typeof buyBody>

export const saleBody = accountIdBody
  .extend({ amount: bahtInput.optional(), all: z.boolean().optional() })
  .refine((b) => (b.amount !== undefined) !== (b.all === true), {
    error: 'กรุณาระบุจำนวนเงินที่จะขาย หรือเลือกขายทั้งหมด อย่างใดอย่างหนึ่ง',
    path: ['amount'],
  })
export type SaleBody = z.input<typeof saleBody>

export const orderReply = dataOf(
  z.object({ orders: z.array(fundOrder), savingsBalance: bahtString, account: accountSummary }),
)

export const adjustBody = accountIdBody.extend({
  /** Move to another model plan (within the member's level); the same plan when left out. */
  planId: planParams.shape.id.optional(),
  /** false: only show the trades; true: place them. */
  confirm: z.boolean({ error: 'กรุณาระบุว่าจะยืนยันการปรับสัดส่วนหรือไม่' }),
})
export type AdjustBody = z.input<typeof adjustBody>

export const trade = z.object({
  code: z.string(),
  name: z.string(),
  side: z.enum(['buy', 'sell']),
  /** Estimated at the latest NAV. */
  amount: bahtString,
  units: unitsString.nullable(),
  weight: percentString,
  targetWeight: percentString,
})

export const adjustReply = dataOf(
  z.object({
    planId: z.number().int(),
    trades: z.array(trade),
    /** Practice savings the buys take now; the sells pay it back when their NAV is published. */
    savingsNeeded: bahtString,
    executed: z.boolean(),
    orders: z.array(fundOrder),
  }),
)

export const notificationsBody = accountIdBody.extend({
  /** null turns DCA off. */
  day: z
    .number({ error: 'วันที่ลงทุนต้องเป็นวันที่ 1 ถึง 28 ของเดือน' })
    .int({ error: 'วันที่ลงทุนต้องเป็นวันที่ 1 ถึง 28 ของเดือน' })
    .min(DCA_DAY_MIN, { error: 'วันที่ลงทุนต้องเป็นวันที่ 1 ถึง 28 ของเดือน' })
    .max(DCA_DAY_MAX, { error: 'วันที่ลงทุนต้องเป็นวันที่ 1 ถึง 28 ของเดือน' })
    .nullable(),
  amount: bahtInput.optional(),
  remind: z.boolean({ error: 'กรุณาเลือกว่าจะรับการแจ้งเตือนหรือไม่' }),
})
export type NotificationsBody = z.input<typeof notificationsBody>

export const notificationsReply = dataOf(
  z.object({ dca: dcaSettings.nullable(), upcoming: z.array(z.string()) }),
)

export const notification = z.object({
  id: z.string(),
  accountId: z.uuid(),
  accountNumber: z.string(),
  goalName: z.string(),
  dueOn: z.string(),
  status: z.enum(notificationStatuses),
  amount: bahtString,
  message: z.string(),
})
export type Notification = z.infer<typeof notification>

export const notificationsQuery = z.object({
  accountId: z.uuid({ error: 'ไม่พบบัญชีกองทุนฝึกหัดนี้' }).optional(),
  page: pageParam,
  limit: limitParam(20),
})

export const imageFields = z.object({ accountId: z.uuid({ error: 'ไม่พบบัญชีกองทุนฝึกหัดนี้' }) })

export const newsItem = z.object({
  slug: z.string(),
  publishedOn: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  tags: z.array(z.string()),
})
export type NewsItem = z.infer<typeof newsItem>

const roboErrors = {
  assessment: ['ROBO_ASSESSMENT_REQUIRED', 'ROBO_ASSESSMENT_EXPIRED'],
  account: ['ROBO_ACCOUNT_NOT_FOUND', 'ROBO_ACCOUNT_CLOSED'],
} as const

export const roboCalls = defineCalls('robo', {
  takeRiskAssessment: {
    method: 'GET',
    path: roboPaths.takeRiskAssessment,
    access: 'member',
    summary: 'แบบประเมินความเหมาะสมในการลงทุน (ก.ล.ต.) 10 ข้อ และ 2 ข้อที่ไม่นับคะแนน พร้อมผลล่าสุดของสมาชิก',
    reply: takeRiskAssessmentReply,
  },
  assessmentResult: {
    method: 'POST',
    path: roboPaths.assessmentResult,
    access: 'member',
    summary: 'ส่งคำตอบแบบประเมิน รับคะแนน ระดับความเสี่ยงที่รับได้ และระดับกองทุนที่เหมาะสม (มีอายุ 2 ปี)',
    body: assessmentBody,
    reply: dataOf(assessment),
    status: 201,
    errors: ['ROBO_ANSWER_MISSING', 'ROBO_ANSWER_INVALID', 'ROBO_ANSWER_CONTRADICTORY'],
  },
  plan: {
    method: 'GET',
    path: roboPaths.plan,
    access: 'member',
    summary: 'แผนการลงทุนต้นแบบ: กองทุนฝึกหัดและสัดส่วน ผลตอบแทนคาดหวังและความผันผวนจาก NAV ย้อนหลัง 3 ปี',
    params: planParams,
    reply: dataOf(plan),
    errors: ['ROBO_PLAN_NOT_FOUND'],
  },
  calculateTargetValue: {
    method: 'POST',
    path: roboPaths.calculateTargetValue,
    access: 'member',
    summary: 'คำนวณมูลค่าในอนาคต เงินที่ต้องลงทุนต่อเดือน และโอกาสถึงเป้าหมาย (แบบจำลอง lognormal)',
    body: goalInput,
    reply: dataOf(projection),
    errors: ['ROBO_PLAN_NOT_FOUND'],
  },
  getChangedTargetValue: {
    method: 'POST',
    path: roboPaths.getChangedTargetValue,
    access: 'member',
    summary: 'ผลของการเปลี่ยนเป้าหมาย ระยะเวลา หรือเงินลงทุนต่อเดือน ของบัญชีที่เปิดอยู่ เทียบกับเป้าหมายเดิม',
    body: changedTargetBody,
    reply: dataOf(changedTarget),
    errors: [...roboErrors.account],
  },
  openMutualFund: {
    method: 'POST',
    path: roboPaths.openMutualFund,
    access: 'member',
    summary: 'เปิดบัญชีกองทุนฝึกหัดพร้อมยืนยันตัวตน (multipart: ฟิลด์ของ openAccountFields และรูปบัตรประชาชน image)',
    body: openAccountFields,
    bodyKind: 'multipart',
    files: ['image'],
    reply: dataOf(z.object({ account: accountSummary })),
    status: 201,
    errors: [
      'ROBO_NATIONAL_ID_INVALID',
      'ROBO_GUARDIAN_REQUIRED',
      'ROBO_POLICY_NOT_ACCEPTED',
      'IMAGE_INVALID',
      'IMAGE_TOO_LARGE',
      'ROBO_PLAN_NOT_FOUND',
      ...roboErrors.assessment,
      'ROBO_PLAN_NOT_SUITABLE',
      'ROBO_NATIONAL_ID_TAKEN',
      'ROBO_ACCOUNT_LIMIT',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
  getMutualFund: {
    method: 'GET',
    path: roboPaths.getMutualFund,
    access: 'member',
    summary: 'บัญชีกองทุนฝึกหัดทั้งหมดของสมาชิก พร้อมมูลค่าวันนี้และผลประเมินล่าสุด',
    reply: getMutualFundReply,
  },
  getMutualFundDetail: {
    method: 'GET',
    path: roboPaths.getMutualFundDetail,
    access: 'member',
    summary: 'รายละเอียดบัญชีกองทุนฝึกหัด แผนการลงทุน และรายการธุรกรรมตามประเภท',
    query: detailQuery,
    reply: detailReply,
    errors: ['ROBO_ACCOUNT_NOT_FOUND'],
  },
  buyMutualFund: {
    method: 'POST',
    path: roboPaths.buyMutualFund,
    access: 'member',
    summary: 'ลงทุนเพิ่มตามสัดส่วนของแผน เงินมาจากบัญชีออมทรัพย์ฝึกหัด ราคา NAV ตามเวลาตัดรอบ 15:30 น.',
    body: buyBody,
    reply: orderReply,
    status: 201,
    errors: [
      ...roboErrors.account,
      'ROBO_BELOW_MINIMUM',
      ...roboErrors.assessment,
      'BANK_BALANCE_INSUFFICIENT',
    ],
  },
  saleMutualFund: {
    method: 'POST',
    path: roboPaths.saleMutualFund,
    access: 'member',
    summary: 'ขายตามจำนวนเงินหรือทั้งหมด กระจายตามมูลค่าที่ถือ เงินเข้าบัญชีออมทรัพย์ฝึกหัดเมื่อประกาศ NAV',
    body: saleBody,
    reply: orderReply,
    status: 201,
    errors: [...roboErrors.account, 'ROBO_NOTHING_TO_SELL', 'ROBO_SELL_TOO_MUCH'],
  },
  adjustMutualFund: {
    method: 'POST',
    path: roboPaths.adjustMutualFund,
    access: 'member',
    summary: 'ปรับสัดส่วนกลับสู่แผน (หรือเปลี่ยนแผน): ดูรายการซื้อขายก่อน แล้วยืนยันเพื่อส่งคำสั่ง',
    body: adjustBody,
    reply: adjustReply,
    errors: [
      ...roboErrors.account,
      'ROBO_PLAN_NOT_FOUND',
      ...roboErrors.assessment,
      'ROBO_PLAN_NOT_SUITABLE',
      'ROBO_NOTHING_TO_ADJUST',
      'BANK_BALANCE_INSUFFICIENT',
    ],
  },
  acceptNotifications: {
    method: 'POST',
    path: roboPaths.acceptNotifications,
    access: 'member',
    summary: 'ตั้งวันและจำนวนเงินลงทุนสม่ำเสมอทุกเดือน (DCA) และเปิดหรือปิดการแจ้งเตือน',
    body: notificationsBody,
    reply: notificationsReply,
    errors: [...roboErrors.account, 'ROBO_BELOW_MINIMUM'],
  },
  getNotifications: {
    method: 'GET',
    path: roboPaths.getNotifications,
    access: 'member',
    summary: 'การแจ้งเตือน DCA: ถึงกำหนด ครั้งถัดไป ลงทุนแล้ว และที่ข้ามไปเพราะเงินออมไม่พอ',
    query: notificationsQuery,
    reply: pageOf(notification),
    errors: ['ROBO_ACCOUNT_NOT_FOUND'],
  },
  updateAccountImage: {
    method: 'PATCH',
    path: roboPaths.updateAccountImage,
    access: 'member',
    summary: 'เปลี่ยนรูปบัตรประชาชนของบัญชีกองทุนฝึกหัด (multipart: accountId และไฟล์ image)',
    body: imageFields,
    bodyKind: 'multipart',
    files: ['image'],
    reply: dataOf(z.object({ idCardImage: z.string(), updatedAt: z.string() })),
    errors: [...roboErrors.account, 'IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
  },
  news: {
    method: 'GET',
    path: roboPaths.news,
    access: 'member',
    summary: 'บทความความรู้การลงทุนสำหรับผู้ใช้ robo advisor ใหม่สุดก่อน',
    query: pageQuery,
    reply: pageOf(newsItem),
  },
})
