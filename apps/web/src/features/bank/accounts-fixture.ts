import type {
  BankAccounts,
  FixedDeposit,
  FundHolding,
  FundOrder,
  Instalment,
  StatementLine,
  ThaweesupAccount,
} from '@klass/contract/bank'

/** Replies of the practice bank's accounts call for the web tests, shaped by the contract (`bankAccounts`). */
let sequence = 0
export const bankId = () => {
  sequence += 1
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`
}

export const fixedDeposit = (overrides: Partial<FixedDeposit> = {}): FixedDeposit => ({
  id: bankId(),
  number: 'FD-0001',
  status: 'open',
  principal: '5000.00',
  term: 6,
  rate: '1.25',
  rateTableDate: '2026-11-01',
  openedOn: '2026-09-25',
  maturesOn: '2027-03-25',
  atMaturity: 'payout',
  renewals: 0,
  accruedInterest: '10.27',
  maturity: { interest: '30.99', tax: '4.64', payout: '5026.35' },
  earlyClose: {
    interest: '0.00',
    tax: '0.00',
    payout: '5000.00',
    forgone: '26.35',
    rule: 'ถอนก่อนครบ 3 เดือน ไม่ได้รับดอกเบี้ย',
  },
  ...overrides,
})

/** 24 instalments of ฿1,000 from November 2026: `statuses` for the first ones, the rest coming. */
export const schedule = (statuses: Array<Instalment['status']>): Instalment[] =>
  Array.from({ length: 24 }, (_, i) => {
    const index = 2026 * 12 + 10 + i
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
    const status = statuses[i] ?? 'coming'
    const dueOn = i === 0 ? '2026-11-25' : `${month}-05`
    return {
      number: i + 1,
      month,
      dueOn,
      status,
      paidOn: status === 'paid' ? dueOn : null,
      amount: '1000.00',
    }
  })

export const thaweesupAccount = (overrides: Partial<ThaweesupAccount> = {}): ThaweesupAccount => ({
  id: bankId(),
  number: 'TW-0001',
  status: 'open',
  instalment: '1000.00',
  openedOn: '2026-11-25',
  maturesOn: '2028-11-25',
  rate: '2.00',
  keepsTerms: true,
  balance: '1000.00',
  paid: 1,
  missed: 0,
  accruedInterest: '0.00',
  schedule: schedule(['paid']),
  maturity: { interest: '526.90', tax: '0.00', payout: '24526.90' },
  earlyClose: {
    interest: '0.00',
    tax: '0.00',
    payout: '1000.00',
    forgone: '526.90',
    rule: 'ปิดก่อนครบกำหนด ได้ดอกเบี้ยอัตราออมทรัพย์ หักภาษี 15%',
  },
  ...overrides,
})

export const fundHolding = (overrides: Partial<FundHolding> = {}): FundHolding => ({
  code: 'KP-EQ',
  name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
  riskLevel: 6,
  units: '100.0000',
  unitsPending: '0.0000',
  cost: '1100.00',
  nav: '12.5000',
  navDate: '2026-11-24',
  value: '1250.00',
  profit: '150.00',
  profitPercent: '13.64',
  ...overrides,
})

export const fundOrder = (overrides: Partial<FundOrder> = {}): FundOrder => ({
  id: bankId(),
  side: 'buy',
  code: 'KP-GOLD',
  name: 'กองทุนฝึกหัดทองคำ',
  status: 'pending',
  amount: '400.00',
  fee: '4.00',
  units: null,
  navDate: '2026-11-25',
  nav: null,
  placedAt: '2026-11-25T06:00:00.000Z',
  settlesAt: '2026-11-25T11:00:00.000Z',
  ...overrides,
})

export const statementLine = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  id: bankId(),
  at: '2026-11-25T03:00:00.000Z',
  account: 'savings',
  accountNumber: 'SA-0001',
  description: 'รับเงินฝึกหัดเปิดบัญชี',
  amount: '10000.00',
  ...overrides,
})

/** A member on 25 Nov 2026 (13:00 Bangkok) with savings, one fixed deposit, a fund and a buy order waiting. */
export const bankAccounts = (overrides: Partial<BankAccounts> = {}): BankAccounts => ({
  practice: true,
  asOf: '2026-11-25T06:00:00.000Z',
  netWorth: '10000.00',
  allocation: {
    savings: '3350.00',
    fixed: '5000.00',
    thaweesup: '0.00',
    funds: '1250.00',
    pending: '400.00',
    robo: '0.00',
  },
  rates: {
    effectiveFrom: '2026-11-01',
    savings: '0.45',
    fixed: [
      { term: 3, rate: '1.10' },
      { term: 6, rate: '1.25' },
      { term: 12, rate: '1.40' },
      { term: 24, rate: '1.60' },
      { term: 36, rate: '1.75' },
    ],
    thaweesup: '2.00',
  },
  savings: {
    id: bankId(),
    number: 'SA-0001',
    balance: '3350.00',
    rate: '0.45',
    accruedInterest: '2.15',
    nextCreditDate: '2026-12-31',
    interestThisYear: '0.00',
    taxFreeLeft: '20000.00',
  },
  fixed: [fixedDeposit()],
  thaweesup: null,
  funds: [fundHolding()],
  orders: [fundOrder()],
  statement: {
    items: [
      statementLine({ amount: '-5000.00', description: 'โอนเข้าเงินฝากประจำ 6 เดือน FD-0001' }),
      statementLine(),
    ],
    total: 2,
    page: 1,
    pages: 1,
  },
  ...overrides,
})
