import type { GiftMotif } from './economy-art'

/**
 * The demo SUPERQUEST season: the campaign runs from the start of last month to the end of the month after
 * next (Bangkok), with eight missions, premium gifts, a krazy day open on the day the demo database is made
 * and one announced a week later, rewards for the six member levels, and a big-prize draw.
 */
export const demoCampaign = {
  slug: 'superquest-season-3',
  title: 'SUPERQUEST ซีซั่น 3: ภารกิจพิชิตเป้าหมายการเงิน',
  subtitle: 'ทำภารกิจ สะสม koin ลุ้นของรางวัลพรีเมียม และ Big Prize ตลอด 4 เดือน',
  description: [
    'SUPERQUEST คือแคมเปญภารกิจของ Klass ที่ชวนให้เรียนรู้เรื่องเงินผ่านการลงมือทำจริง ตอบควิซ อ่านบทความ เล่นเกม และเข้าร่วมกิจกรรม',
    'เลือกเข้าร่วมภารกิจที่สนใจ ระบบจะนับความคืบหน้าจากสิ่งที่คุณทำหลังเข้าร่วม เมื่อทำครบตามเป้าหมายก็กดรับรางวัลได้ทันที',
    'อย่าพลาด Krazy Day วันพิเศษที่ของรางวัลพรีเมียมลดราคาเป็น koin จำนวนจำกัด และสมาชิกประเภท SKILL ยังใช้ skill point แลกสิทธิ์ลุ้น Big Prize ได้อีกด้วย',
  ],
  motif: 'rocket' as GiftMotif,
  /** Months relative to the month the demo database is made. */
  startMonthOffset: -1,
  endMonthOffset: 3,
  rules: [
    {
      heading: 'ผู้มีสิทธิ์ร่วมกิจกรรม',
      body: [
        'สมาชิก Klass ทุกคนที่ยืนยันอีเมลและกรอกข้อมูลโปรไฟล์ครบถ้วน',
        'หนึ่งคนใช้ได้หนึ่งบัญชี หากพบการสมัครหลายบัญชีเพื่อรับรางวัลซ้ำ ทีมงานขอสงวนสิทธิ์ระงับรางวัลทั้งหมด',
      ],
    },
    {
      heading: 'การเข้าร่วมและนับความคืบหน้าภารกิจ',
      body: [
        'กด "เข้าร่วมภารกิจ" ก่อนเริ่มทำ ระบบนับเฉพาะสิ่งที่ทำหลังเข้าร่วมและอยู่ในช่วงวันของภารกิจนั้น',
        'ภารกิจที่ระบุว่า "ไม่ซ้ำ" เช่น อ่านบทความ 5 เรื่อง จะนับเฉพาะบทความที่ต่างกัน',
        'การลงทะเบียนกิจกรรมที่ยกเลิกภายหลังจะไม่ถูกนับเป็นความคืบหน้า',
      ],
    },
    {
      heading: 'การรับรางวัล',
      body: [
        'ภารกิจที่สำเร็จรับรางวัลได้ครั้งเดียว เป็น koin ซึ่งเข้าบัญชีทันที หรือของรางวัลพรีเมียมซึ่งจัดส่งตามที่อยู่ที่กรอก',
        'ของรางวัลพรีเมียมมีจำนวนจำกัด หมดแล้วหมดเลย ติดตามสถานะและเลขพัสดุได้ที่ประวัติของรางวัลพรีเมียมในหน้าโปรไฟล์',
        'รางวัลไม่สามารถแลกเปลี่ยนเป็นเงินสดหรือโอนให้ผู้อื่นได้',
      ],
    },
    {
      heading: 'Krazy Day',
      body: [
        'Krazy Day เปิดให้แลกตามวันและเวลาที่ประกาศ (เวลาประเทศไทย) ของรางวัลแต่ละรายการมีจำนวนจำกัด',
        'แลกได้คนละ 1 ชิ้นต่อรายการ ใช้ koin ตามราคาพิเศษของวันนั้น',
      ],
    },
    {
      heading: 'เลเวลและ Big Prize',
      body: [
        'เลเวลคำนวณจาก exp ที่สะสม เมื่อถึงเลเวลใหม่กดรับ koin ประจำเลเวลได้ครั้งเดียว และแลกของรางวัลประจำเลเวล (ถ้ามี) ได้ครั้งเดียว',
        'สิทธิ์ลุ้น Big Prize แลกได้เฉพาะสมาชิกประเภท SKILL ด้วย skill point จำกัดจำนวนสิทธิ์ต่อคน ประกาศผลตามวันที่กำหนด',
      ],
    },
    {
      heading: 'เงื่อนไขอื่น ๆ',
      body: [
        'ทีมงานขอสงวนสิทธิ์เปลี่ยนแปลงของรางวัลเป็นของที่มีมูลค่าใกล้เคียงกันในกรณีที่สินค้าขาดตลาด',
        'การตัดสินของทีมงานถือเป็นที่สิ้นสุด ติดต่อสอบถามได้ทางช่องทาง LINE ของ Klass',
      ],
    },
  ],
}

export type DemoGift = {
  slug: string
  name: string
  description: string
  motif: GiftMotif
  stockTotal: number
  /** Pieces already sent out. */
  given: number
}

export const demoGifts: DemoGift[] = [
  {
    slug: 'sq-piggy-bank',
    name: 'กระปุกออมสินใส SUPERQUEST',
    description: 'กระปุกออมสินอะคริลิกใส มองเห็นเงินเก็บเพิ่มขึ้นทุกวัน พร้อมสติกเกอร์ติดเป้าหมาย',
    motif: 'piggy',
    stockTotal: 60,
    given: 12,
  },
  {
    slug: 'sq-planner-2570',
    name: 'สมุดวางแผนการเงิน 2570',
    description: 'แพลนเนอร์รายเดือนสำหรับปี 2570 มีหน้าตั้งเป้าหมาย งบรายเดือน และสรุปเงินออม',
    motif: 'notebook',
    stockTotal: 80,
    given: 20,
  },
  {
    slug: 'sq-keychain',
    name: 'พวงกุญแจ SUPERQUEST',
    description: 'พวงกุญแจโลหะรูปจรวด สัญลักษณ์ของผู้ที่ไปถึงเลเวล 2',
    motif: 'keychain',
    stockTotal: 200,
    given: 64,
  },
  {
    slug: 'sq-tote',
    name: 'กระเป๋าผ้า SUPERQUEST',
    description: 'กระเป๋าผ้าแคนวาสสีครีม พิมพ์ลายภารกิจ SUPERQUEST ซีซั่น 3',
    motif: 'tote',
    stockTotal: 150,
    given: 31,
  },
  {
    slug: 'sq-bottle',
    name: 'ขวดน้ำสแตนเลส SUPERQUEST',
    description: 'ขวดน้ำสแตนเลสเก็บความเย็น 500 มล. พกไปเรียนได้ทุกวัน',
    motif: 'bottle',
    stockTotal: 100,
    given: 14,
  },
  {
    slug: 'sq-tshirt',
    name: 'เสื้อยืด SUPERQUEST ซีซั่น 3',
    description: 'เสื้อยืดคอตตอน 100% ลายจรวดเหรียญ koin สำหรับผู้ที่ไปถึงเลเวล 5',
    motif: 'tshirt',
    stockTotal: 60,
    given: 4,
  },
  {
    slug: 'sq-speaker',
    name: 'ลำโพงบลูทูธ SUPERQUEST',
    description: 'ลำโพงบลูทูธกันน้ำ รางวัลสำหรับซูเปอร์ฮีโร่การเงินเลเวล 6',
    motif: 'speaker',
    stockTotal: 20,
    given: 1,
  },
  {
    slug: 'sq-headphones',
    name: 'หูฟังไร้สาย SUPERQUEST',
    description: 'หูฟังบลูทูธแบบครอบหู ฟังพอดแคสต์การเงินได้ทั้งวัน',
    motif: 'headphones',
    stockTotal: 10,
    given: 0,
  },
  {
    slug: 'sq-powerbank',
    name: 'พาวเวอร์แบงก์ SUPERQUEST',
    description: 'แบตสำรอง 10,000 mAh ลาย SUPERQUEST ชาร์จมือถือได้ราว 2 รอบ',
    motif: 'powerbank',
    stockTotal: 15,
    given: 0,
  },
  {
    slug: 'sq-cap',
    name: 'หมวกแก๊ป SUPERQUEST',
    description: 'หมวกแก๊ปผ้าฝ้าย ปักโลโก้ SUPERQUEST ปรับขนาดได้',
    motif: 'cap',
    stockTotal: 40,
    given: 0,
  },
]

/**
 * Missions: `action` is a member-activity kind (apps/api/src/lib/activity.ts). Without `month` a mission runs
 * the whole campaign; month 0 is the month the demo database is made, 1 the next.
 */
export type DemoMission = {
  title: string
  description: string
  action: string
  target: number
  countDistinct: boolean
  unit: string
  link: string
  month?: number
  rewardKoin: number | null
  rewardGift: string | null
}

export const demoMissions: DemoMission[] = [
  {
    title: 'ตอบควิซประจำวัน 10 วัน',
    description: 'ตอบควิซประจำวันให้ครบ 10 วัน ความรู้การเงินวันละนิดจะกลายเป็นนิสัย',
    action: 'quiz.daily.answered',
    target: 10,
    countDistinct: true,
    unit: 'วัน',
    link: '/quiz/daily',
    rewardKoin: 30_00,
    rewardGift: null,
  },
  {
    title: 'อ่านบทความ 5 เรื่องไม่ซ้ำกัน',
    description: 'อ่านบทความความรู้การเงินใน Klass ให้ครบ 5 เรื่อง เรื่องไหนก็ได้ที่สนใจ',
    action: 'post.read',
    target: 5,
    countDistinct: true,
    unit: 'บทความ',
    link: '/club/hit',
    rewardKoin: 15_00,
    rewardGift: null,
  },
  {
    title: 'เล่นเกมทายคำศัพท์การเงิน 3 ครั้ง',
    description: 'เล่นเกมทายศัพท์การเงิน (Hangman) 3 ครั้ง ฝึกจำศัพท์อย่างดอกเบี้ย เงินเฟ้อ และสินทรัพย์',
    action: 'game.hangman.played',
    target: 3,
    countDistinct: false,
    unit: 'ครั้ง',
    link: '/games/hangman',
    rewardKoin: 10_00,
    rewardGift: null,
  },
  {
    title: 'เข้าร่วมกิจกรรม Klass 1 งาน',
    description: 'ลงทะเบียนกิจกรรมออนไลน์หรือออนไซต์ของ Klass อย่างน้อย 1 งาน รับกระปุกออมสินใสส่งถึงบ้าน',
    action: 'event.joined',
    target: 1,
    countDistinct: true,
    unit: 'งาน',
    link: '/events',
    rewardKoin: null,
    rewardGift: 'sq-piggy-bank',
  },
  {
    title: 'แลกของรางวัลในร้านค้า 1 ครั้ง',
    description: 'ลองใช้ koin ที่สะสมแลกของรางวัลในร้านค้า Klass สักชิ้น',
    action: 'store.bought',
    target: 1,
    countDistinct: false,
    unit: 'ครั้ง',
    link: '/store',
    rewardKoin: 5_00,
    rewardGift: null,
  },
  {
    title: 'ฝากเงินฝึกหัดครั้งแรก',
    description:
      'เปิดบัญชีเงินฝากประจำหรือทวีทรัพย์ในธนาคารฝึกหัดของ Klass สักบัญชี ดูให้เห็นกับตาว่าดอกเบี้ยงอกเงยอย่างไร (ใช้เงินฝึกหัด ไม่ใช่เงินจริง)',
    action: 'bank.deposited',
    target: 1,
    countDistinct: false,
    unit: 'บัญชี',
    link: '/bank/saving',
    rewardKoin: 15_00,
    rewardGift: null,
  },
  {
    title: 'ลงทุนกองทุนฝึกหัดครั้งแรก',
    description:
      'เลือกกองทุนฝึกหัดที่ระดับความเสี่ยงเหมาะกับตัวเอง แล้วส่งคำสั่งซื้อครั้งแรก เรียนรู้เรื่อง NAV และเวลาตัดรอบ (ใช้เงินฝึกหัด ไม่ใช่เงินจริง)',
    action: 'bank.fund.bought',
    target: 1,
    countDistinct: false,
    unit: 'ครั้ง',
    link: '/bank/fund',
    rewardKoin: 15_00,
    rewardGift: null,
  },
  {
    title: 'ตอบควิซประจำเดือนของเดือนนี้',
    description: 'ภารกิจพิเศษประจำเดือน: ตอบควิซประจำเดือนให้ครบ 1 ครั้งภายในเดือนนี้',
    action: 'quiz.monthly.answered',
    target: 1,
    countDistinct: false,
    unit: 'ครั้ง',
    link: '/quiz/month',
    month: 0,
    rewardKoin: 20_00,
    rewardGift: null,
  },
  {
    title: 'ดูวิดีโอความรู้การเงิน 3 คลิป',
    description: 'ภารกิจพิเศษเดือนหน้า: ดูวิดีโอความรู้การเงินใน Klass ให้ครบ 3 คลิปไม่ซ้ำกัน',
    action: 'video.viewed',
    target: 3,
    countDistinct: true,
    unit: 'คลิป',
    link: '/video-page',
    month: 1,
    rewardKoin: 10_00,
    rewardGift: null,
  },
  {
    title: 'สรุปบทความด้วยคำพูดของตัวเอง 2 เรื่อง',
    description: 'ภารกิจพิเศษเดือนหน้า: เขียนสรุปบทความ 2 เรื่องไม่ซ้ำกัน เลือกรับ koin หรือสมุดวางแผนการเงิน 2570',
    action: 'post.summarized',
    target: 2,
    countDistinct: true,
    unit: 'บทความ',
    link: '/club/hit',
    month: 1,
    rewardKoin: 25_00,
    rewardGift: 'sq-planner-2570',
  },
]

/** The demo member's missions: joined `daysAgo`; their sticker purchase and event seat complete two. */
export const demoMissionJoins = [
  { email: 'demo@klass.test', mission: 'แลกของรางวัลในร้านค้า 1 ครั้ง', daysAgo: 10 },
  { email: 'demo@klass.test', mission: 'เข้าร่วมกิจกรรม Klass 1 งาน', daysAgo: 5 },
  { email: 'demo@klass.test', mission: 'ตอบควิซประจำวัน 10 วัน', daysAgo: 4 },
  { email: 'skill@klass.test', mission: 'อ่านบทความ 5 เรื่องไม่ซ้ำกัน', daysAgo: 20 },
]

/**
 * Krazy days: one open from 00:00 Bangkok of the day the demo database is made until the end of the next
 * day (so the demo still has it open when it is tried just after midnight), one announced a week later
 * opening at 12:00. Prices in koin hundredths.
 */
export type DemoKrazyDay = {
  title: string
  description: string
  daysAhead: number
  opens: string
  /** Closing day, counted like `daysAhead` (the opening day when absent). */
  closesDaysAhead?: number
  closes: string
  items: { gift: string; price: number; normalPrice: number; stockTotal: number; taken: number }[]
}

export const demoKrazyDays: DemoKrazyDay[] = [
  {
    title: 'Krazy Day ลดกระหน่ำกลางเดือน',
    description: 'ของรางวัลพรีเมียมราคา koin พิเศษ 2 วันถึงเที่ยงคืนพรุ่งนี้ จำนวนจำกัด คนละ 1 ชิ้นต่อรายการ',
    daysAhead: 0,
    opens: '00:00',
    closesDaysAhead: 1,
    closes: '23:59',
    items: [
      { gift: 'sq-headphones', price: 199_00, normalPrice: 1200_00, stockTotal: 5, taken: 3 },
      { gift: 'sq-powerbank', price: 99_00, normalPrice: 650_00, stockTotal: 8, taken: 2 },
      { gift: 'sq-cap', price: 49_00, normalPrice: 300_00, stockTotal: 20, taken: 6 },
      { gift: 'sq-piggy-bank', price: 9_00, normalPrice: 120_00, stockTotal: 30, taken: 11 },
    ],
  },
  {
    title: 'Krazy Day ต้อนรับเดือนใหม่',
    description: 'เปิดแลกเที่ยงตรง ของรางวัลพรีเมียมราคาพิเศษ ตั้งนาฬิการอไว้เลย',
    daysAhead: 7,
    opens: '12:00',
    closes: '23:59',
    items: [
      { gift: 'sq-bottle', price: 39_00, normalPrice: 250_00, stockTotal: 15, taken: 0 },
      { gift: 'sq-tote', price: 19_00, normalPrice: 150_00, stockTotal: 25, taken: 0 },
      { gift: 'sq-speaker', price: 299_00, normalPrice: 900_00, stockTotal: 3, taken: 0 },
    ],
  },
]

/** Rewards for the six member levels of packages/contract/src/levels.ts. */
export const demoLevelRewards = [
  { level: 1, description: 'ก้าวแรกของเส้นทางการเงิน รับ koin ต้อนรับไปเริ่มภารกิจ', rewardKoin: 5_00, gift: null },
  {
    level: 2,
    description: 'เริ่มออมเป็นนิสัย รับ koin และพวงกุญแจ SUPERQUEST',
    rewardKoin: 10_00,
    gift: 'sq-keychain',
  },
  {
    level: 3,
    description: 'วางแผนการเงินเป็น รับ koin และกระเป๋าผ้า SUPERQUEST',
    rewardKoin: 20_00,
    gift: 'sq-tote',
  },
  {
    level: 4,
    description: 'ก้าวสู่นักลงทุนรุ่นเยาว์ รับ koin และขวดน้ำ SUPERQUEST',
    rewardKoin: 40_00,
    gift: 'sq-bottle',
  },
  { level: 5, description: 'ผู้เชี่ยวชาญการเงิน รับ koin และเสื้อยืดซีซั่น 3', rewardKoin: 80_00, gift: 'sq-tshirt' },
  { level: 6, description: 'ซูเปอร์ฮีโร่การเงิน รับ koin และลำโพงบลูทูธ', rewardKoin: 150_00, gift: 'sq-speaker' },
]

/** Level gifts already on their way to the demo members (premium gift history). */
export const demoLevelShipments = [
  { email: 'demo@klass.test', level: 2, daysAgo: 2, status: 'shipped' as const },
  { email: 'skill@klass.test', level: 2, daysAgo: 25, status: 'delivered' as const },
  { email: 'skill@klass.test', level: 3, daysAgo: 25, status: 'delivered' as const },
]

export const demoBigPrize = {
  name: 'แท็บเล็ตพร้อมทุนการศึกษา 5,000 บาท',
  description: [
    'รางวัลใหญ่ประจำ SUPERQUEST ซีซั่น 3: แท็บเล็ตสำหรับเรียนออนไลน์ 1 เครื่อง พร้อมทุนการศึกษา 5,000 บาท โอนเข้าบัญชีออมทรัพย์ของผู้โชคดี',
    'สมาชิกประเภท SKILL ใช้ skill point แลกสิทธิ์ลุ้นได้ สิทธิ์ละ 10 คะแนน ยิ่งมีหลายสิทธิ์ยิ่งมีโอกาสมาก',
    'จับรางวัลเมื่อแคมเปญสิ้นสุด ประกาศผลทางหน้า SUPERQUEST และแจ้งผู้โชคดีทางอีเมล',
  ],
  motif: 'tablet' as GiftMotif,
  entryCost: 10,
  maxEntriesPerMember: 20,
  /**
   * The demo draw's secret seed, kept by the demo campaign staff: its SHA-256 is published a day before
   * entries open (docs/decisions/041-verifiable-big-prize-draw.md), so the demo prize opens and can be drawn.
   */
  seed: 'klass-demo-superquest-season-3-big-prize-seed-2f9c41d7',
}
