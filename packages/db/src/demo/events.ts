import type { GiftMotif } from './economy-art'

/**
 * Ten demo events over the coming months. Times are Bangkok wall-clock on the day `daysAhead` after the
 * demo database is made; prices in koin hundredths (0 is free). `seatsTaken` seats are already gone: the
 * first workshop is nearly full.
 */
export type DemoEvent = {
  slug: string
  title: string
  summary: string
  description: string[]
  agenda: { time: string; title: string }[]
  organizer: string
  motif: GiftMotif
  placeType: 'onsite' | 'online'
  venue: string
  province: string | null
  onlineUrl: string | null
  daysAhead: number
  /** Bangkok time, HH:MM. */
  starts: string
  ends: string
  seats: number
  seatsTaken: number
  price: number
  voucherAccepted: boolean
}

export const demoEvents: DemoEvent[] = [
  {
    slug: 'saving-workshop-for-teens',
    title: 'เวิร์กช็อปออมเงินฉบับเด็กมัธยม: ตั้งเป้า เก็บจริง ใช้เป็น',
    summary: 'ลงมือทำแผนออมเงิน 3 เดือนของตัวเอง พร้อมเทคนิคแบ่งเงินค่าขนมที่ใช้ได้จริง',
    description: [
      'เวิร์กช็อป 3 ชั่วโมงสำหรับนักเรียนมัธยม เริ่มจากสำรวจว่าเงินค่าขนมแต่ละสัปดาห์หายไปไหน แล้วตั้งเป้าหมายการออมที่วัดผลได้',
      'ทุกคนจะได้ทำแผนออมเงิน 3 เดือนของตัวเองกลับบ้าน พร้อมฝึกแบ่งเงินด้วยสูตร 50/30/20 ฉบับปรับให้เหมาะกับนักเรียน',
      'นำสมุดหรือมือถือมาด้วย ไม่ต้องมีพื้นฐานการเงินมาก่อน',
    ],
    agenda: [
      { time: '13:00', title: 'ลงทะเบียนและเกมละลายพฤติกรรม "เงินฉันหายไปไหน"' },
      { time: '13:30', title: 'ตั้งเป้าหมายการออมแบบ SMART' },
      { time: '14:30', title: 'ฝึกแบ่งเงินค่าขนมด้วยสูตร 50/30/20' },
      { time: '15:30', title: 'ทำแผนออม 3 เดือนและแชร์กับเพื่อน' },
    ],
    organizer: 'ทีม Klass ร่วมกับธนาคารพันธมิตร',
    motif: 'piggy',
    placeType: 'onsite',
    venue: 'อุทยานการเรียนรู้ TK park ชั้น 8 ศูนย์การค้าเซ็นทรัลเวิลด์',
    province: 'กรุงเทพมหานคร',
    onlineUrl: null,
    daysAhead: 5,
    starts: '13:00',
    ends: '16:00',
    seats: 40,
    seatsTaken: 38,
    price: 30_00,
    voucherAccepted: true,
  },
  {
    slug: 'klass-live-inflation',
    title: 'Klass Live: เงินเฟ้อคืออะไร ทำไมเงินร้อยบาทซื้อของได้น้อยลง',
    summary: 'ไลฟ์สั้น 90 นาที เข้าใจเงินเฟ้อจากราคาก๋วยเตี๋ยวชามโปรด',
    description: [
      'ทำไมก๋วยเตี๋ยวชามละ 40 บาทเมื่อไม่กี่ปีก่อนถึงขึ้นเป็น 50 บาท ไลฟ์นี้อธิบายเงินเฟ้อด้วยตัวอย่างใกล้ตัว',
      'เรียนรู้ว่าเงินเฟ้อกระทบเงินออมอย่างไร และทำไมการออมในบัญชีที่ได้ดอกเบี้ยหรือการลงทุนระยะยาวจึงสำคัญ',
      'ถามคำถามสดในช่องแชตได้ตลอดไลฟ์ ลิงก์เข้าห้องจะแสดงหลังลงทะเบียน',
    ],
    agenda: [
      { time: '19:00', title: 'เงินเฟ้อคืออะไร วัดจากอะไร' },
      { time: '19:30', title: 'เงินเฟ้อกับเงินในกระปุกและบัญชีออมทรัพย์' },
      { time: '20:00', title: 'ถาม-ตอบสด' },
    ],
    organizer: 'ทีม Klass',
    motif: 'laptop',
    placeType: 'online',
    venue: 'ไลฟ์ออนไลน์ผ่าน Zoom และ YouTube',
    province: null,
    onlineUrl: 'https://zoom.us/j/81234567890',
    daysAhead: 12,
    starts: '19:00',
    ends: '20:30',
    seats: 500,
    seatsTaken: 212,
    price: 0,
    voucherAccepted: false,
  },
  {
    slug: 'mutual-funds-101',
    title: 'กองทุนรวม 101 สำหรับมือใหม่อายุ 18 ปีขึ้นไป',
    summary: 'รู้จักกองทุนรวมแต่ละประเภท ค่าธรรมเนียม และความเสี่ยง ก่อนลงทุนครั้งแรก',
    description: [
      'กองทุนรวมคือการรวมเงินของผู้ลงทุนหลายคนให้ผู้จัดการกองทุนมืออาชีพนำไปลงทุน ไลฟ์นี้อธิบายตั้งแต่กองทุนตลาดเงิน กองทุนตราสารหนี้ ไปจนถึงกองทุนหุ้น',
      'เรียนรู้วิธีอ่านหนังสือชี้ชวน (fund fact sheet) ค่าธรรมเนียม และระดับความเสี่ยง 1–8 พร้อมแนวคิดการลงทุนแบบถัวเฉลี่ย (DCA)',
      'การลงทุนมีความเสี่ยง ผู้ลงทุนควรศึกษาข้อมูลก่อนตัดสินใจลงทุน',
    ],
    agenda: [
      { time: '19:00', title: 'กองทุนรวมทำงานอย่างไร' },
      { time: '19:30', title: 'อ่าน fund fact sheet และระดับความเสี่ยง' },
      { time: '20:00', title: 'DCA และการเริ่มต้นด้วยเงินน้อย' },
    ],
    organizer: 'ทีม Klass ร่วมกับธนาคารพันธมิตร',
    motif: 'bank',
    placeType: 'online',
    venue: 'ไลฟ์ออนไลน์ผ่าน Zoom',
    province: null,
    onlineUrl: 'https://zoom.us/j/82345678901',
    daysAhead: 19,
    starts: '19:00',
    ends: '20:30',
    seats: 300,
    seatsTaken: 87,
    price: 20_00,
    voucherAccepted: true,
  },
  {
    slug: 'biz-master-camp-chiang-mai',
    title: 'ค่ายนักธุรกิจรุ่นเยาว์ Biz Master Camp',
    summary: 'หนึ่งวันเต็มกับการคิดไอเดีย ทำต้นทุน ตั้งราคา และนำเสนอธุรกิจเล็ก ๆ ของตัวเอง',
    description: [
      'ค่ายหนึ่งวันสำหรับสมาชิกสาย Biz Master แบ่งทีมคิดธุรกิจเล็ก ๆ ที่ทำได้จริง เช่น ขายขนมหรือรับทำกราฟิก',
      'ฝึกคำนวณต้นทุนต่อชิ้น ตั้งราคา หาจุดคุ้มทุน และนำเสนอให้กรรมการจากธนาคารพันธมิตรให้คำแนะนำ',
      'มีอาหารกลางวันและอาหารว่างให้ ผู้เข้าร่วมอายุต่ำกว่า 18 ปีต้องมีหนังสืออนุญาตจากผู้ปกครอง',
    ],
    agenda: [
      { time: '09:00', title: 'ลงทะเบียนและจับกลุ่ม' },
      { time: '09:30', title: 'หาไอเดียธุรกิจจากปัญหาใกล้ตัว' },
      { time: '11:00', title: 'ต้นทุน ราคา และจุดคุ้มทุน' },
      { time: '13:00', title: 'ทำแผนธุรกิจหน้าเดียว' },
      { time: '15:00', title: 'นำเสนอและรับคำแนะนำ' },
    ],
    organizer: 'ทีม Klass ร่วมกับคณะบริหารธุรกิจ มหาวิทยาลัยเชียงใหม่',
    motif: 'rocket',
    placeType: 'onsite',
    venue: 'คณะบริหารธุรกิจ มหาวิทยาลัยเชียงใหม่',
    province: 'เชียงใหม่',
    onlineUrl: null,
    daysAhead: 26,
    starts: '09:00',
    ends: '16:30',
    seats: 60,
    seatsTaken: 23,
    price: 50_00,
    voucherAccepted: true,
  },
  {
    slug: 'scam-awareness-live',
    title: 'รู้ทันมิจฉาชีพออนไลน์: SMS ลิงก์ปลอม แอปดูดเงิน และบัญชีม้า',
    summary: 'สังเกตกลโกงที่เจอบ่อย และรู้ว่าต้องทำอะไรทันทีเมื่อโดนหลอก',
    description: [
      'มิจฉาชีพมักส่ง SMS หรือข้อความพร้อมลิงก์ปลอม ชวนติดตั้งแอปที่ควบคุมมือถือ หรือชวนรับจ้างเปิดบัญชี ไลฟ์นี้พาดูตัวอย่างจริงและวิธีสังเกต',
      'การรับจ้างเปิดหรือให้ผู้อื่นใช้บัญชีธนาคาร (บัญชีม้า) มีความผิดตามกฎหมาย แม้จะไม่ได้เป็นผู้หลอกเอง',
      'เรียนรู้ขั้นตอนเมื่อถูกหลอก: ติดต่อธนาคารเพื่อระงับบัญชีทันที และแจ้งความออนไลน์ผ่านเว็บไซต์ thaipoliceonline.go.th หรือโทรสายด่วน 1441',
    ],
    agenda: [
      { time: '19:00', title: 'กลโกงยอดฮิตและวิธีสังเกต' },
      { time: '19:30', title: 'บัญชีม้าคืออะไร ทำไมห้ามรับจ้างเปิดบัญชี' },
      { time: '19:45', title: 'โดนหลอกแล้วต้องทำอะไร' },
    ],
    organizer: 'ทีม Klass',
    motif: 'shield',
    placeType: 'online',
    venue: 'ไลฟ์ออนไลน์ผ่าน YouTube',
    province: null,
    onlineUrl: 'https://www.youtube.com/live/klass-scam-awareness',
    daysAhead: 33,
    starts: '19:00',
    ends: '20:00',
    seats: 500,
    seatsTaken: 140,
    price: 0,
    voucherAccepted: false,
  },
  {
    slug: 'bank-of-thailand-museum-tour',
    title: 'ทัวร์พิพิธภัณฑ์ธนาคารแห่งประเทศไทย วังบางขุนพรหม',
    summary: 'ชมเงินตราไทยตั้งแต่เงินพดด้วงถึงธนบัตรปัจจุบัน พร้อมวิทยากรนำชม',
    description: [
      'พิพิธภัณฑ์ธนาคารแห่งประเทศไทยตั้งอยู่ในวังบางขุนพรหม จัดแสดงประวัติเงินตราไทย ตั้งแต่เงินพดด้วง เงินกำไล จนถึงธนบัตรรุ่นต่าง ๆ',
      'วิทยากรจะเล่าว่าเงินเปลี่ยนรูปแบบไปอย่างไร และทำไมธนบัตรจึงมีลักษณะป้องกันการปลอมแปลง',
      'นัดพบที่หน้าทางเข้าพิพิธภัณฑ์ แต่งกายสุภาพ',
    ],
    agenda: [
      { time: '10:00', title: 'พบกันที่ทางเข้าพิพิธภัณฑ์' },
      { time: '10:15', title: 'ชมห้องจัดแสดงประวัติเงินตราไทย' },
      { time: '11:30', title: 'กิจกรรมสังเกตจุดป้องกันการปลอมแปลงธนบัตร' },
    ],
    organizer: 'ทีม Klass',
    motif: 'bank',
    placeType: 'onsite',
    venue: 'พิพิธภัณฑ์ธนาคารแห่งประเทศไทย วังบางขุนพรหม ถนนสามเสน',
    province: 'กรุงเทพมหานคร',
    onlineUrl: null,
    daysAhead: 40,
    starts: '10:00',
    ends: '12:00',
    seats: 30,
    seatsTaken: 9,
    price: 20_00,
    voucherAccepted: true,
  },
  {
    slug: 'smart-society-talk',
    title: 'Smart Society Talk: ใช้เงินอย่างมีความสุขและช่วยคนรอบตัว',
    summary: 'วงคุยเรื่องการใช้เงินอย่างรู้คุณค่า การให้ และการรวมกลุ่มทำสิ่งดี ๆ',
    description: [
      'วงคุยสำหรับสมาชิกสาย Smart Society ว่าด้วยการใช้เงินตามคุณค่าที่เราให้ความสำคัญ การบริจาคอย่างรู้ที่มาที่ไป และการระดมทุนทำโครงการเพื่อชุมชน',
      'พบกับรุ่นพี่ที่ทำโครงการเพื่อสังคมตั้งแต่สมัยเรียน และร่วมคิดโครงการเล็ก ๆ ที่ทำได้ในโรงเรียน',
    ],
    agenda: [
      { time: '14:00', title: 'ใช้เงินตามคุณค่า: เราอยากให้เงินทำงานเพื่ออะไร' },
      { time: '14:45', title: 'เรื่องเล่าจากรุ่นพี่นักทำโครงการ' },
      { time: '15:30', title: 'ระดมไอเดียโครงการในโรงเรียน' },
    ],
    organizer: 'ทีม Klass',
    motif: 'mic',
    placeType: 'onsite',
    venue: 'หอศิลปวัฒนธรรมแห่งกรุงเทพมหานคร (BACC)',
    province: 'กรุงเทพมหานคร',
    onlineUrl: null,
    daysAhead: 54,
    starts: '14:00',
    ends: '16:00',
    seats: 80,
    seatsTaken: 15,
    price: 0,
    voucherAccepted: false,
  },
  {
    slug: 'budget-app-workshop',
    title: 'ฝึกทำบัญชีรายรับรายจ่ายด้วยแอปมือถือ',
    summary: 'ตั้งหมวดรายจ่าย บันทึกให้เป็นนิสัย และอ่านสรุปรายเดือนให้เป็น',
    description: [
      'เวิร์กช็อปออนไลน์ที่ทุกคนลงมือทำบนมือถือของตัวเอง: ตั้งหมวดรายจ่าย ตั้งงบรายเดือน และบันทึกรายการจริงของสัปดาห์ที่ผ่านมา',
      'เรียนรู้วิธีอ่านกราฟสรุปรายเดือนเพื่อหาว่ารายจ่ายไหนลดได้ และย้ายส่วนที่ประหยัดได้ไปเป็นเงินออม',
    ],
    agenda: [
      { time: '19:00', title: 'ตั้งหมวดรายจ่ายให้เหมาะกับตัวเอง' },
      { time: '19:30', title: 'บันทึกรายการจริงด้วยกัน' },
      { time: '20:00', title: 'อ่านสรุปรายเดือนและตั้งเป้าเดือนหน้า' },
    ],
    organizer: 'ทีม Klass',
    motif: 'calculator',
    placeType: 'online',
    venue: 'เวิร์กช็อปออนไลน์ผ่าน Zoom',
    province: null,
    onlineUrl: 'https://zoom.us/j/83456789012',
    daysAhead: 68,
    starts: '19:00',
    ends: '20:30',
    seats: 200,
    seatsTaken: 31,
    price: 20_00,
    voucherAccepted: true,
  },
  {
    slug: 'play-yard-money-board-games',
    title: 'Play Yard Game Day: บอร์ดเกมการเงิน',
    summary: 'เล่นบอร์ดเกมจำลองชีวิตการเงิน ตั้งแต่เงินเดือนแรกถึงการลงทุน',
    description: [
      'บ่ายสนุก ๆ สำหรับสมาชิกสาย Play Yard กับบอร์ดเกมที่จำลองการหารายได้ ใช้จ่าย ออม และลงทุน',
      'ทุกโต๊ะมีพี่เลี้ยงช่วยสรุปบทเรียนหลังเกม: ทำไมเงินฉุกเฉินจึงช่วยให้รอดจากเหตุไม่คาดฝัน และทำไมการกระจายความเสี่ยงจึงสำคัญ',
    ],
    agenda: [
      { time: '13:00', title: 'ลงทะเบียนและแนะนำกติกา' },
      { time: '13:30', title: 'เกมรอบที่ 1: เงินเดือนแรก' },
      { time: '15:00', title: 'เกมรอบที่ 2: นักลงทุนมือใหม่' },
      { time: '16:30', title: 'สรุปบทเรียนจากเกม' },
    ],
    organizer: 'ทีม Klass ร่วมกับคณะเศรษฐศาสตร์ มหาวิทยาลัยขอนแก่น',
    motif: 'boardgame',
    placeType: 'onsite',
    venue: 'คณะเศรษฐศาสตร์ มหาวิทยาลัยขอนแก่น',
    province: 'ขอนแก่น',
    onlineUrl: null,
    daysAhead: 82,
    starts: '13:00',
    ends: '17:00',
    seats: 50,
    seatsTaken: 6,
    price: 30_00,
    voucherAccepted: true,
  },
  {
    slug: 'greenery-secondhand-market',
    title: 'Greenery Market: ขายของมือสองอย่างไรให้ได้กำไรและรักษ์โลก',
    summary: 'เปิดแผงขายของมือสอง ฝึกตั้งราคา ทำบัญชีร้าน และลดขยะไปพร้อมกัน',
    description: [
      'ตลาดนัดของมือสองสำหรับสมาชิกสาย Greenery นำเสื้อผ้า หนังสือ หรือของใช้ที่ยังดีมาขาย ฝึกตั้งราคาให้ขายได้และคุ้มค่า',
      'ช่วงเช้ามีเวิร์กช็อปสั้น ๆ เรื่องการคิดต้นทุน ตั้งราคา และจดบัญชีรายรับของแผง',
      'สมาชิกที่ต้องการเปิดแผง กรุณาลงทะเบียนและเตรียมของมาเองไม่เกิน 20 ชิ้น',
    ],
    agenda: [
      { time: '10:00', title: 'เวิร์กช็อปตั้งราคาและจดบัญชีแผง' },
      { time: '11:00', title: 'เปิดตลาด' },
      { time: '14:30', title: 'สรุปยอดขายและแบ่งปันประสบการณ์' },
    ],
    organizer: 'ทีม Klass',
    motif: 'leaf',
    placeType: 'onsite',
    venue: 'สวนป่าเบญจกิติ ลานกิจกรรม',
    province: 'กรุงเทพมหานคร',
    onlineUrl: null,
    daysAhead: 96,
    starts: '10:00',
    ends: '15:00',
    seats: 100,
    seatsTaken: 18,
    price: 0,
    voucherAccepted: false,
  },
]

/** The demo member holds a seat at the free inflation live, taken three days ago. */
export const demoRegistration = { email: 'demo@klass.test', eventSlug: 'klass-live-inflation', daysAgo: 3 }
