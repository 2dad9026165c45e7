import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam, queryText } from './envelope'
import { bahtInput, bahtString, percentString, unitsInput, unitsString } from './money'
import {
  FUND_CODE_PATTERN,
  factsheetPeriods,
  instalmentStatuses,
  maturityInstructions,
  statementAccounts,
} from './bank-constants'
export * from './bank-constants'

/**
 * The practice bank (SPEC 7 Bank): practice money only — never real money — in a savings account, fixed
 * deposits, one Thaweesup (the 24-month tax-free monthly-deposit account) and practice funds. Amounts travel as
 * baht strings with two decimals ("10000.00"); fund units and NAV as strings with four ("1234.5678").
 */
export const bankPaths = {
  accounts: '/v2/api/bank/accounts',
  openFixed: '/v2/api/bank/openFixed',
  closeFixed: '/v2/api/bank/closeFixed',
  openThaweesup: '/v2/api/bank/openThaweesup',
  closeThaweesup: '/v2/api/bank/closeThaweesup',
  buyFund: '/v2/api/bank/buyFund',
  sellFund: '/v2/api/bank/sellFund',
  detailFund: '/v2/api/bank/detailFund',
  searchFund: '/v2/api/bank/searchFund',
} as const

/** Practice money every member finds in their savings account on their first visit: ฿10,000 in satang. */
export const PRACTICE_OPENING_SATANG = 1_000_000
/**
 * Practice pocket money: on the 1st of every month after the savings account opens, ฿1,000 more practice
 * money arrives in savings — the income a member saves from, so a 24-month Thaweesup can be kept up.
 */
export const PRACTICE_MONTHLY_SATANG = 100_000

/** A rate as a percentage a year with two decimals ("1.50"), from a dated rate table. */
export const rateTable = z.object({
  /** The Bangkok date the table took effect. */
  effectiveFrom: z.string(),
  savings: percentString,
  fixed: z.array(z.object({ term: z.number().int().positive(), rate: percentString })),
  thaweesup: percentString,
})
export type RateTable = z.infer<typeof rateTable>

/** What closing early would pay now, and what the member gives up compared with keeping it to maturity. */
export const earlyClose = z.object({
  interest: bahtString,
  tax: bahtString,
  payout: bahtString,
  /** Net interest given up against keeping the account to maturity. */
  forgone: bahtString,
  /** The rule that applies, in Thai ("ถอนก่อนครบ 3 เดือน ไม่ได้รับดอกเบี้ย"). */
  rule: z.string(),
})
export type EarlyClose = z.infer<typeof earlyClose>

export const savingsAccount = z.object({
  id: z.uuid(),
  /** A practice account number, never a real one. */
  number: z.string(),
  balance: bahtString,
  rate: percentString,
  /** Gross interest earned since the last credit, credited on `nextCreditDate`. */
  accruedInterest: bahtString,
  nextCreditDate: z.string(),
  /** Gross savings interest credited this calendar year, and how much more stays tax-free. */
  interestThisYear: bahtString,
  taxFreeLeft: bahtString,
})
export type SavingsAccount = z.infer<typeof savingsAccount>

export const accountStatuses = ['open', 'closed', 'matured'] as const
export type AccountStatus = (typeof accountStatuses)[number]

export const fixedDeposit = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(accountStatuses),
  principal: bahtString,
  term: z.number().int().positive(),
  rate: percentString,
  /** The rate table the deposit took its rates from. */
  rateTableDate: z.string(),
  /** Bangkok dates. */
  openedOn: z.string(),
  maturesOn: z.string(),
  atMaturity: z.enum(maturityInstructions),
  /** How many times the deposit has renewed itself. */
  renewals: z.number().int().nonnegative(),
  /** Gross interest earned to today at the deposit's rate (paid only at maturity). */
  accruedInterest: bahtString,
  maturity: z.object({ interest: bahtString, tax: bahtString, payout: bahtString }),
  earlyClose,
})
export type FixedDeposit = z.infer<typeof fixedDeposit>

export const instalment = z.object({
  /** 1 to 24. */
  number: z.number().int().positive(),
  /** The Bangkok month "2026-12". */
  month: z.string(),
  /** The first day it is taken (the opening day for the first, then the 5th). */
  dueOn: z.string(),
  status: z.enum(instalmentStatuses),
  paidOn: z.string().nullable(),
  amount: bahtString,
})
export type Instalment = z.infer<typeof instalment>

export const thaweesupAccount = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(accountStatuses),
  instalment: bahtString,
  openedOn: z.string(),
  maturesOn: z.string(),
  /** The rate it earns now: its own rate, or the savings rate after a third missed instalment. */
  rate: percentString,
  /** Still on its own rate and tax-free at maturity (two missed instalments at most). */
  keepsTerms: z.boolean(),
  balance: bahtString,
  paid: z.number().int().nonnegative(),
  missed: z.number().int().nonnegative(),
  accruedInterest: bahtString,
  schedule: z.array(instalment),
  maturity: z.object({ interest: bahtString, tax: bahtString, payout: bahtString }),
  earlyClose,
})
export type ThaweesupAccount = z.infer<typeof thaweesupAccount>

export const fundHolding = z.object({
  code: z.string(),
  name: z.string(),
  riskLevel: z.number().int().min(1).max(8),
  units: unitsString,
  /** Units waiting for a sell order to settle (not sellable again). */
  unitsPending: unitsString,
  /** What was paid for the units still held. */
  cost: bahtString,
  nav: unitsString,
  navDate: z.string(),
  value: bahtString,
  profit: bahtString,
  /** Profit as a percentage of cost, two decimals. */
  profitPercent: z.string(),
})
export type FundHolding = z.infer<typeof fundHolding>

export const orderSides = ['buy', 'sell'] as const
export type OrderSide = (typeof orderSides)[number]
export const orderStatuses = ['pending', 'settled'] as const

export const fundOrder = z.object({
  id: z.uuid(),
  side: z.enum(orderSides),
  code: z.string(),
  name: z.string(),
  status: z.enum(orderStatuses),
  /** Buy: the amount paid, fee included. Sell: the proceeds once settled. */
  amount: bahtString.nullable(),
  fee: bahtString,
  /** Buy: units allotted once settled. Sell: the units sold. */
  units: unitsString.nullable(),
  /** The NAV date the order takes (cut-off 15:30 on a business day). */
  navDate: z.string(),
  nav: unitsString.nullable(),
  placedAt: z.string(),
  /** When the NAV is published and the order settles. */
  settlesAt: z.string(),
})
export type FundOrder = z.infer<typeof fundOrder>

export const statementLine = z.object({
  id: z.string(),
  at: z.string(),
  account: z.enum(statementAccounts),
  /** The account's number, or the fund's code. */
  accountNumber: z.string(),
  /** In Thai: "ดอกเบี้ยออมทรัพย์ ม.ค.–มิ.ย. 2569 (หักภาษี 15% แล้ว)". */
  description: z.string(),
  /** Signed: money into the account is positive. */
  amount: bahtString,
})
export type StatementLine = z.infer<typeof statementLine>

export const bankAccounts = z.object({
  /** Always true: every figure here is practice money. */
  practice: z.literal(true),
  asOf: z.string(),
  netWorth: bahtString,
  allocation: z.object({
    savings: bahtString,
    fixed: bahtString,
    thaweesup: bahtString,
    funds: bahtString,
    /** Money on its way into a fund (buy orders waiting for their NAV). */
    pending: bahtString,
    /** The robo advisor's fund accounts: units at the latest NAV and money on its way into them. */
    robo: bahtString,
  }),
  rates: rateTable,
  savings: savingsAccount,
  fixed: z.array(fixedDeposit),
  thaweesup: thaweesupAccount.nullable(),
  funds: z.array(fundHolding),
  orders: z.array(fundOrder),
  statement: pageOf(statementLine),
})
export type BankAccounts = z.infer<typeof bankAccounts>

export const accountsQuery = z.object({ page: pageParam, limit: limitParam(20) })

export const openFixedBody = z.object({
  amount: bahtInput,
  term: z.union([z.literal(3), z.literal(6), z.literal(12), z.literal(24), z.literal(36)], {
    error: 'ระยะเวลาฝากต้องเป็น 3, 6, 12, 24 หรือ 36 เดือน',
  }),
  atMaturity: z.enum(maturityInstructions, { error: 'กรุณาเลือกว่าจะทำอย่างไรเมื่อครบกำหนด' }),
})
export type OpenFixedBody = z.input<typeof openFixedBody>

export const accountIdBody = z.object({ id: z.uuid({ error: 'ไม่พบบัญชีนี้' }) })

export const openThaweesupBody = z.object({ instalment: bahtInput })
export type OpenThaweesupBody = z.input<typeof openThaweesupBody>

export const closeResult = z.object({
  interest: bahtString,
  tax: bahtString,
  payout: bahtString,
  savingsBalance: bahtString,
})
export type CloseResult = z.infer<typeof closeResult>

export const fundCode = z.string().trim().regex(FUND_CODE_PATTERN, { error: 'รหัสกองทุนไม่ถูกต้อง' })

export const buyFundBody = z.object({ code: fundCode, amount: bahtInput })
export type BuyFundBody = z.input<typeof buyFundBody>

export const sellFundBody = z
  .object({
    code: fundCode,
    /** Units to sell, four decimals at most; or `all: true` to sell every unit held. */
    units: unitsInput.optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => (b.units !== undefined) !== (b.all === true), {
    error: 'กรุณาระบุจำนวนหน่วยที่จะขาย หรือเลือกขายทั้งหมด อย่างใดอย่างหนึ่ง',
    path: ['units'],
  })
export type SellFundBody = z.input<typeof sellFundBody>

export const fundSummary = z.object({
  code: z.string(),
  name: z.string(),
  /** Every fund here is invented for practice. */
  practice: z.literal(true),
  riskLevel: z.number().int().min(1).max(8),
  category: z.string(),
  summary: z.string(),
  nav: unitsString,
  navDate: z.string(),
  /** One-year return, percent with two decimals. */
  return1Y: z.string().nullable(),
  /** Front-end fee, percent of the amount bought. */
  frontFee: percentString,
  /** Smallest purchase. */
  minBuy: bahtString,
})
export type FundSummary = z.infer<typeof fundSummary>

export const fundDetail = fundSummary.extend({
  description: z.array(z.string()),
  policy: z.string(),
  managementFee: percentString,
  inceptionDate: z.string(),
  factsheet: z.object({
    /** Percent with two decimals; past a year, a year's compound rate. Null before the fund is that old. */
    returns: z.record(z.enum(factsheetPeriods), z.string().nullable()),
    /** Annualised standard deviation of daily returns over the last year, percent. */
    standardDeviation: z.string(),
    /** Largest fall from a peak over the last five years, percent (negative). */
    maxDrawdown: z.string(),
  }),
  /** Daily NAV for the last five years, oldest first. */
  history: z.array(z.object({ date: z.string(), nav: unitsString })),
  /** The NAV date an order placed now takes, and when it settles. */
  orderNavDate: z.string(),
  orderSettlesAt: z.string(),
  holding: fundHolding.nullable(),
})
export type FundDetail = z.infer<typeof fundDetail>

export const fundSearchQuery = z.object({
  /** A risk level 1–8, or 'all'. */
  type: z
    .union([z.literal('all'), z.coerce.number().int().min(1).max(8)], {
      error: 'ระดับความเสี่ยงต้องเป็น 1–8 หรือ all',
    })
    .default('all'),
  /** Part of a fund's name or code. */
  q: queryText(60).optional(),
  page: pageParam,
  limit: limitParam(8),
})
export type FundSearchQuery = z.infer<typeof fundSearchQuery>

/** SPEC 7: detailFund?type — the fund's code. */
export const fundDetailQuery = z.object({ type: fundCode })

const bankErrors = {
  money: ['BANK_BALANCE_INSUFFICIENT'],
  account: ['BANK_ACCOUNT_NOT_FOUND', 'BANK_ACCOUNT_CLOSED'],
} as const

export const bankCalls = defineCalls('bank', {
  accounts: {
    method: 'GET',
    path: bankPaths.accounts,
    access: 'member',
    summary:
      'บัญชีฝึกหัดทั้งหมดของสมาชิก คิดมูลค่าถึงวันนี้ พร้อมรายการเดินบัญชีทีละหน้า (เปิดบัญชีออมทรัพย์ฝึกหัด 10,000 บาทให้ในครั้งแรก)',
    query: accountsQuery,
    reply: dataOf(bankAccounts),
  },
  openFixed: {
    method: 'POST',
    path: bankPaths.openFixed,
    access: 'member',
    summary: 'เปิดบัญชีเงินฝากประจำฝึกหัด โดยโอนเงินจากบัญชีออมทรัพย์ฝึกหัด',
    body: openFixedBody,
    reply: dataOf(z.object({ deposit: fixedDeposit, savingsBalance: bahtString })),
    status: 201,
    errors: ['FIXED_BELOW_MINIMUM', ...bankErrors.money],
  },
  closeFixed: {
    method: 'POST',
    path: bankPaths.closeFixed,
    access: 'member',
    summary: 'ปิดบัญชีเงินฝากประจำก่อนครบกำหนด รับเงินต้นและดอกเบี้ยตามกฎการถอนก่อนกำหนดเข้าบัญชีออมทรัพย์',
    body: accountIdBody,
    reply: dataOf(closeResult),
    errors: [...bankErrors.account],
  },
  openThaweesup: {
    method: 'POST',
    path: bankPaths.openThaweesup,
    access: 'member',
    summary: 'เปิดบัญชีเงินฝากทวีทรัพย์ 24 เดือน (ฝากรายเดือน ปลอดภาษีเมื่อครบกำหนด) ชำระงวดแรกทันที',
    body: openThaweesupBody,
    reply: dataOf(z.object({ thaweesup: thaweesupAccount, savingsBalance: bahtString })),
    status: 201,
    errors: ['THAWEESUP_INSTALMENT_OUT_OF_RANGE', 'THAWEESUP_ALREADY_OPEN', ...bankErrors.money],
  },
  closeThaweesup: {
    method: 'POST',
    path: bankPaths.closeThaweesup,
    access: 'member',
    summary: 'ปิดบัญชีทวีทรัพย์ก่อนครบกำหนด ได้ดอกเบี้ยอัตราออมทรัพย์และหักภาษี 15%',
    body: accountIdBody,
    reply: dataOf(closeResult),
    errors: [...bankErrors.account],
  },
  buyFund: {
    method: 'POST',
    path: bankPaths.buyFund,
    access: 'member',
    summary: 'ส่งคำสั่งซื้อกองทุนฝึกหัดตามจำนวนเงิน ได้ราคา NAV ของวันทำการตามเวลาตัดรอบ 15:30 น.',
    body: buyFundBody,
    reply: dataOf(z.object({ order: fundOrder, savingsBalance: bahtString })),
    status: 201,
    errors: ['FUND_NOT_FOUND', 'FUND_BELOW_MINIMUM', ...bankErrors.money],
  },
  sellFund: {
    method: 'POST',
    path: bankPaths.sellFund,
    access: 'member',
    summary: 'ส่งคำสั่งขายหน่วยลงทุนฝึกหัดตามจำนวนหน่วยหรือทั้งหมด เงินค่าขายเข้าบัญชีออมทรัพย์เมื่อประกาศ NAV',
    body: sellFundBody,
    reply: dataOf(z.object({ order: fundOrder })),
    status: 201,
    errors: ['FUND_NOT_FOUND', 'FUND_UNITS_INSUFFICIENT'],
  },
  detailFund: {
    method: 'GET',
    path: bankPaths.detailFund,
    access: 'member',
    summary: 'ข้อมูลกองทุนฝึกหัด: NAV ย้อนหลัง 5 ปี ตัวเลขจาก factsheet และหน่วยที่สมาชิกถืออยู่',
    query: fundDetailQuery,
    reply: dataOf(fundDetail),
    errors: ['FUND_NOT_FOUND'],
  },
  searchFund: {
    method: 'GET',
    path: bankPaths.searchFund,
    access: 'member',
    summary: 'ค้นหากองทุนฝึกหัดตามระดับความเสี่ยง 1–8 และชื่อหรือรหัส ทีละหน้า',
    query: fundSearchQuery,
    reply: pageOf(fundSummary),
  },
})
