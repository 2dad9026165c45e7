import type { InvestorLevel } from '@klass/contract/robo-rules'

/**
 * The robo advisor's five model portfolios, one per investor level, built from the practice bank's funds.
 * A plan holds only funds whose SEC risk level suits its investor level (level 1: money market only; level 5:
 * up to alternatives). Weights are basis points summing to 10,000. Expected return and volatility are never
 * written here: they are worked out from the funds' NAV histories (plans.ts).
 */
export type ModelPlan = {
  id: InvestorLevel
  level: InvestorLevel
  name: string
  summary: string
  explain: string[]
  weights: Readonly<Record<string, number>>
}

export const modelPlans: readonly ModelPlan[] = [
  {
    id: 1,
    level: 1,
    name: 'แผนฝึกหัด "พักเงินปลอดภัย"',
    summary: 'ตลาดเงินภาครัฐล้วน ราคาแทบไม่แกว่ง เหมาะกับเป้าหมายใกล้ ๆ หรือคนที่ยังไม่อยากเห็นเงินลดลงเลย',
    explain: [
      'เงินทั้งหมดอยู่ในกองทุนตลาดเงินที่ลงทุนในตั๋วเงินคลังและพันธบัตรรัฐบาลระยะสั้น ผู้ยืมคือรัฐ จึงแทบไม่มีโอกาสขาดทุน',
      'แลกกับผลตอบแทนที่ต่ำ ใกล้เคียงดอกเบี้ยเงินฝาก ถ้าเป้าหมายยังอีกหลายปี เงินอาจโตไม่ทันเงินเฟ้อ',
    ],
    weights: { 'KP-GOVMM': 5000, 'KP-SAVEMM': 5000 },
  },
  {
    id: 2,
    level: 2,
    name: 'แผนฝึกหัด "มั่นคงค่อยเป็นค่อยไป"',
    summary: 'ตลาดเงินและตราสารหนี้เป็นหลัก ขึ้นลงเล็กน้อย ได้ดอกผลมากกว่าพักเงินเฉย ๆ',
    explain: [
      'ส่วนใหญ่ให้รัฐและบริษัทที่มั่นคงยืมเงิน ได้ดอกเบี้ยสม่ำเสมอ ราคาขยับบ้างตามอัตราดอกเบี้ยในตลาด',
      'ไม่มีหุ้นในแผนนี้ จึงไม่ร่วงแรงเวลาตลาดหุ้นตก แต่ก็ไม่โตเร็วเท่าแผนที่มีหุ้น',
    ],
    weights: {
      'KP-GOVMM': 2000,
      'KP-GLOBMM': 1000,
      'KP-GOVBOND': 3000,
      'KP-FIXINC': 2500,
      'KP-CORPBOND': 1500,
    },
  },
  {
    id: 3,
    level: 3,
    name: 'แผนฝึกหัด "สมดุล"',
    summary: 'ตราสารหนี้ราวสามในสี่ ที่เหลือเป็นกองทุนผสมที่มีหุ้น ขึ้นลงปานกลาง เหมาะกับเป้าหมาย 3–5 ปี',
    explain: [
      'ตราสารหนี้ช่วยให้มูลค่าไม่แกว่งมาก ส่วนกองทุนผสมที่มีหุ้นอยู่ด้วยช่วยให้เงินโตเร็วขึ้นในระยะยาว',
      'บางปีมูลค่าอาจลดลงได้ แต่ไม่ลึกเท่าหุ้นล้วน ถ้าถือต่อจนครบระยะเวลา โอกาสฟื้นตัวก็สูงขึ้น',
    ],
    weights: {
      'KP-GOVMM': 1000,
      'KP-GOVBOND': 2000,
      'KP-FIXINC': 2500,
      'KP-CORPBOND': 1500,
      'KP-BALANCE': 2000,
      'KP-GROWMIX': 1000,
    },
  },
  {
    id: 4,
    level: 4,
    name: 'แผนฝึกหัด "เติบโต"',
    summary: 'หุ้นไทยและหุ้นโลกเกินครึ่ง มีตราสารหนี้ช่วยพยุง เหมาะกับเป้าหมาย 5–10 ปีที่รับการขึ้นลงได้',
    explain: [
      'หุ้นคือการเป็นเจ้าของบริษัท ระยะยาวมักโตกว่าเงินฝากและตราสารหนี้ แต่บางปีอาจติดลบสองหลัก',
      'กระจายทั้งหุ้นไทย หุ้นทั่วโลก และหุ้นเทคโนโลยีเล็กน้อย เพื่อไม่ฝากทุกอย่างไว้กับตลาดเดียว',
    ],
    weights: {
      'KP-FIXINC': 2000,
      'KP-CORPBOND': 1000,
      'KP-BALANCE': 1500,
      'KP-SET50': 2000,
      'KP-GLOBEQ': 2500,
      'KP-TECH': 1000,
    },
  },
  {
    id: 5,
    level: 5,
    name: 'แผนฝึกหัด "มุ่งความมั่งคั่งระยะยาว"',
    summary: 'หุ้นเป็นหลัก มีทองคำกระจายความเสี่ยง สำหรับเป้าหมาย 10 ปีขึ้นไปที่ทนเห็นมูลค่าลดลงแรง ๆ ได้',
    explain: [
      'เกือบทั้งหมดเป็นหุ้นไทย หุ้นโลก และหุ้นรายอุตสาหกรรม ผลตอบแทนคาดหวังสูงสุดในห้าแผน และผันผวนมากที่สุดด้วย',
      'ทองคำส่วนเล็ก ๆ มักเคลื่อนไหวต่างจากหุ้น ช่วยลดการแกว่งของทั้งพอร์ตในปีที่หุ้นไม่ดี',
    ],
    weights: {
      'KP-FIXINC': 1000,
      'KP-GROWMIX': 500,
      'KP-SET50': 2000,
      'KP-GLOBEQ': 3000,
      'KP-TECH': 1500,
      'KP-HEALTH': 1000,
      'KP-GOLD': 1000,
    },
  },
]

export function modelPlan(id: number): ModelPlan | undefined {
  return modelPlans.find((plan) => plan.id === id)
}
