import type { FundOrder } from '@klass/contract/bank'
import type {
  AccountDetail,
  AccountSummary,
  Assessment,
  MutualFundDetail,
  NewsItem,
  Notification,
  Plan,
  Projection,
  SuitabilityQuestionView,
  TransactionLog,
} from '@klass/contract/robo'
import { page } from '../../test/economy-fixtures'

/** Replies of the robo calls for the web tests, shaped by the contract (the fake API checks each one). */
let sequence = 0
export const roboId = () => {
  sequence += 1
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`
}

const choices = (...texts: string[]) => texts.map((text, index) => ({ id: index + 1, text }))

/** The test as the server sends it: scored single-choice questions, one multiple-choice, two yes/no. */
export const suitabilityQuestions = (): SuitabilityQuestionView[] => [
  {
    id: 1,
    text: 'ตอนนี้คุณอายุเท่าไร',
    kind: 'single',
    scored: true,
    choices: choices('มากกว่า 55 ปี', '45–55 ปี', '35–44 ปี', 'น้อยกว่า 35 ปี'),
  },
  {
    id: 2,
    text: 'คุณเคยลงทุนในอะไรมาแล้วบ้าง',
    kind: 'multiple',
    scored: true,
    choices: choices('มีเพียงเงินฝาก', 'พันธบัตรหรือกองทุนตราสารหนี้', 'หุ้นหรือกองทุนหุ้น', 'ทองคำหรือสินทรัพย์ทางเลือก'),
  },
  {
    id: 3,
    text: 'ถ้าเงินลงทุนลดลง 15% ในปีเดียว คุณจะทำอย่างไร',
    kind: 'single',
    scored: true,
    choices: choices('ขายทั้งหมด', 'ขายบางส่วน', 'ถือต่อไป', 'ซื้อเพิ่ม'),
  },
  {
    id: 11,
    text: 'คุณมีความรู้เรื่องตราสารอนุพันธ์หรือไม่',
    kind: 'yesno',
    scored: false,
    choices: choices('มี', 'ไม่มี'),
  },
  {
    id: 12,
    text: 'คุณรับความเสี่ยงจากอัตราแลกเปลี่ยนได้หรือไม่',
    kind: 'yesno',
    scored: false,
    choices: choices('ได้', 'ไม่ได้'),
  },
]

export const assessment = (overrides: Partial<Assessment> = {}): Assessment => ({
  id: roboId(),
  score: 27,
  level: 3,
  label: 'ปานกลางค่อนข้างสูง',
  explain: 'คุณพร้อมให้เงินลงทุนลดลงได้บ้างในบางช่วง เพราะหวังผลตอบแทนที่สูงขึ้นในระยะยาว',
  fundLevels: [1, 2, 3, 4, 5],
  derivatives: false,
  fx: true,
  version: '2026-01',
  takenAt: '2026-11-20T03:00:00.000Z',
  validUntil: '2028-11-20T03:00:00.000Z',
  expired: false,
  answers: [],
  ...overrides,
})

export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 3,
  level: 3,
  name: 'แผนสมดุลเติบโต',
  summary: 'ผสมหุ้นกับตราสารหนี้ครึ่งต่อครึ่ง',
  explain: ['เหมาะกับเป้าหมาย 5 ปีขึ้นไป'],
  funds: [
    {
      code: 'KP-FIX',
      name: 'กองทุนฝึกหัดตราสารหนี้',
      riskLevel: 4,
      weight: '60.00',
      expectedReturn: '2.50',
      volatility: '2.10',
    },
    {
      code: 'KP-EQ',
      name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
      riskLevel: 6,
      weight: '40.00',
      expectedReturn: '7.80',
      volatility: '14.80',
    },
  ],
  expectedReturn: '4.62',
  volatility: '6.35',
  statsFrom: '2023-11-20',
  statsTo: '2026-11-20',
  minBuy: '500.00',
  suitable: true,
  memberLevel: 3,
  ...overrides,
})

export const projection = (overrides: Partial<Projection> = {}): Projection => ({
  planId: 3,
  target: '50000.00',
  months: 60,
  initial: '1000.00',
  monthly: '700.00',
  expectedReturn: '4.62',
  volatility: '6.35',
  futureValue: '48250.12',
  invested: '43000.00',
  requiredMonthly: '729.50',
  probability: '41.30',
  p5: '41010.55',
  p50: '47900.00',
  p95: '55320.10',
  onTrack: false,
  fan: [
    { month: 0, invested: '1000.00', p5: '1000.00', p50: '1000.00', p95: '1000.00' },
    { month: 12, invested: '9400.00', p5: '9100.00', p50: '9600.00', p95: '10100.00' },
    { month: 60, invested: '43000.00', p5: '41010.55', p50: '47900.00', p95: '55320.10' },
  ],
  ...overrides,
})

export const accountSummary = (overrides: Partial<AccountSummary> = {}): AccountSummary => ({
  id: roboId(),
  number: 'RB-000001',
  status: 'open',
  goalKind: 'education',
  goalName: 'ทุนเรียนมหาวิทยาลัย',
  target: '50000.00',
  targetDate: '2031-11-20',
  planId: 3,
  planName: 'แผนสมดุลเติบโต',
  planLevel: 3,
  value: '5250.00',
  invested: '5000.00',
  profit: '250.00',
  profitPercent: '5.00',
  onTrack: true,
  dca: { day: 5, amount: '700.00', remind: true, nextOn: '2026-12-05', since: '2026-06-05' },
  openedAt: '2026-05-20T03:00:00.000Z',
  ...overrides,
})

export const transactionLog = (overrides: Partial<TransactionLog> = {}): TransactionLog => ({
  id: roboId(),
  type: 'buy',
  at: '2026-11-20T03:00:00.000Z',
  amount: '1000.00',
  code: 'KP-EQ',
  units: '80.0000',
  nav: '12.5000',
  navDate: '2026-11-20',
  status: 'settled',
  description: 'ซื้อกองทุนฝึกหัดหุ้นไทยเติบโต',
  ...overrides,
})

export const accountDetail = (overrides: Partial<AccountDetail> = {}): AccountDetail => ({
  ...accountSummary(),
  practice: true,
  holder: {
    firstName: 'ออมสุข',
    lastName: 'ใจดี',
    nationalIdMasked: 'x-xxxx-xxxxx-12-1',
    birthDate: '2008-03-14',
    phone: '0812345678',
    address: '99 ถนนพหลโยธิน กรุงเทพมหานคร',
    guardian: { name: 'สมหญิง ใจดี', relation: 'มารดา', phone: '0898765432' },
    idCardImage: 'data:image/png;base64,iVBORw0KGgo=',
    policies: [
      { type: 'terms', version: '2026-01', acceptedAt: '2026-05-20T03:00:00.000Z' },
      { type: 'risk', version: '2026-01', acceptedAt: '2026-05-20T03:00:00.000Z' },
      { type: 'privacy', version: '2026-01', acceptedAt: '2026-05-20T03:00:00.000Z' },
    ],
  },
  holdings: [
    {
      code: 'KP-FIX',
      name: 'กองทุนฝึกหัดตราสารหนี้',
      riskLevel: 4,
      units: '290.0000',
      unitsPending: '0.0000',
      nav: '10.5000',
      navDate: '2026-11-20',
      value: '3045.00',
      cost: '3000.00',
      weight: '58.00',
      targetWeight: '60.00',
    },
    {
      code: 'KP-EQ',
      name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
      riskLevel: 6,
      units: '176.4000',
      unitsPending: '0.0000',
      nav: '12.5000',
      navDate: '2026-11-20',
      value: '2205.00',
      cost: '2000.00',
      weight: '42.00',
      targetWeight: '40.00',
    },
  ],
  pending: '0.00',
  timeWeightedReturn: '4.80',
  timeWeightedReturnYearly: null,
  requiredMonthly: '650.25',
  projection: projection(),
  history: [
    { date: '2026-06-30', value: '1010.00', invested: '1000.00' },
    { date: '2026-09-30', value: '3520.00', invested: '3500.00' },
    { date: '2026-11-20', value: '5250.00', invested: '5000.00' },
  ],
  drift: '2.00',
  rebalanceSuggested: false,
  savingsBalance: '8000.00',
  orderNavDate: '2026-11-25',
  orderSettlesAt: '2026-11-25T11:00:00.000Z',
  ...overrides,
})

export const detailReply = (
  overrides: { account?: Partial<AccountDetail>; plan?: Partial<Plan>; logs?: TransactionLog[] } = {},
): { data: MutualFundDetail } => ({
  data: {
    mutualFundAccountDetail: accountDetail(overrides.account),
    mutualFundPlanDetail: plan(overrides.plan),
    transactionLogs: page(overrides.logs ?? [transactionLog()]),
  },
})

export const fundOrder = (overrides: Partial<FundOrder> = {}): FundOrder => ({
  id: roboId(),
  side: 'buy',
  code: 'KP-EQ',
  name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
  status: 'pending',
  amount: '400.00',
  fee: '0.00',
  units: null,
  navDate: '2026-11-23',
  nav: null,
  placedAt: '2026-11-21T09:00:00.000Z',
  settlesAt: '2026-11-23T11:00:00.000Z',
  ...overrides,
})

export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: roboId(),
  accountId: '00000000-0000-4000-8000-0000000000aa',
  accountNumber: 'RB-000001',
  goalName: 'ทุนเรียนมหาวิทยาลัย',
  dueOn: '2026-12-05',
  status: 'coming',
  amount: '700.00',
  message: 'ถึงวันลงทุนสม่ำเสมอ ฿700.00',
  ...overrides,
})

export const newsItem = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  slug: 'what-is-dca',
  publishedOn: '2026-11-01',
  title: 'DCA คืออะไร ทำไมเหมาะกับมือใหม่',
  summary: 'ลงทุนเท่า ๆ กันทุกเดือน ไม่ต้องเดาจังหวะตลาด',
  body: ['การลงทุนแบบถัวเฉลี่ยต้นทุน (DCA) คือการลงทุนจำนวนเท่ากันทุกเดือน'],
  tags: ['DCA'],
  ...overrides,
})
