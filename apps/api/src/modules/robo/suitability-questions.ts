import { investorLevelForScore, type InvestorLevel } from '@klass/contract/robo-rules'

/**
 * The suitability test (แบบประเมินความเหมาะสมในการลงทุน) in the shape of the SEC Thailand questionnaire,
 * worded for this product's young members: ten scored questions of 1–4 points (10–40 in all, mapped to the
 * investor level), then two unscored yes/no questions that gate complex products and foreign-exchange risk.
 */

/** The questionnaire's version, stored with each result so an old answer sheet is read with its own wording. */
export const SUITABILITY_VERSION = '2026-01'

export type SuitabilityQuestion = {
  id: number
  text: string
  kind: 'single' | 'multiple' | 'yesno'
  scored: boolean
  choices: { id: number; text: string; points: number }[]
}

/** Four choices worth 1 to 4 points, in that order. */
function scale(...texts: [string, string, string, string]): SuitabilityQuestion['choices'] {
  return texts.map((text, i) => ({ id: i + 1, text, points: i + 1 }))
}

/** Yes (choice 1) or no (choice 2), worth nothing: these answers gate products, not the level. */
function yesNo(yes: string, no: string): SuitabilityQuestion['choices'] {
  return [
    { id: 1, text: yes, points: 0 },
    { id: 2, text: no, points: 0 },
  ]
}

const DERIVATIVES_QUESTION = 11
const FX_QUESTION = 12
const YES = 1

export const suitabilityQuestions: readonly SuitabilityQuestion[] = [
  {
    id: 1,
    text: 'ตอนนี้คุณอายุเท่าไร',
    kind: 'single',
    scored: true,
    choices: scale('มากกว่า 55 ปี', '45 ถึง 55 ปี', '35 ถึง 44 ปี', 'ต่ำกว่า 35 ปี'),
  },
  {
    id: 2,
    text: 'ในแต่ละเดือน ค่าใช้จ่ายประจำและภาระของคุณ เช่น ค่าเดินทาง ค่าอาหาร ค่าผ่อนของ หรือเงินที่ช่วยครอบครัว คิดเป็นสัดส่วนเท่าไรของรายได้หรือเงินที่ได้รับ',
    kind: 'single',
    scored: true,
    choices: scale('มากกว่า 75%', '50% ถึง 75%', '25% ถึง 50%', 'น้อยกว่า 25%'),
  },
  {
    id: 3,
    text: 'เงินที่คุณตั้งใจจะนำมาลงทุน คิดเป็นสัดส่วนเท่าไรของเงินออมและทรัพย์สินทั้งหมดที่คุณมี',
    kind: 'single',
    scored: true,
    choices: scale(
      'มากกว่า 75% แทบจะเป็นเงินออมทั้งหมดที่มี',
      '50% ถึง 75%',
      '25% ถึง 50%',
      'น้อยกว่า 25% ยังมีเงินออมส่วนอื่นอีกมาก',
    ),
  },
  {
    id: 4,
    text: 'คุณเคยลงทุนหรือมีประสบการณ์กับสิ่งใดต่อไปนี้บ้าง (เลือกได้มากกว่า 1 ข้อ)',
    kind: 'multiple',
    scored: true,
    // The first choice excludes the others: someone with only bank deposits has not invested in anything else.
    choices: scale(
      'มีแค่เงินฝากธนาคาร ยังไม่เคยลงทุนอย่างอื่น',
      'พันธบัตรรัฐบาล หรือกองทุนรวมพันธบัตรรัฐบาล',
      'หุ้นกู้ หรือกองทุนรวมตราสารหนี้',
      'หุ้น กองทุนรวมหุ้น หรือสินทรัพย์อื่นที่มีความเสี่ยงสูง',
    ),
  },
  {
    id: 5,
    text: 'คุณมีความรู้เรื่องการลงทุนมากแค่ไหน',
    kind: 'single',
    scored: true,
    choices: scale(
      'ยังไม่มีความรู้เรื่องการลงทุนเลย',
      'มีความรู้เบื้องต้น รู้จักเงินฝากและกองทุนรวมอยู่บ้าง',
      'มีความรู้พอสมควร เข้าใจว่ากองทุนแต่ละประเภทเสี่ยงต่างกันอย่างไร',
      'มีความรู้ดี เข้าใจว่าอะไรทำให้ราคาหุ้นและกองทุนขึ้นลง และติดตามอยู่เสมอ',
    ),
  },
  {
    id: 6,
    text: 'คุณคาดว่าจะยังไม่ต้องใช้เงินที่ลงทุนนี้ไปอีกนานแค่ไหน',
    kind: 'single',
    scored: true,
    choices: scale('ไม่เกิน 1 ปี', '1 ถึง 3 ปี', '3 ถึง 5 ปี', 'มากกว่า 5 ปี'),
  },
  {
    id: 7,
    text: 'ถ้าต้องเลือกลงทุนในสิ่งที่มีโอกาสได้ผลตอบแทนสูง แต่ก็มีโอกาสขาดทุนสูงเช่นกัน คุณรู้สึกอย่างไร',
    kind: 'single',
    scored: true,
    choices: scale(
      'กังวลมาก กลัวขาดทุน ไม่อยากเสี่ยงเลย',
      'ไม่ค่อยสบายใจ แต่พอเข้าใจได้บ้าง',
      'เข้าใจ และยอมรับการขาดทุนได้บางส่วน',
      'ไม่กังวล เพราะหวังผลตอบแทนที่สูงขึ้น',
    ),
  },
  {
    id: 8,
    text: 'ถ้ามูลค่าเงินลงทุนของคุณลดลง คุณจะเริ่มกังวลหรือรับไม่ได้เมื่อลดลงประมาณเท่าไร',
    kind: 'single',
    scored: true,
    choices: scale('5% หรือน้อยกว่า', 'มากกว่า 5% ถึง 10%', 'มากกว่า 10% ถึง 20%', 'มากกว่า 20%'),
  },
  {
    id: 9,
    text: 'ถ้าปีที่แล้วคุณลงทุนไป 10,000 บาท แล้วปีนี้มูลค่าเหลือ 8,500 บาท คุณจะทำอย่างไร',
    kind: 'single',
    scored: true,
    choices: scale(
      'ตกใจ และอยากขายที่เหลือทิ้งทันที',
      'กังวล และจะย้ายไปลงทุนในสิ่งที่เสี่ยงน้อยกว่านี้',
      'ถือต่อไปอย่างอดทน และรอให้มูลค่าฟื้นกลับมา',
      'ยังมั่นใจ เพราะตั้งใจลงทุนระยะยาว และอาจลงทุนเพิ่มเพื่อเฉลี่ยต้นทุน',
    ),
  },
  {
    id: 10,
    text: 'เป้าหมายหลักของการลงทุนครั้งนี้คืออะไร',
    kind: 'single',
    scored: true,
    choices: scale(
      'ให้เงินต้นปลอดภัย ได้ผลตอบแทนสม่ำเสมอแม้จะไม่สูง',
      'ได้ผลตอบแทนสม่ำเสมอ และรับได้ถ้าเงินต้นลดลงบ้างเล็กน้อย',
      'ได้ผลตอบแทนสูงขึ้น และรับความเสี่ยงที่เงินต้นจะลดลงได้มากขึ้น',
      'ได้ผลตอบแทนสูงที่สุดในระยะยาว แม้อาจเสียเงินต้นไปเป็นส่วนใหญ่',
    ),
  },
  {
    id: DERIVATIVES_QUESTION,
    text: 'กองทุนบางกองลงทุนในสัญญาซื้อขายล่วงหน้า (อนุพันธ์) หรือหุ้นกู้อนุพันธ์ ซึ่งซับซ้อนและอาจขาดทุนได้มากกว่าการลงทุนทั่วไป คุณเข้าใจและรับความเสี่ยงของการลงทุนแบบนี้ได้หรือไม่',
    kind: 'yesno',
    scored: false,
    choices: yesNo('เข้าใจ และรับความเสี่ยงนี้ได้', 'ไม่เข้าใจ หรือรับความเสี่ยงนี้ไม่ได้'),
  },
  {
    id: FX_QUESTION,
    text: 'กองทุนที่ลงทุนในต่างประเทศอาจได้กำไรหรือขาดทุนจากอัตราแลกเปลี่ยนเงินตรา นอกเหนือจากราคาของสิ่งที่ลงทุน คุณรับความเสี่ยงจากอัตราแลกเปลี่ยนได้หรือไม่',
    kind: 'yesno',
    scored: false,
    choices: yesNo('รับได้', 'รับไม่ได้'),
  },
]

export type SuitabilityAnswer = { question: number; choices: number[] }

export type Graded =
  | { ok: true; score: number; level: InvestorLevel; derivatives: boolean; fx: boolean }
  | {
      ok: false
      code: 'ROBO_ANSWER_MISSING' | 'ROBO_ANSWER_INVALID' | 'ROBO_ANSWER_CONTRADICTORY'
      question: number
    }

/** Why one answer cannot be read against its question, or null when it can. */
function refusalOf(question: SuitabilityQuestion, chosen: readonly number[]): Graded | null {
  const invalid = { ok: false, code: 'ROBO_ANSWER_INVALID', question: question.id } as const
  if (question.kind === 'multiple' ? chosen.length === 0 : chosen.length !== 1) return invalid
  if (new Set(chosen).size !== chosen.length) return invalid
  if (chosen.some((id) => !question.choices.some((choice) => choice.id === id))) return invalid
  const [exclusive] = question.choices
  if (question.kind === 'multiple' && chosen.length > 1 && exclusive && chosen.includes(exclusive.id)) {
    return { ok: false, code: 'ROBO_ANSWER_CONTRADICTORY', question: question.id }
  }
  return null
}

/**
 * Grades a full answer sheet: every question answered exactly once with choices it offers. The score adds
 * each scored question's points; the experience question, where several answers are allowed, counts its
 * highest, because experience with the riskiest asset is what the question measures.
 */
export function gradeSuitability(answers: readonly SuitabilityAnswer[]): Graded {
  const chosenFor = new Map<number, readonly number[]>()
  for (const answer of answers) {
    const question = suitabilityQuestions.find((candidate) => candidate.id === answer.question)
    if (!question || chosenFor.has(question.id)) {
      return { ok: false, code: 'ROBO_ANSWER_INVALID', question: answer.question }
    }
    const refusal = refusalOf(question, answer.choices)
    if (refusal) return refusal
    chosenFor.set(question.id, answer.choices)
  }
  const missing = suitabilityQuestions.find((question) => !chosenFor.has(question.id))
  if (missing) return { ok: false, code: 'ROBO_ANSWER_MISSING', question: missing.id }

  const score = suitabilityQuestions
    .filter((question) => question.scored)
    .reduce((sum, question) => {
      const chosen = chosenFor.get(question.id) ?? []
      const points = question.choices
        .filter((choice) => chosen.includes(choice.id))
        .map((choice) => choice.points)
      return sum + Math.max(...points)
    }, 0)
  return {
    ok: true,
    score,
    level: investorLevelForScore(score),
    derivatives: chosenFor.get(DERIVATIVES_QUESTION)?.[0] === YES,
    fx: chosenFor.get(FX_QUESTION)?.[0] === YES,
  }
}
