import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, okResult, pageOf, pageParam, limitParam } from './envelope'
import { fixedFromString, bahtString, percentString, unitsString } from './money'
import { requiredText as text } from './fields'

/**
 * The practice bank's back office (issue 21), admin only: the dated rate tables of the practice deposits, the
 * practice funds, and the robo advisor's news. Every rate, fund and amount here is practice, never real money.
 */
export const adminBankPaths = {
  rateTables: '/v2/api/admin/bank/rate-tables',
  rateTable: '/v2/api/admin/bank/rate-tables/:id',
  funds: '/v2/api/admin/bank/funds',
  fund: '/v2/api/admin/bank/funds/:id',
  fundNav: '/v2/api/admin/bank/funds/:id/nav',
  news: '/v2/api/admin/bank/robo-news',
  newsItem: '/v2/api/admin/bank/robo-news/:id',
} as const

const idParams = z.object({ id: z.uuid({ error: 'รหัสไม่ถูกต้อง' }) })

/** Lines typed one per line (a textarea): read into a list, blank lines dropped. */
const lines = (label: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(text(label, max))
        .min(1, { error: `กรุณากรอก${label}อย่างน้อย 1 บรรทัด` })
        .max(20, { error: `${label}มีได้ไม่เกิน 20 บรรทัด` }),
    )

/** A Bangkok calendar day typed as YYYY-MM-DD, a day that exists. */
export const calendarDay = (label: string) =>
  z
    .string({ error: `กรุณาเลือก${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, {
      error: `${label}ไม่มีอยู่จริงในปฏิทิน`,
    })

/**
 * A yearly percent typed with at most two decimals ("1.25"), read into basis points within [min, max] percent.
 */
export const percentInput = (label: string, min: number, max: number) =>
  z.union([z.string(), z.number()], { error: `กรุณากรอก${label}` }).transform((value, ctx) => {
    const typed = String(value).trim()
    const bp = /^-?\d{1,3}(\.\d{1,2})?$/.test(typed) ? fixedFromString(typed, 2) : null
    if (bp === null) {
      ctx.addIssue({ code: 'custom', message: `${label}ต้องเป็นตัวเลขร้อยละ มีทศนิยมได้ 2 ตำแหน่ง เช่น 1.25` })
      return z.NEVER
    }
    if (bp < min * 100 || bp > max * 100) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}ต้องอยู่ระหว่าง ${min.toFixed(2)}% ถึง ${max.toFixed(2)}%`,
      })
      return z.NEVER
    }
    return bp
  })

// ---- Rate tables ----

/** A new dated rate table: every rate in percent a year, stored in basis points. */
export const rateTableBody = z.object({
  effectiveFrom: calendarDay('วันที่เริ่มมีผล'),
  savings: percentInput('ดอกเบี้ยออมทรัพย์', 0, 20),
  fixed3: percentInput('ดอกเบี้ยฝากประจำ 3 เดือน', 0, 20),
  fixed6: percentInput('ดอกเบี้ยฝากประจำ 6 เดือน', 0, 20),
  fixed12: percentInput('ดอกเบี้ยฝากประจำ 12 เดือน', 0, 20),
  fixed24: percentInput('ดอกเบี้ยฝากประจำ 24 เดือน', 0, 20),
  fixed36: percentInput('ดอกเบี้ยฝากประจำ 36 เดือน', 0, 20),
  thaweesup: percentInput('ดอกเบี้ยทวีทรัพย์', 0, 20),
})
export type RateTableBody = z.input<typeof rateTableBody>

export const rateTableStatuses = ['past', 'current', 'upcoming'] as const
export type RateTableStatus = (typeof rateTableStatuses)[number]
export const rateTableStatusLabels: Record<RateTableStatus, string> = {
  past: 'เคยใช้ (มีตารางใหม่กว่าแล้ว)',
  current: 'ใช้อยู่วันนี้',
  upcoming: 'รอมีผล',
}

export const adminRateTable = z.object({
  id: z.uuid(),
  effectiveFrom: z.string(),
  savings: percentString,
  fixed: z.array(z.object({ term: z.number().int(), rate: percentString })),
  thaweesup: percentString,
  status: z.enum(rateTableStatuses),
  statusLabel: z.string(),
  /** Practice deposits opened (or renewed) on this table; they keep its rates. */
  accounts: z.number().int().nonnegative(),
  /** Only a table not yet in force may be edited or deleted. */
  editable: z.boolean(),
  createdAt: z.string(),
})
export type AdminRateTable = z.infer<typeof adminRateTable>

// ---- Funds ----

const fundCode = z
  .string({ error: 'กรุณากรอกรหัสกองทุน' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: 'รหัสกองทุนใช้ A–Z ตัวเลข และขีด (-) เช่น KP-GOLD' }))
  .pipe(
    z
      .string()
      .min(2, { error: 'รหัสกองทุนต้องมีอย่างน้อย 2 ตัวอักษร' })
      .max(20, { error: 'รหัสกองทุนยาวได้ไม่เกิน 20 ตัวอักษร' }),
  )

const position = z.coerce
  .number({ error: 'ลำดับต้องเป็นตัวเลข' })
  .int({ error: 'ลำดับต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'ลำดับเริ่มที่ 1' })
  .max(10_000, { error: 'ลำดับมากเกินไป' })

/** A fund's fields that describe it, and its fees: all of them may change later. */
const fundDescription = {
  name: text('ชื่อกองทุน', 120),
  category: text('ประเภทกองทุน', 200),
  summary: text('คำอธิบายสั้น', 300),
  description: lines('รายละเอียด', 1000),
  policy: text('นโยบายการลงทุน', 1000),
  frontFee: percentInput('ค่าธรรมเนียมขาย', 0, 5),
  managementFee: percentInput('ค่าธรรมเนียมการจัดการ', 0, 5),
  position,
}

/** A price or an amount typed with at most `places` decimals, read into an integer of 10^-places. */
const decimalInput = (label: string, places: number, max: number, example: string) =>
  z.union([z.string(), z.number()], { error: `กรุณากรอก${label}` }).transform((value, ctx) => {
    const typed = String(value).replaceAll(',', '').trim()
    const scaled = new RegExp(`^\\d{1,9}(\\.\\d{1,${places}})?$`).test(typed)
      ? fixedFromString(typed, places)
      : null
    if (scaled === null || scaled <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}ต้องเป็นตัวเลขมากกว่า 0 มีทศนิยมได้ ${places} ตำแหน่ง เช่น ${example}`,
      })
      return z.NEVER
    }
    if (scaled > max * 10 ** places) {
      ctx.addIssue({ code: 'custom', message: `${label}ต้องไม่เกิน ${max.toLocaleString('en-US')} บาท` })
      return z.NEVER
    }
    return scaled
  })

/**
 * A new practice fund. Its NAV path (inception date, start NAV, yearly drift and volatility, and a seed the
 * server draws) is fixed at creation: the history of every day is worked out from it.
 */
export const createFundBody = z.object({
  code: fundCode,
  riskLevel: z.coerce
    .number({ error: 'กรุณาเลือกระดับความเสี่ยง' })
    .int({ error: 'กรุณาเลือกระดับความเสี่ยง 1–8' })
    .min(1, { error: 'ระดับความเสี่ยงอยู่ระหว่าง 1 ถึง 8' })
    .max(8, { error: 'ระดับความเสี่ยงอยู่ระหว่าง 1 ถึง 8' }),
  ...fundDescription,
  position: position.optional(),
  minBuy: decimalInput('ยอดซื้อขั้นต่ำ', 2, 1_000_000, '500 หรือ 1000.50'),
  inceptionDate: calendarDay('วันที่จัดตั้งกองทุน').refine((v) => v >= '2000-01-01', {
    error: 'วันที่จัดตั้งกองทุนต้องไม่ก่อนปี 2000',
  }),
  startNav: decimalInput('NAV เริ่มต้น', 4, 10_000, '10.0000'),
  drift: percentInput('ผลตอบแทนคาดหวังต่อปี', -20, 30),
  volatility: percentInput('ความผันผวนต่อปี', 0, 60),
})
export type CreateFundBody = z.input<typeof createFundBody>

export const updateFundBody = z.object(fundDescription).partial()
export type UpdateFundBody = z.input<typeof updateFundBody>

export const adminFund = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  practice: z.literal(true),
  riskLevel: z.number().int().min(1).max(8),
  category: z.string(),
  summary: z.string(),
  description: z.array(z.string()),
  policy: z.string(),
  frontFee: percentString,
  managementFee: percentString,
  minBuy: bahtString,
  position: z.number().int(),
  /** The NAV path, fixed since creation. */
  inceptionDate: z.string(),
  startNav: unitsString,
  drift: percentString,
  volatility: percentString,
  seed: z.number().int(),
  /** The latest published NAV and its business day; null before the fund's first NAV. */
  nav: unitsString.nullable(),
  navDate: z.string().nullable(),
  return1Y: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminFund = z.infer<typeof adminFund>

export const fundNavHistory = z.object({
  code: z.string(),
  history: z.array(z.object({ date: z.string(), nav: unitsString })),
})
export type FundNavHistory = z.infer<typeof fundNavHistory>

// ---- Robo news ----

const newsSlug = z
  .string({ error: 'กรุณากรอกชื่อในลิงก์' })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'ชื่อในลิงก์ใช้ a–z ตัวเลข และขีด (-) เช่น dca-basics-2027' })
  .max(80, { error: 'ชื่อในลิงก์ยาวได้ไม่เกิน 80 ตัวอักษร' })

/** Tags typed separated by commas: read into a list, blanks dropped. */
const tags = z
  .string({ error: 'กรุณากรอกแท็ก' })
  .transform((v) =>
    v
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  )
  .pipe(z.array(text('แท็ก', 40)).max(10, { error: 'แท็กมีได้ไม่เกิน 10 คำ' }))

const newsFields = {
  slug: newsSlug,
  /** The day it is dated; today or earlier (without it: today, Bangkok). */
  publishedOn: calendarDay('วันที่เผยแพร่').optional(),
  title: text('หัวข้อข่าว', 200),
  summary: text('เรื่องย่อ', 500),
  body: lines('เนื้อหา', 2000),
  tags,
}

export const createNewsBody = z.object(newsFields)
export type CreateNewsBody = z.input<typeof createNewsBody>
export const updateNewsBody = z.object(newsFields).partial()
export type UpdateNewsBody = z.input<typeof updateNewsBody>

export const adminNewsItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  publishedOn: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  tags: z.array(z.string()),
  createdAt: z.string(),
})
export type AdminNewsItem = z.infer<typeof adminNewsItem>

export const adminNewsQuery = z.object({ page: pageParam, limit: limitParam(20) })

export const adminBankCalls = defineCalls('adminBank', {
  rateTables: {
    method: 'GET',
    path: adminBankPaths.rateTables,
    access: 'staff',
    roles: [],
    summary: 'ตารางอัตราดอกเบี้ยฝึกหัดทั้งหมด ใหม่สุดก่อน: ที่รอมีผล ที่ใช้อยู่วันนี้ และที่เคยใช้',
    reply: dataOf(z.array(adminRateTable)),
  },
  createRateTable: {
    method: 'POST',
    path: adminBankPaths.rateTables,
    access: 'staff',
    roles: [],
    summary: 'เพิ่มตารางอัตราดอกเบี้ยฝึกหัดที่มีผลตั้งแต่วันที่ในอนาคต (เวลาประเทศไทย) บัญชีที่เปิดก่อนวันนั้นใช้อัตราเดิมต่อ',
    body: rateTableBody,
    reply: dataOf(adminRateTable),
    status: 201,
    errors: ['BANK_RATE_TABLE_DATE_NOT_FUTURE', 'BANK_RATE_TABLE_DATE_TAKEN'],
  },
  updateRateTable: {
    method: 'PATCH',
    path: adminBankPaths.rateTable,
    access: 'staff',
    roles: [],
    summary: 'แก้ไขตารางอัตราดอกเบี้ยที่ยังไม่มีผล (วันที่เริ่มมีผลต้องยังเป็นวันในอนาคต)',
    params: idParams,
    body: rateTableBody,
    reply: dataOf(adminRateTable),
    errors: [
      'BANK_RATE_TABLE_NOT_FOUND',
      'BANK_RATE_TABLE_IN_FORCE',
      'BANK_RATE_TABLE_DATE_NOT_FUTURE',
      'BANK_RATE_TABLE_DATE_TAKEN',
    ],
  },
  deleteRateTable: {
    method: 'DELETE',
    path: adminBankPaths.rateTable,
    access: 'staff',
    roles: [],
    summary: 'ลบตารางอัตราดอกเบี้ยที่ยังไม่มีผล',
    params: idParams,
    reply: okResult,
    errors: ['BANK_RATE_TABLE_NOT_FOUND', 'BANK_RATE_TABLE_IN_FORCE'],
  },
  funds: {
    method: 'GET',
    path: adminBankPaths.funds,
    access: 'staff',
    roles: [],
    summary: 'กองทุนฝึกหัดทั้งหมด ตามระดับความเสี่ยงและลำดับ พร้อม NAV ล่าสุด',
    reply: dataOf(z.array(adminFund)),
  },
  createFund: {
    method: 'POST',
    path: adminBankPaths.funds,
    access: 'staff',
    roles: [],
    summary: 'เพิ่มกองทุนฝึกหัดใหม่ (ค่าของเส้นทาง NAV กำหนดครั้งเดียวตอนสร้าง แก้ภายหลังไม่ได้)',
    body: createFundBody,
    reply: dataOf(adminFund),
    status: 201,
    errors: ['FUND_CODE_TAKEN', 'FUND_INCEPTION_IN_FUTURE'],
  },
  updateFund: {
    method: 'PATCH',
    path: adminBankPaths.fund,
    access: 'staff',
    roles: [],
    summary: 'แก้ไขชื่อ คำอธิบาย นโยบาย ประเภท ลำดับ หรือค่าธรรมเนียมของกองทุนฝึกหัด (ค่าธรรมเนียมใหม่ใช้กับคำสั่งซื้อหลังจากนี้)',
    params: idParams,
    body: updateFundBody,
    reply: dataOf(adminFund),
    errors: ['FUND_NOT_FOUND'],
  },
  fundNav: {
    method: 'GET',
    path: adminBankPaths.fundNav,
    access: 'staff',
    roles: [],
    summary: 'NAV ย้อนหลัง 5 ปีของกองทุนฝึกหัด (คำนวณแบบเดียวกับที่สมาชิกเห็น)',
    params: idParams,
    reply: dataOf(fundNavHistory),
    errors: ['FUND_NOT_FOUND'],
  },
  news: {
    method: 'GET',
    path: adminBankPaths.news,
    access: 'staff',
    roles: [],
    summary: 'ข่าวความรู้การลงทุนของ robo advisor ใหม่สุดก่อน ทีละหน้า',
    query: adminNewsQuery,
    reply: pageOf(adminNewsItem),
  },
  createNews: {
    method: 'POST',
    path: adminBankPaths.news,
    access: 'staff',
    roles: [],
    summary: 'เผยแพร่ข่าวความรู้การลงทุนของ robo advisor (สมาชิกเห็นทันที)',
    body: createNewsBody,
    reply: dataOf(adminNewsItem),
    status: 201,
    errors: ['ROBO_NEWS_SLUG_TAKEN', 'ROBO_NEWS_DATE_FUTURE'],
  },
  updateNews: {
    method: 'PATCH',
    path: adminBankPaths.newsItem,
    access: 'staff',
    roles: [],
    summary: 'แก้ไขข่าวของ robo advisor (สมาชิกเห็นฉบับแก้ไขทันที)',
    params: idParams,
    body: updateNewsBody,
    reply: dataOf(adminNewsItem),
    errors: ['ROBO_NEWS_NOT_FOUND', 'ROBO_NEWS_SLUG_TAKEN', 'ROBO_NEWS_DATE_FUTURE'],
  },
  deleteNews: {
    method: 'DELETE',
    path: adminBankPaths.newsItem,
    access: 'staff',
    roles: [],
    summary: 'ถอนข่าวของ robo advisor ออก สมาชิกจะไม่เห็นอีก (เนื้อหาเดิมเก็บไว้ในบันทึกการเปลี่ยนแปลง)',
    params: idParams,
    reply: okResult,
    errors: ['ROBO_NEWS_NOT_FOUND'],
  },
})
