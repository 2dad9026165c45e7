/**
 * The Thai demo content loaded into an empty database (SEED_DEMO). Later features add their content here.
 * Amounts: koins in hundredths, skill points and exp in whole units; `daysAgo` places a move in the past.
 */
export const DEMO_PASSWORD = 'Klass-demo-2026'

export type DemoMove = {
  currency: 'koin' | 'skill' | 'exp'
  amount: number
  reason: string
  activity: string
  daysAgo: number
}

export type DemoMember = {
  email: string
  displayName: string
  firstName: string
  lastName: string
  birthDate: string
  type: 'GENERAL' | 'SKILL'
  klass: 'biz-master' | 'smart-society' | 'play-yard'
  education: string
  school: string
  province: string
  objectives: string[]
  /** users.roles beyond member: `editor` reviews members' posts (moderation queue). */
  roles?: string[]
  moves: DemoMove[]
}

export const demoMembers: DemoMember[] = [
  {
    email: 'demo@klass.test',
    displayName: 'มิ้นท์ ออมเก่ง',
    firstName: 'ปวีณ์ธิดา',
    lastName: 'ใจดี',
    birthDate: '2008-03-21',
    type: 'GENERAL',
    klass: 'smart-society',
    education: 'upper-secondary',
    school: 'โรงเรียนสตรีวิทยา',
    province: 'กรุงเทพมหานคร',
    objectives: ['saving', 'investing', 'digital-safety'],
    moves: [
      {
        currency: 'koin',
        amount: 50_00,
        reason: 'WELCOME_BONUS',
        activity: 'ของขวัญต้อนรับสมาชิกใหม่',
        daysAgo: 40,
      },
      { currency: 'exp', amount: 20, reason: 'WELCOME_BONUS', activity: 'เริ่มต้นเส้นทางการเงิน', daysAgo: 40 },
      {
        currency: 'koin',
        amount: 10_00,
        reason: 'QUIZ_DAILY',
        activity: 'ตอบควิซประจำวันถูก: ดอกเบี้ยทบต้นคืออะไร',
        daysAgo: 21,
      },
      { currency: 'skill', amount: 5, reason: 'QUIZ_DAILY', activity: 'ควิซประจำวัน', daysAgo: 21 },
      {
        currency: 'koin',
        amount: 12_50,
        reason: 'POST_ANSWER',
        activity: 'ตอบคำถามท้ายบทความ "ออมเงินวันละ 20 บาท"',
        daysAgo: 14,
      },
      { currency: 'exp', amount: 40, reason: 'POST_ANSWER', activity: 'อ่านบทความจบ', daysAgo: 14 },
      {
        currency: 'koin',
        amount: 25_00,
        reason: 'GAME_HANGMAN',
        activity: 'เกมทายคำศัพท์การเงิน ชนะ 3 รอบ',
        daysAgo: 9,
      },
      { currency: 'skill', amount: 10, reason: 'GAME_HANGMAN', activity: 'เกมทายคำศัพท์การเงิน', daysAgo: 9 },
      {
        currency: 'koin',
        amount: -30_00,
        reason: 'STORE_BUY',
        activity: 'แลกสติกเกอร์ LINE ชุด "ออมไปด้วยกัน"',
        daysAgo: 6,
      },
      {
        currency: 'koin',
        amount: 15_75,
        reason: 'QUIZ_MONTHLY',
        activity: 'ควิซประจำเดือน ได้ 7 จาก 10 ข้อ',
        daysAgo: 3,
      },
      { currency: 'skill', amount: 8, reason: 'QUIZ_MONTHLY', activity: 'ควิซประจำเดือน', daysAgo: 3 },
      { currency: 'exp', amount: 90, reason: 'QUIZ_MONTHLY', activity: 'ควิซประจำเดือน', daysAgo: 3 },
      {
        currency: 'koin',
        amount: 10_00,
        reason: 'QUIZ_DAILY',
        activity: 'ตอบควิซประจำวันถูก: เงินเฟ้อกับเงินออม',
        daysAgo: 1,
      },
    ],
  },
  {
    email: 'skill@klass.test',
    displayName: 'ต้น สายสกิล',
    firstName: 'ธนกฤต',
    lastName: 'มั่นคง',
    birthDate: '2006-11-02',
    type: 'SKILL',
    klass: 'biz-master',
    education: 'university',
    school: 'มหาวิทยาลัยเชียงใหม่',
    province: 'เชียงใหม่',
    objectives: ['first-income', 'investing', 'budgeting'],
    moves: [
      {
        currency: 'koin',
        amount: 50_00,
        reason: 'WELCOME_BONUS',
        activity: 'ของขวัญต้อนรับสมาชิกใหม่',
        daysAgo: 90,
      },
      { currency: 'exp', amount: 20, reason: 'WELCOME_BONUS', activity: 'เริ่มต้นเส้นทางการเงิน', daysAgo: 90 },
      {
        currency: 'koin',
        amount: 120_00,
        reason: 'QUIZ_FINAL',
        activity: 'สอบปลายภาค SUPERQUEST ผ่านเกณฑ์',
        daysAgo: 30,
      },
      { currency: 'skill', amount: 60, reason: 'QUIZ_FINAL', activity: 'สอบปลายภาค SUPERQUEST', daysAgo: 30 },
      { currency: 'exp', amount: 700, reason: 'QUIZ_FINAL', activity: 'สอบปลายภาค SUPERQUEST', daysAgo: 30 },
      {
        currency: 'koin',
        amount: 45_25,
        reason: 'GAME_CROSSWORD',
        activity: 'ครอสเวิร์ดการลงทุน ทำครบทุกช่อง',
        daysAgo: 12,
      },
      { currency: 'skill', amount: 25, reason: 'GAME_CROSSWORD', activity: 'ครอสเวิร์ดการลงทุน', daysAgo: 12 },
      { currency: 'exp', amount: 150, reason: 'GAME_CROSSWORD', activity: 'ครอสเวิร์ดการลงทุน', daysAgo: 12 },
    ],
  },
  {
    // The Klass team's editor: reviews members' new and reported posts through /v2/api/moderation.
    email: 'editor@klass.test',
    displayName: 'พี่แนน บรรณาธิการ',
    firstName: 'ณัฐณิชา',
    lastName: 'รักษ์ภาษา',
    birthDate: '1994-06-15',
    type: 'GENERAL',
    klass: 'smart-society',
    education: 'university',
    school: 'จุฬาลงกรณ์มหาวิทยาลัย',
    province: 'กรุงเทพมหานคร',
    objectives: ['digital-safety'],
    roles: ['member', 'editor'],
    moves: [
      {
        currency: 'koin',
        amount: 50_00,
        reason: 'WELCOME_BONUS',
        activity: 'ของขวัญต้อนรับสมาชิกใหม่',
        daysAgo: 120,
      },
    ],
  },
  {
    // The back office's administrator: every part of it, and the staff (demo/staff.ts).
    email: 'admin@klass.test',
    displayName: 'แอดมิน Klass',
    firstName: 'ธีรวัฒน์',
    lastName: 'มั่นคงดี',
    birthDate: '1990-02-20',
    type: 'GENERAL',
    klass: 'biz-master',
    education: 'university',
    school: 'มหาวิทยาลัยธรรมศาสตร์',
    province: 'กรุงเทพมหานคร',
    objectives: ['investing'],
    roles: ['member', 'admin'],
    moves: [
      {
        currency: 'koin',
        amount: 50_00,
        reason: 'WELCOME_BONUS',
        activity: 'ของขวัญต้อนรับสมาชิกใหม่',
        daysAgo: 120,
      },
    ],
  },
  {
    // The back office's campaign manager: missions, Krazy Days, the big prize, store items, events.
    email: 'campaign@klass.test',
    displayName: 'พี่โอ๊ต แคมเปญ',
    firstName: 'ภาคิน',
    lastName: 'สร้างสรรค์',
    birthDate: '1993-09-03',
    type: 'GENERAL',
    klass: 'play-yard',
    education: 'university',
    school: 'มหาวิทยาลัยเชียงใหม่',
    province: 'เชียงใหม่',
    objectives: ['saving'],
    roles: ['member', 'campaign'],
    moves: [
      {
        currency: 'koin',
        amount: 50_00,
        reason: 'WELCOME_BONUS',
        activity: 'ของขวัญต้อนรับสมาชิกใหม่',
        daysAgo: 120,
      },
    ],
  },
  {
    // The back office's member support: members, redemption orders and shipping.
    email: 'support@klass.test',
    displayName: 'พี่ฝน ดูแลสมาชิก',
    firstName: 'พิมพ์ชนก',
    lastName: 'ใจเย็น',
    birthDate: '1996-12-11',
    type: 'GENERAL',
    klass: 'smart-society',
    education: 'university',
    school: 'มหาวิทยาลัยขอนแก่น',
    province: 'ขอนแก่น',
    objectives: ['digital-safety'],
    roles: ['member', 'support'],
    moves: [
      {
        currency: 'koin',
        amount: 50_00,
        reason: 'WELCOME_BONUS',
        activity: 'ของขวัญต้อนรับสมาชิกใหม่',
        daysAgo: 120,
      },
    ],
  },
]
