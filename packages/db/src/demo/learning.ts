import type { DemoClub } from './posts'

/** A unit of a club's learning path: the demo articles it holds (by key), in reading order. */
export type DemoLearningUnit = { title: string; description: string; articles: string[] }

/** Each club's learning path: its units in order, every article of the club in one of them. */
export const demoLearningPaths: Record<DemoClub, DemoLearningUnit[]> = {
  hit: [
    {
      title: 'เริ่มออมเงินก้อนแรก',
      description: 'แยกของจำเป็นออกจากของอยากได้ ออมทุกวัน และมีเงินสำรองไว้ใช้ยามฉุกเฉิน',
      articles: ['needs-vs-wants', 'save-20-baht-a-day', 'emergency-fund'],
    },
    {
      title: 'ให้เงินงอกเงย',
      description: 'ดอกเบี้ยทบต้น กฎ 72 และเงินเฟ้อที่ทำให้เงินเท่าเดิมซื้อของได้น้อยลง',
      articles: ['compound-interest', 'rule-of-72', 'inflation-and-savings'],
    },
  ],
  'biz-master': [
    {
      title: 'เปิดร้านแรกแบบไม่เสี่ยงเกินตัว',
      description: 'เลือกธุรกิจที่เริ่มได้ด้วยทุนน้อย ตั้งราคาให้ครบทุกต้นทุน และรู้ว่าต้องขายเท่าไรถึงคุ้มทุน',
      articles: ['student-business-ideas', 'pricing-online', 'break-even'],
    },
    {
      title: 'ดูแลเงินของร้าน',
      description: 'แยกเงินร้านออกจากเงินส่วนตัว ดูกระแสเงินสด และรู้เรื่องภาษีของคนขายของออนไลน์',
      articles: ['separate-shop-money', 'cash-flow', 'online-seller-tax'],
    },
  ],
  'smart-society': [
    {
      title: 'รู้ทันมิจฉาชีพ',
      description: 'ลิงก์ปลอมใน SMS บัญชีม้า และสัญญาณของแชร์ลูกโซ่',
      articles: ['sms-link-scam', 'mule-account', 'ponzi-red-flags'],
    },
    {
      title: 'พลเมืองการเงินที่ดี',
      description: 'โอนเงินอย่างปลอดภัย รู้สิทธิผู้บริโภค และรู้ว่าภาษีที่เราจ่ายไปไหน',
      articles: ['safe-transfer', 'consumer-rights', 'what-is-tax'],
    },
  ],
  'play-yard': [
    {
      title: 'เล่นเกมอย่างรู้ทันเงิน',
      description: 'ตั้งงบเติมเกม เข้าใจโอกาสของกล่องสุ่ม และบทเรียนการเงินจากเกมกระดาน',
      articles: ['game-topup-budget', 'gacha-odds', 'board-game-money'],
    },
    {
      title: 'ออมเพื่อสิ่งที่รัก',
      description: 'ตั้งเป้าเก็บเงินไปคอนเสิร์ต จัดงานวันเกิดตามงบ และชาเลนจ์ออม 52 สัปดาห์',
      articles: ['concert-ticket-goal', 'birthday-party-budget', 'fifty-two-week-challenge'],
    },
  ],
  greenery: [
    {
      title: 'ประหยัดเงินไปพร้อมกับช่วยโลก',
      description: 'ของมือสอง ขวดน้ำพกเอง และอาหารที่ไม่ต้องทิ้ง',
      articles: ['second-hand', 'reusable-bottle', 'food-waste'],
    },
    {
      title: 'พลังงานและการลงทุนสีเขียว',
      description: 'ใช้แอร์ให้ค่าไฟลด ฉลากประหยัดไฟเบอร์ 5 และการลงทุนแบบ ESG',
      articles: ['save-electricity', 'energy-label', 'esg-investing'],
    },
  ],
}
