import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  fixedEarlyClose,
  fixedMaturity,
  frontFee,
  instalmentAttemptDays,
  instalmentMonths,
  savingsCreditTax,
  thaweesupEarlyClose,
  thaweesupMaturity,
  type PaidInstalment,
} from './bank-rules'

/** ฿500 paid on 5 Jan 2026 and then on the 5th of each month, leaving out the months given ("2026-02"). */
function paidOnThe5th(missedMonths: string[] = []): PaidInstalment[] {
  return instalmentMonths('2026-01-05')
    .filter((month) => !missedMonths.includes(month))
    .map((month) => ({ amount: 50_000, paidOn: `${month}-05` }))
}

describe('calendar arithmetic of deposits', () => {
  it('counts a term as banks do, to the same day or the last day of a shorter month', () => {
    expect(addMonthsClamped('2026-11-25', 12)).toBe('2027-11-25')
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonthsClamped('2026-08-31', -6)).toBe('2026-02-28')
    expect(daysBetween('2026-11-25', '2027-11-25')).toBe(365)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366)
  })

  it('takes a Thaweesup instalment on the 5th and retries on the 10th, 15th, 20th, 25th and the last day', () => {
    expect(instalmentAttemptDays(2026, 2)).toEqual([
      '2026-02-05',
      '2026-02-10',
      '2026-02-15',
      '2026-02-20',
      '2026-02-25',
      '2026-02-28',
    ])
    expect(instalmentMonths('2026-11-25')).toHaveLength(24)
    expect(instalmentMonths('2026-11-25').slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01'])
    expect(instalmentMonths('2026-11-25').at(-1)).toBe('2028-10')
  })
})

describe('fixed deposits', () => {
  it('pays a 12-month deposit principal × rate × days / 365 with 15 % withheld', () => {
    // ฿10,000 at 1.40 % from 25 Nov 2026: 365 days; 1,000,000 × 140 × 365 / (365 × 10,000) = 14,000 satang.
    expect(fixedMaturity(1_000_000, 140, '2026-11-25', 12)).toEqual({
      maturesOn: '2027-11-25',
      days: 365,
      interest: 14_000,
      tax: 2_100,
      payout: 1_011_900,
    })
  })

  it('pays no interest on an early close at 2 months', () => {
    expect(fixedEarlyClose(1_000_000, 30, '2026-04-10', '2026-06-10')).toEqual({
      days: 61,
      qualifies: false,
      interest: 0,
      tax: 0,
      payout: 1_000_000,
    })
  })

  it('pays the savings rate from exactly 3 months', () => {
    // 10 Apr → 10 Jul 2026: 91 days; 1,000,000 × 30 × 91 / 3,650,000 = 747.94 → 747; tax 112.05 → 112.
    expect(fixedEarlyClose(1_000_000, 30, '2026-04-10', '2026-07-09').qualifies).toBe(false)
    expect(fixedEarlyClose(1_000_000, 30, '2026-04-10', '2026-07-10')).toMatchObject({
      qualifies: true,
      interest: 747,
      tax: 112,
      payout: 1_000_635,
    })
  })

  it('pays the savings rate for the days held on an early close at 5 months', () => {
    // 10 Apr → 10 Sep 2026: 153 days; 1,000,000 × 30 × 153 / 3,650,000 = 1,257.53 → 1,257; tax 188.55 → 188.
    expect(fixedEarlyClose(1_000_000, 30, '2026-04-10', '2026-09-10')).toEqual({
      days: 153,
      qualifies: true,
      interest: 1_257,
      tax: 188,
      payout: 1_001_069,
    })
  })
})

describe('Thaweesup at maturity on 5 Jan 2028', () => {
  const terms = { rateBp: 210, savingsRateBp: 30 }

  it('pays its own rate, tax-free, with no instalment missed', () => {
    // The days from each of the 24 payments to 5 Jan 2028 sum to 9,144:
    // 50,000 × 210 × 9,144 / 3,650,000 = 26,304.66 → 26,304.
    expect(thaweesupMaturity(paidOnThe5th(), { ...terms, keepsTerms: true }, '2028-01-05')).toEqual({
      interest: 26_304,
      tax: 0,
      payout: 1_226_304,
    })
  })

  it('keeps the rate and the exemption with two missed', () => {
    // Without February (699 days) and March 2026 (671 days): 7,774 days; 50,000 × 210 × 7,774 / 3,650,000
    // = 22,363.56 → 22,363.
    const paid = paidOnThe5th(['2026-02', '2026-03'])
    expect(paid).toHaveLength(22)
    expect(thaweesupMaturity(paid, { ...terms, keepsTerms: true }, '2028-01-05')).toEqual({
      interest: 22_363,
      tax: 0,
      payout: 1_122_363,
    })
  })

  it('falls to the savings rate with 15 % withheld at the third missed', () => {
    // Without April 2026 too (640 days): 7,134 days at 0.30 %: 50,000 × 30 × 7,134 / 3,650,000 = 2,931.78 → 2,931;
    // tax 439.65 → 439.
    const paid = paidOnThe5th(['2026-02', '2026-03', '2026-04'])
    expect(thaweesupMaturity(paid, { ...terms, keepsTerms: false }, '2028-01-05')).toEqual({
      interest: 2_931,
      tax: 439,
      payout: 1_052_492,
    })
  })

  it('pays the savings rate with tax withheld when closed early', () => {
    // ฿500 on 5 Jan, 5 Feb, 5 Mar 2026, closed 5 Apr: 90 + 59 + 31 = 180 days;
    // 50,000 × 30 × 180 / 3,650,000 = 73.97 → 73; tax 10.95 → 10.
    expect(thaweesupEarlyClose(paidOnThe5th().slice(0, 3), 30, '2026-04-05')).toEqual({
      interest: 73,
      tax: 10,
      payout: 150_063,
    })
  })
})

describe('savings interest tax', () => {
  it('withholds nothing while the year stays within ฿20,000', () => {
    expect(savingsCreditTax(900_000, { interest: 1_000_000, tax: 0 })).toBe(0)
    expect(savingsCreditTax(1_000_000, { interest: 1_000_000, tax: 0 })).toBe(0)
  })

  it('taxes all of the year’s interest at 15 % once it passes ฿20,000', () => {
    // ฿15,000 in June, ฿8,000 in December: ฿23,000 in the year, 15 % of it = ฿3,450, all withheld in December.
    expect(savingsCreditTax(800_000, { interest: 1_500_000, tax: 0 })).toBe(345_000)
    // A single credit over the line.
    expect(savingsCreditTax(2_100_000, { interest: 0, tax: 0 })).toBe(315_000)
    // Past the line already in June (฿21,000, ฿3,150 withheld): December's ฿1,000 adds its own 15 %.
    expect(savingsCreditTax(100_000, { interest: 2_100_000, tax: 315_000 })).toBe(15_000)
  })
})

describe('fund orders', () => {
  it('takes a front-end fee of amount × rate, rounded down to the satang', () => {
    expect(frontFee(100_000, 150)).toBe(1_500)
    expect(frontFee(99_999, 150)).toBe(1_499)
    expect(frontFee(100_000, 0)).toBe(0)
  })
})
