import { describe, expect, it } from 'vitest'
import {
  annualise,
  futureValue,
  horizonCap,
  investorLevelForScore,
  investorLevelInfo,
  isValidThaiNationalId,
  monthlyRate,
  normalCdf,
  normalQuantile,
  planLevelFor,
  projectGoal,
  requiredMonthly,
  timeWeightedReturn,
} from './robo-rules'

/** mulberry32: a small seeded generator, so the simulation draws the same paths on every run. */
function seededUniform(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Box–Muller: standard normal draws from the seeded uniforms. */
function seededNormal(seed: number): () => number {
  const uniform = seededUniform(seed)
  let spare: number | null = null
  return () => {
    if (spare !== null) {
      const value = spare
      spare = null
      return value
    }
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()))
    const angle = 2 * Math.PI * uniform()
    spare = radius * Math.sin(angle)
    return radius * Math.cos(angle)
  }
}

/**
 * The plan's final value on `paths` simulated monthly paths of the same geometric Brownian motion the
 * projection assumes: each month the value grows by exp(m/12 + s·√(1/12)·Z), then the monthly payment goes in.
 */
function simulate(
  plan: { initial: number; monthly: number; annualReturn: number; volatility: number; years: number },
  paths: number,
  seed: number,
): number[] {
  const s2 = Math.log(1 + plan.volatility ** 2 / (1 + plan.annualReturn) ** 2)
  const m = Math.log(1 + plan.annualReturn) - s2 / 2
  const stepSd = Math.sqrt(s2 / 12)
  const normal = seededNormal(seed)
  const finals: number[] = []
  for (let path = 0; path < paths; path += 1) {
    let value = plan.initial
    for (let month = 0; month < plan.years * 12; month += 1) {
      value = value * Math.exp(m / 12 + stepSd * normal()) + plan.monthly
    }
    finals.push(value)
  }
  return finals.sort((a, b) => a - b)
}

function quantileOf(sorted: number[], p: number): number {
  const position = (sorted.length - 1) * p
  const below = sorted[Math.floor(position)] as number
  const above = sorted[Math.ceil(position)] as number
  return below + (above - below) * (position - Math.floor(position))
}

describe('investor level from the suitability score', () => {
  it('places the score in the SEC bands at each boundary', () => {
    expect(investorLevelForScore(10)).toBe(1)
    expect(investorLevelForScore(14)).toBe(1)
    expect(investorLevelForScore(15)).toBe(2)
    expect(investorLevelForScore(21)).toBe(2)
    expect(investorLevelForScore(22)).toBe(3)
    expect(investorLevelForScore(29)).toBe(3)
    expect(investorLevelForScore(30)).toBe(4)
    expect(investorLevelForScore(36)).toBe(4)
    expect(investorLevelForScore(37)).toBe(5)
    expect(investorLevelForScore(40)).toBe(5)
  })

  it('refuses a score no answer sheet can give', () => {
    expect(() => investorLevelForScore(9)).toThrow(RangeError)
    expect(() => investorLevelForScore(41)).toThrow(RangeError)
    expect(() => investorLevelForScore(20.5)).toThrow(RangeError)
    expect(() => investorLevelForScore(Number.NaN)).toThrow(RangeError)
  })

  it('lets each level hold the SEC fund risk levels up to its ceiling, explained in Thai', () => {
    expect(investorLevelInfo[1]).toMatchObject({ label: 'ความเสี่ยงต่ำ', fundLevels: [1] })
    expect(investorLevelInfo[2]).toMatchObject({ label: 'ปานกลางค่อนข้างต่ำ', fundLevels: [1, 2, 3, 4] })
    expect(investorLevelInfo[3]).toMatchObject({ label: 'ปานกลางค่อนข้างสูง', fundLevels: [1, 2, 3, 4, 5] })
    expect(investorLevelInfo[4]).toMatchObject({ label: 'สูง', fundLevels: [1, 2, 3, 4, 5, 6, 7] })
    expect(investorLevelInfo[5]).toMatchObject({ label: 'สูงมาก', fundLevels: [1, 2, 3, 4, 5, 6, 7, 8] })
    for (const info of Object.values(investorLevelInfo)) expect(info.explain).toMatch(/[\u0E00-\u0E7F]/)
  })
})

describe('a plan’s risk level and its horizon', () => {
  it('holds less risk the sooner the money is needed', () => {
    expect(horizonCap(0)).toBe(2)
    expect(horizonCap(2.99)).toBe(2)
    expect(horizonCap(3)).toBe(3)
    expect(horizonCap(4.99)).toBe(3)
    expect(horizonCap(5)).toBe(4)
    expect(horizonCap(9.99)).toBe(4)
    expect(horizonCap(10)).toBe(5)
    expect(horizonCap(40)).toBe(5)
  })

  it('takes the member’s own level when the horizon allows it, and the cap when it does not', () => {
    expect(planLevelFor(5, 2)).toBe(2)
    expect(planLevelFor(5, 7)).toBe(4)
    expect(planLevelFor(1, 20)).toBe(1)
    expect(planLevelFor(3, 3)).toBe(3)
  })
})

describe('Thai national ID numbers', () => {
  it('accepts a number whose last digit matches the mod-11 check', () => {
    // 1 2 3 4 5 6 7 8 9 0 1 2 × 13 … 2: 13 + 24 + 33 + 40 + 45 + 48 + 49 + 48 + 45 + 0 + 3 + 4 = 352;
    // 352 mod 11 = 0; (11 − 0) mod 10 = 1.
    expect(isValidThaiNationalId('1234567890121')).toBe(true)
    // 3 1 0 0 6 0 1 2 3 4 5 6: 39 + 12 + 0 + 0 + 54 + 0 + 7 + 12 + 15 + 16 + 15 + 12 = 182; 182 mod 11 = 6; 11 − 6 = 5.
    expect(isValidThaiNationalId('3100601234565')).toBe(true)
    // 1 1 1 1 1 1 1 1 1 1 3 3: 13 + 12 + … + 4 = 85, + 3 × 3 + 3 × 2 = 100; 100 mod 11 = 1; (11 − 1) mod 10 = 0.
    expect(isValidThaiNationalId('1111111111330')).toBe(true)
  })

  it('refuses a number that fails only its check digit', () => {
    expect(isValidThaiNationalId('1234567890122')).toBe(false)
    expect(isValidThaiNationalId('3100601234564')).toBe(false)
  })

  it('refuses a number of the wrong length, with letters, dashes or spaces', () => {
    expect(isValidThaiNationalId('123456789012')).toBe(false)
    expect(isValidThaiNationalId('12345678901210')).toBe(false)
    expect(isValidThaiNationalId('')).toBe(false)
    expect(isValidThaiNationalId('123456789012A')).toBe(false)
    expect(isValidThaiNationalId('1-2345-67890-12-1')).toBe(false)
    expect(isValidThaiNationalId(' 1234567890121')).toBe(false)
    expect(isValidThaiNationalId('๑๒๓๔๕๖๗๘๙๐๑๒๑')).toBe(false)
  })

  it('refuses a number starting with 0 even when its check digit matches', () => {
    // 0 1 2 3 4 5 6 7 8 9 0 1: 0 + 12 + 22 + 30 + 36 + 40 + 42 + 42 + 40 + 36 + 0 + 2 = 302; 302 mod 11 = 5; 11 − 5 = 6.
    expect(isValidThaiNationalId('0123456789016')).toBe(false)
  })
})

describe('growth at a steady return', () => {
  it('compounds a yearly return monthly', () => {
    // 1.06^(1/12) − 1 = 0.0048675505653430…
    expect(monthlyRate(0.06)).toBeCloseTo(0.004867550565343, 14)
    expect(monthlyRate(0)).toBe(0)
    expect(() => monthlyRate(-1)).toThrow(RangeError)
  })

  it('grows ฿10,000 now and ฿1,000 a month at 6 % for 2 years as worked by hand', () => {
    // r = 0.004867550565343; (1 + r)^24 = 1.06² = 1.1236.
    // P: 1,000,000 × 1.1236 = 1,123,600. M: 100,000 × (1.1236 − 1) / r = 100,000 × 25.39264838 = 2,539,264.84.
    // 3,662,864.84 → 3,662,864 satang (฿36,628.64).
    expect(futureValue({ initial: 1_000_000, monthly: 100_000, annualReturn: 0.06, years: 2 })).toBe(
      3_662_864,
    )
  })

  it('adds up the payments when the return is zero', () => {
    // ฿10,000 + 24 × ฿1,000 = ฿34,000.
    expect(futureValue({ initial: 1_000_000, monthly: 100_000, annualReturn: 0, years: 2 })).toBe(3_400_000)
  })

  it('counts a fractional horizon to the nearest month', () => {
    // 1.5 years = 18 months: ฿10,000 + 18 × ฿1,000 = ฿28,000; 1.52 years = 18.24 → 18 months too.
    expect(futureValue({ initial: 1_000_000, monthly: 100_000, annualReturn: 0, years: 1.5 })).toBe(2_800_000)
    expect(futureValue({ initial: 1_000_000, monthly: 100_000, annualReturn: 0, years: 1.52 })).toBe(
      2_800_000,
    )
  })
})

describe('the monthly amount that reaches a target', () => {
  it('finds ฿1,132.77 a month to turn ฿10,000 into ฿40,000 at 6 % in 2 years', () => {
    // (4,000,000 − 1,000,000 × 1.1236) / 25.39264838 = 2,876,400 / 25.39264838 = 113,276.88 → 113,277 satang.
    const plan = { target: 4_000_000, initial: 1_000_000, annualReturn: 0.06, years: 2 }
    expect(requiredMonthly(plan)).toBe(113_277)
    // Paying it reaches the target (1,123,600 + 113,277 × 25.39264838 = 4,000,003.03); one satang less a month
    // falls short: 1,123,600 + 113,276 × 25.39264838 = 3,999,977.64.
    expect(futureValue({ ...plan, monthly: 113_277 })).toBe(4_000_003)
    expect(futureValue({ ...plan, monthly: 113_276 })).toBe(3_999_977)
  })

  it('divides what is missing by the months when the return is zero', () => {
    // (฿100,000 − ฿10,000) / 60 months = ฿1,500.
    const plan = { target: 10_000_000, initial: 1_000_000, annualReturn: 0, years: 5 }
    expect(requiredMonthly(plan)).toBe(150_000)
    expect(futureValue({ ...plan, monthly: 149_999 })).toBeLessThan(10_000_000)
  })

  it('asks for nothing when the initial sum alone gets there', () => {
    // ฿10,000 at 6 % for 2 years = ฿11,236 ≥ ฿11,000.
    expect(requiredMonthly({ target: 1_100_000, initial: 1_000_000, annualReturn: 0.06, years: 2 })).toBe(0)
    expect(requiredMonthly({ target: 1_000_000, initial: 1_000_000, annualReturn: 0, years: 0 })).toBe(0)
  })

  it('always reaches the target with the amount it asks, and never with one satang less', () => {
    for (const annualReturn of [-0.03, 0, 0.015, 0.06, 0.12]) {
      for (const years of [0.25, 1, 3, 10, 30]) {
        for (const target of [123_456, 10_000_000, 987_654_321]) {
          const plan = { target, initial: 50_000, annualReturn, years }
          const monthly = requiredMonthly(plan)
          expect(futureValue({ ...plan, monthly })).toBeGreaterThanOrEqual(target)
          if (monthly > 0) expect(futureValue({ ...plan, monthly: monthly - 1 })).toBeLessThan(target)
          else expect(futureValue({ ...plan, monthly: 0 })).toBeGreaterThanOrEqual(target)
        }
      }
    }
  })
})

describe('the normal distribution', () => {
  it('matches reference values of Φ far into the lower tail', () => {
    expect(normalCdf(0)).toBe(0.5)
    expect(Math.abs(normalCdf(-1) / 0.158655253931457 - 1)).toBeLessThan(1e-13)
    expect(Math.abs(normalCdf(-2.5) / 0.00620966532577614 - 1)).toBeLessThan(1e-13)
    expect(Math.abs(normalCdf(2.5) - 0.993790334674224)).toBeLessThan(1e-14)
    expect(Math.abs(normalCdf(-5) / 2.86651571879194e-7 - 1)).toBeLessThan(1e-13)
    expect(Math.abs(normalCdf(-10) / 7.61985302416053e-24 - 1)).toBeLessThan(1e-13)
  })

  it('inverts Φ to within 1e-8', () => {
    expect(normalQuantile(0.5)).toBe(0)
    expect(Math.abs(normalQuantile(0.975) - 1.95996398454005)).toBeLessThan(1e-12)
    expect(Math.abs(normalQuantile(0.05) + 1.64485362695147)).toBeLessThan(1e-12)
    expect(Math.abs(normalQuantile(0.999) - 3.09023230616781)).toBeLessThan(1e-12)
    expect(Math.abs(normalQuantile(1e-10) + 6.36134090240406)).toBeLessThan(1e-10)
    for (let p = 0.0005; p < 1; p += 0.0137) {
      expect(Math.abs(normalCdf(normalQuantile(p)) - p)).toBeLessThan(1e-14)
    }
    expect(normalQuantile(0)).toBe(-Infinity)
    expect(normalQuantile(1)).toBe(Infinity)
    expect(() => normalQuantile(1.5)).toThrow(RangeError)
  })
})

describe('projecting a goal', () => {
  it('gives a lump sum its exact lognormal percentiles, worked by hand', () => {
    // s² = ln(1 + 0.12² / 1.06²) = ln(1.0128159) = 0.01273452, s = 0.11284733; m = ln 1.06 − s²/2 = 0.05190165.
    // Over 10 years: median 1,000,000 × e^0.5190165 = 1,680,374.16; e^(0.5190165 ∓ 1.6448536 × 0.11284733 × √10):
    // 5th percentile 934,300.58, 95th 3,022,215.11. Doubling: z = (ln 2 − 0.5190165) / 0.3568566 = 0.4879598,
    // chance 1 − Φ(0.4879598) = 0.31279.
    const projection = projectGoal({
      initial: 1_000_000,
      monthly: 0,
      annualReturn: 0.06,
      volatility: 0.12,
      years: 10,
      target: 2_000_000,
    })
    expect(projection).toMatchObject({
      expected: 1_790_847, // 1,000,000 × 1.06^10 = 1,790,847.70
      p5: 934_300,
      p50: 1_680_374,
      p95: 3_022_215,
      probability: 0.3128,
      invested: 1_000_000,
    })
  })

  it('expects what a steady return gives, and ranks the percentiles', () => {
    const plan = { initial: 500_000, monthly: 100_000, annualReturn: 0.06, volatility: 0.12, years: 10 }
    const projection = projectGoal({ ...plan, target: 18_000_000 })
    expect(projection.expected).toBe(futureValue(plan))
    expect(projection.p5).toBeLessThan(projection.p50)
    expect(projection.p50).toBeLessThan(projection.expected)
    expect(projection.p50).toBeLessThan(projection.p95)
    // ฿5,000 + 120 × ฿1,000 paid in.
    expect(projection.invested).toBe(12_500_000)
  })

  it('gives a higher target a lower chance', () => {
    const plan = { initial: 500_000, monthly: 100_000, annualReturn: 0.06, volatility: 0.12, years: 10 }
    const chances = [0, 10_000_000, 15_000_000, 18_000_000, 20_000_000, 25_000_000, 40_000_000].map(
      (target) => projectGoal({ ...plan, target }).probability,
    )
    expect(chances[0]).toBe(1)
    for (let i = 1; i < chances.length; i += 1) expect(chances[i]).toBeLessThan(chances[i - 1] as number)
  })

  it('agrees with 20,000 simulated paths on the percentiles within 1 % and the chance within 0.01', () => {
    // ฿5,000 now and ฿1,000 a month for 10 years at 6 % a year with 12 % volatility; target ฿180,000.
    const plan = { initial: 500_000, monthly: 100_000, annualReturn: 0.06, volatility: 0.12, years: 10 }
    const target = 18_000_000
    const finals = simulate(plan, 20_000, 20_260_105)
    const projection = projectGoal({ ...plan, target })
    expect(Math.abs(projection.p5 / quantileOf(finals, 0.05) - 1)).toBeLessThan(0.01)
    expect(Math.abs(projection.p50 / quantileOf(finals, 0.5) - 1)).toBeLessThan(0.01)
    expect(Math.abs(projection.p95 / quantileOf(finals, 0.95) - 1)).toBeLessThan(0.01)
    const reached = finals.filter((value) => value >= target).length / finals.length
    expect(Math.abs(projection.probability - reached)).toBeLessThan(0.01)
    const simulatedMean = finals.reduce((sum, value) => sum + value, 0) / finals.length
    expect(Math.abs(projection.expected / simulatedMean - 1)).toBeLessThan(0.01)
  })

  it('draws the fan once a year and at the last month, starting from the initial sum', () => {
    const projection = projectGoal({
      initial: 500_000,
      monthly: 100_000,
      annualReturn: 0.06,
      volatility: 0.12,
      years: 2.5,
      target: 4_000_000,
    })
    expect(projection.fan.map((point) => point.month)).toEqual([0, 12, 24, 30])
    expect(projection.fan[0]).toEqual({
      month: 0,
      invested: 500_000,
      p5: 500_000,
      p50: 500_000,
      p95: 500_000,
    })
    // ฿5,000 + 30 × ฿1,000.
    expect(projection.fan.at(-1)).toMatchObject({ month: 30, invested: 3_500_000, p5: projection.p5 })
    for (const point of projection.fan.slice(1)) {
      expect(point.p5).toBeLessThan(point.p50)
      expect(point.p50).toBeLessThan(point.p95)
    }
  })

  it('has no spread without volatility: every percentile is the steady value', () => {
    const plan = { initial: 1_000_000, monthly: 100_000, annualReturn: 0.06, volatility: 0, years: 2 }
    // The hand-worked ฿36,628.64 from above.
    expect(projectGoal({ ...plan, target: 3_662_864 })).toMatchObject({
      expected: 3_662_864,
      p5: 3_662_864,
      p50: 3_662_864,
      p95: 3_662_864,
      probability: 1,
    })
    expect(projectGoal({ ...plan, target: 3_662_865 }).probability).toBe(0)
  })

  it('projects 50 years of monthly payments quickly enough to answer each request', () => {
    const started = performance.now()
    const projection = projectGoal({
      initial: 0,
      monthly: 100_000,
      annualReturn: 0.07,
      volatility: 0.18,
      years: 50,
      target: 500_000_000,
    })
    expect(performance.now() - started).toBeLessThan(100)
    expect(projection.fan).toHaveLength(51)
    expect(projection.probability).toBeGreaterThan(0)
    expect(projection.probability).toBeLessThan(1)
  })
})

describe('the return a member earned', () => {
  it('chains the stretches between deposits, so a deposit is not a gain', () => {
    // ฿10,000 grows to ฿11,000 (+10 %); ฿5,000 is deposited, so ฿16,000 falls to ฿15,200 (−5 %).
    // 1.10 × 0.95 − 1 = 0.045, though the member's ฿15,000 is worth only ฿200 more.
    expect(
      timeWeightedReturn([
        { start: 1_000_000, end: 1_100_000 },
        { start: 1_600_000, end: 1_520_000 },
      ]),
    ).toBeCloseTo(0.045, 12)
  })

  it('skips a stretch that starts from nothing and earns nothing without stretches', () => {
    expect(
      timeWeightedReturn([
        { start: 0, end: 0 },
        { start: 1_000_000, end: 1_100_000 },
      ]),
    ).toBeCloseTo(0.1, 12)
    expect(timeWeightedReturn([])).toBe(0)
  })

  it('turns a return over two years into a yearly rate, and leaves a shorter one as it is', () => {
    // 1.21^(365/730) − 1 = 1.1 − 1 = 10 % a year.
    expect(annualise(0.21, 730)).toBeCloseTo(0.1, 12)
    expect(annualise(0.05, 365)).toBeCloseTo(0.05, 12)
    expect(annualise(0.05, 100)).toBe(0.05)
  })
})
