/**
 * The robo advisor's arithmetic, shared by the server (which stores plans and results) and the web app (which
 * draws the projections as the member types). Money is integer satang; yearly returns and volatilities are
 * plain decimals (0.05 = 5 % a year), because these are projections, not money that moves.
 */

/** The SEC Thailand investor risk levels, 1 (low) to 5 (very high). */
/** The SEC's five investor risk levels a suitability score maps to. */
export const investorLevels = [1, 2, 3, 4, 5] as const
export type InvestorLevel = (typeof investorLevels)[number]

/** A suitability result is valid for two years; after that the member takes the test again. */
export const ASSESSMENT_VALID_YEARS = 2

/**
 * The investor level for a suitability score: 10 questions of 1–4 points give 10–40, and the SEC bands are
 * ≤ 14, 15–21, 22–29, 30–36 and ≥ 37.
 */
export function investorLevelForScore(score: number): InvestorLevel {
  if (!Number.isInteger(score) || score < 10 || score > 40) {
    throw new RangeError(`A suitability score is a whole number from 10 to 40, not ${score}`)
  }
  if (score <= 14) return 1
  if (score <= 21) return 2
  if (score <= 29) return 3
  if (score <= 36) return 4
  return 5
}

/**
 * What each level means to the member, and the SEC fund risk levels (1 money market … 8 alternative
 * investments) that suit it: an investor may hold funds up to their own level's ceiling.
 */
export const investorLevelInfo: Record<
  InvestorLevel,
  { label: string; explain: string; fundLevels: number[] }
> = {
  1: {
    label: 'ความเสี่ยงต่ำ',
    explain:
      'คุณอยากให้เงินต้นปลอดภัยเป็นหลัก และรับการขาดทุนได้น้อยมาก จึงเหมาะกับกองทุนรวมตลาดเงินที่ราคาแทบไม่ขยับ ผลตอบแทนจะไม่สูง แต่เงินก็แทบไม่ลดลงเลย',
    fundLevels: [1],
  },
  2: {
    label: 'ปานกลางค่อนข้างต่ำ',
    explain:
      'คุณรับได้ถ้าเงินลงทุนขึ้นลงบ้างเล็กน้อย เพื่อแลกกับผลตอบแทนที่ดีกว่าเงินฝาก จึงเหมาะกับกองทุนตลาดเงิน กองทุนพันธบัตรรัฐบาล และกองทุนตราสารหนี้',
    fundLevels: [1, 2, 3, 4],
  },
  3: {
    label: 'ปานกลางค่อนข้างสูง',
    explain:
      'คุณพร้อมให้เงินลงทุนลดลงได้บ้างในบางช่วง เพราะหวังผลตอบแทนที่สูงขึ้นในระยะยาว จึงลงทุนในกองทุนผสมที่มีหุ้นอยู่บางส่วนได้ นอกจากกองทุนตราสารหนี้',
    fundLevels: [1, 2, 3, 4, 5],
  },
  4: {
    label: 'สูง',
    explain:
      'คุณเข้าใจว่าราคาอาจลดลงแรงในระยะสั้น และตั้งใจลงทุนยาวพอจะรอให้ฟื้นกลับมา จึงลงทุนในกองทุนหุ้นและกองทุนหุ้นที่เน้นบางกลุ่มอุตสาหกรรมได้',
    fundLevels: [1, 2, 3, 4, 5, 6, 7],
  },
  5: {
    label: 'สูงมาก',
    explain:
      'คุณรับการขึ้นลงแรงมากได้ และเข้าใจว่าอาจขาดทุนเป็นสัดส่วนใหญ่ จึงลงทุนได้ทุกระดับความเสี่ยง รวมถึงกองทุนทางเลือก เช่น กองทุนทองคำหรือน้ำมัน ที่ซับซ้อนและผันผวนมาก',
    fundLevels: [1, 2, 3, 4, 5, 6, 7, 8],
  },
}

/**
 * The highest level a plan may take for its horizon: money needed soon has no time to wait for a fall to
 * recover, so it holds less risk whatever the member's own level.
 */
export function horizonCap(years: number): InvestorLevel {
  if (years < 3) return 2
  if (years < 5) return 3
  if (years < 10) return 4
  return 5
}

/** A plan's risk level: the member's level, lowered to what the horizon allows. */
export function planLevelFor(level: InvestorLevel, years: number): InvestorLevel {
  return Math.min(level, horizonCap(years)) as InvestorLevel
}

/**
 * A Thai national ID as the Department of Provincial Administration writes it: 13 digits, the first not 0,
 * the last a check digit (11 − Σ digit[i] × (13 − i) mod 11) mod 10 over the first twelve.
 */
export function isValidThaiNationalId(id: string): boolean {
  if (!/^[1-9][0-9]{12}$/.test(id)) return false
  const digits = [...id].map(Number)
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0)
  return (11 - (sum % 11)) % 10 === digits[12]
}

/** Months in a plan of `years` years, counted to the nearest whole month. */
function monthsIn(years: number): number {
  if (!(years >= 0)) throw new RangeError(`A plan's years are 0 or more, not ${years}`)
  return Math.round(years * 12)
}

/** The monthly rate that compounds to `annualReturn` over twelve months: (1 + R)^(1/12) − 1. */
export function monthlyRate(annualReturn: number): number {
  if (!(annualReturn > -1)) throw new RangeError(`A yearly return is above −100 %, not ${annualReturn}`)
  return Math.pow(1 + annualReturn, 1 / 12) - 1
}

/** Growth of one baht over n months, and what a baht paid at the end of each of them adds up to. */
function growth(annualReturn: number, n: number): { lump: number; annuity: number } {
  const r = monthlyRate(annualReturn)
  const lump = Math.pow(1 + annualReturn, n / 12)
  return { lump, annuity: r === 0 ? n : (lump - 1) / r }
}

/**
 * What a plan is worth after `years` at a steady return: `initial` invested now and `monthly` at the end of
 * each month, compounding monthly. FV = P(1 + r)^n + M((1 + r)^n − 1)/r, rounded down to the satang.
 */
export function futureValue(plan: {
  initial: number
  monthly: number
  annualReturn: number
  years: number
}): number {
  const { lump, annuity } = growth(plan.annualReturn, monthsIn(plan.years))
  return Math.floor(plan.initial * lump + plan.monthly * annuity)
}

/**
 * The monthly amount that reaches `target` in `years`, rounded up to the satang; 0 when the initial sum
 * alone gets there. The formula's answer is then checked against `futureValue` itself, so paying exactly
 * this reaches the target and one satang less does not, whatever the floating point did.
 */
export function requiredMonthly(plan: {
  target: number
  initial: number
  annualReturn: number
  years: number
}): number {
  const fv = (monthly: number) => futureValue({ ...plan, monthly })
  if (fv(0) >= plan.target) return 0
  const n = monthsIn(plan.years)
  if (n === 0) throw new RangeError('A plan that has not reached its target needs at least one month')
  const { lump, annuity } = growth(plan.annualReturn, n)
  let monthly = Math.max(1, Math.ceil((plan.target - plan.initial * lump) / annuity))
  while (fv(monthly) < plan.target) monthly += 1
  while (monthly > 1 && fv(monthly - 1) >= plan.target) monthly -= 1
  return monthly
}

const SQRT_2PI = Math.sqrt(2 * Math.PI)

/**
 * The standard normal distribution function Φ(x), to about 1e-13 relative even far in the lower tail: a
 * series of positive terms near the middle, the continued fraction for the tail beyond |x| = 2.5.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN
  const density = Math.exp((-x * x) / 2) / SQRT_2PI
  if (Math.abs(x) < 2.5) {
    // Φ(x) = ½ + φ(x) · Σ x^(2k+1) / (1 · 3 · … · (2k+1))
    let term = x
    let sum = x
    for (let k = 1; Math.abs(term) > 1e-17 * Math.abs(sum); k += 1) {
      term *= (x * x) / (2 * k + 1)
      sum += term
    }
    return 0.5 + density * sum
  }
  // 1 − Φ(a) = φ(a) / (a + 1/(a + 2/(a + 3/(a + …)))), by Lentz's method.
  const a = Math.abs(x)
  let fraction = a
  let c = a
  let d = 0
  for (let k = 1; k < 500; k += 1) {
    d = 1 / (a + k * d)
    c = a + k / c
    fraction *= c * d
    if (Math.abs(c * d - 1) < 1e-16) break
  }
  const tail = density / fraction
  return x < 0 ? tail : 1 - tail
}

/**
 * The standard normal quantile Φ⁻¹(p): Acklam's rational approximation (relative error 1.15e-9), polished by
 * one Halley step on `normalCdf` to about 1e-15.
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A probability is from 0 to 1, not ${p}`)
  if (p === 0) return -Infinity
  if (p === 1) return Infinity
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ]
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572]
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ]
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416]
  const poly = (k: number[], t: number) => k.reduce((sum, coefficient) => sum * t + coefficient, 0)
  const tailX = (q: number) => {
    const t = Math.sqrt(-2 * Math.log(q))
    return poly(c, t) / (poly(d, t) * t + 1)
  }
  let x: number
  if (p < 0.02425) x = tailX(p)
  else if (p > 1 - 0.02425) x = -tailX(1 - p)
  else {
    const q = p - 0.5
    const t = q * q
    x = (poly(a, t) * q) / (poly(b, t) * t + 1)
  }
  const e = p > 0.5 ? 1 - p - normalCdf(-x) : normalCdf(x) - p
  const u = e * SQRT_2PI * Math.exp((x * x) / 2)
  return x - u / (1 + (x * u) / 2)
}

/**
 * The lognormal parameters of one year of the plan: its value follows a geometric Brownian motion whose
 * yearly growth has mean 1 + R and standard deviation σ, so ln of a year's growth ~ N(m, s²).
 */
function logParameters(annualReturn: number, volatility: number): { m: number; s: number } {
  const s2 = Math.log(1 + (volatility * volatility) / ((1 + annualReturn) * (1 + annualReturn)))
  return { m: Math.log(1 + annualReturn) - s2 / 2, s: Math.sqrt(s2) }
}

type Projection = { initial: number; monthly: number; annualReturn: number; volatility: number }

/**
 * The plan's value after n months when the market's path ranks z (standard normal). W = Σ c_k G_k (c_0 =
 * initial now, c_k = monthly at month k, G_k the growth from month k to n) is a sum of correlated lognormals
 * with no closed form. Matching one lognormal to its mean and variance (Fenton–Wilkinson) puts the 5th
 * percentile 1.3 % low over 10 years and far lower over decades, so W is replaced by E[W | Λ] with
 * Λ = Σ w_k ln G_k, w_k = c_k · exp(m τ_k + z s √τ_k): every payment's growth at the same rank, the locally
 * optimal comonotonic approximation (Vanduffel, Hoedemakers and Dhaene, 2005). Given Λ, ln G_k is normal
 * with correlation ρ_k to it, so E[G_k | Λ] = exp(m τ_k + ρ_k s_k z + (1 − ρ_k²) s_k² / 2); the sum rises
 * with z, and its value at z = Φ⁻¹(p) is the p-quantile. O(n) for each z.
 */
function valueAtRank(plan: Projection, n: number, z: number): number {
  const { m, s } = logParameters(plan.annualReturn, plan.volatility)
  const pay = (k: number) => (k === 0 ? plan.initial : plan.monthly)
  const years = (k: number) => (n - k) / 12
  // Month i's Brownian step (variance 1/12) moves ln G_k for every payment k < i; Λ loads it with s · Σ_{k<i} w_k.
  const loading: number[] = []
  let paidBefore = 0
  for (let k = 0; k < n; k += 1) {
    paidBefore += pay(k) * Math.exp(m * years(k) + z * s * Math.sqrt(years(k)))
    loading.push(s * paidBefore)
  }
  const lambdaSd = Math.sqrt(loading.reduce((sum, l) => sum + l * l, 0) / 12)
  let value = pay(n)
  let loadingAfter = 0
  for (let k = n - 1; k >= 0; k -= 1) {
    loadingAfter += loading[k] as number
    const sk = s * Math.sqrt(years(k))
    const rho = lambdaSd > 0 ? (s * loadingAfter) / 12 / (sk * lambdaSd) : 0
    value += pay(k) * Math.exp(m * years(k) + rho * sk * z + ((1 - rho * rho) * sk * sk) / 2)
  }
  return value
}

const Z_5 = normalQuantile(0.05)
const Z_95 = normalQuantile(0.95)

/** Whether the plan's value after n months is certain: no volatility, no time, or nothing invested before the end. */
function isCertain(plan: Projection, n: number): boolean {
  return plan.volatility === 0 || n === 0 || (plan.initial === 0 && (plan.monthly === 0 || n === 1))
}

/** The chance the plan is worth at least `target` after n months: the rank z where its value reaches the target. */
function chanceOfReaching(plan: Projection, n: number, target: number, expected: number): number {
  if (target <= 0) return 1
  if (isCertain(plan, n)) return expected >= target ? 1 : 0
  let low = -12
  let high = 12
  if (valueAtRank(plan, n, low) >= target) return 1
  if (valueAtRank(plan, n, high) < target) return 0
  for (let step = 0; step < 60; step += 1) {
    const mid = (low + high) / 2
    if (valueAtRank(plan, n, mid) < target) low = mid
    else high = mid
  }
  return normalCdf(-(low + high) / 2)
}

/** The 5th, 50th and 95th percentiles of the plan's value after n months, in satang rounded down. */
function percentilesAfter(
  plan: Projection,
  n: number,
): { expected: number; p5: number; p50: number; p95: number } {
  const expected = futureValue({ ...plan, years: n / 12 })
  if (isCertain(plan, n)) return { expected, p5: expected, p50: expected, p95: expected }
  return {
    expected,
    p5: Math.floor(valueAtRank(plan, n, Z_5)),
    p50: Math.floor(valueAtRank(plan, n, 0)),
    p95: Math.floor(valueAtRank(plan, n, Z_95)),
  }
}

export type GoalProjection = {
  expected: number
  p5: number
  p50: number
  p95: number
  probability: number
  invested: number
  fan: { month: number; invested: number; p5: number; p50: number; p95: number }[]
}

/**
 * How a plan may end: the expected value (exactly `futureValue`), the 5th, 50th and 95th percentiles, the
 * chance of reaching `target` (0–1, four decimals), what was paid in, and a fan of percentiles once a year
 * and at the last month for the chart. Amounts in satang, rounded down.
 */
export function projectGoal(goal: Projection & { years: number; target: number }): GoalProjection {
  if (!(goal.volatility >= 0)) throw new RangeError(`A volatility is 0 or more, not ${goal.volatility}`)
  const plan: Projection = goal
  const n = monthsIn(goal.years)
  const invested = (months: number) => plan.initial + plan.monthly * months
  const fanMonths = Array.from({ length: Math.floor(n / 12) + 1 }, (_, year) => year * 12)
  if (n % 12 !== 0) fanMonths.push(n)
  const fan = fanMonths.map((month) => {
    const { p5, p50, p95 } = percentilesAfter(plan, month)
    return { month, invested: invested(month), p5, p50, p95 }
  })
  const final = percentilesAfter(plan, n)
  const probability = chanceOfReaching(plan, n, goal.target, final.expected)
  return { ...final, probability: Math.round(probability * 10_000) / 10_000, invested: invested(n), fan }
}

/**
 * The time-weighted return: each stretch between cash flows (start = the value just after a flow, end = the
 * value just before the next) chained as Π(end / start) − 1, so deposits and withdrawals do not count as
 * gains. A stretch that starts from nothing has no return and is skipped.
 */
export function timeWeightedReturn(periods: readonly { start: number; end: number }[]): number {
  return periods.reduce((product, { start, end }) => (start === 0 ? product : (product * end) / start), 1) - 1
}

/**
 * A return over `days` as a yearly rate, (1 + r)^(365/days) − 1. Under a year it is left as it is: a few
 * good weeks stretched to a year would promise a return nobody earned.
 */
export function annualise(totalReturn: number, days: number): number {
  if (days < 365) return totalReturn
  return Math.pow(1 + totalReturn, 365 / days) - 1
}
