import { describe, expect, it } from 'vitest'
import { frontFee } from '@klass/contract/bank-rules'
import { costOfSold, proceedsFor, unitsFor } from './fund-math'

describe('buying a fund by amount', () => {
  it('buys ฿1,000.00 with a 1.00 % front-end fee at NAV 12.3456 as worked by hand', () => {
    // Fee: 100,000 satang × 100 bp / 10,000 = 1,000 satang (฿10.00); ฿990.00 buys units.
    const fee = frontFee(100_000, 100)
    expect(fee).toBe(1_000)
    const net = 100_000 - fee
    expect(net).toBe(99_000)
    // 99,000 × 1,000,000 / 123,456 = 801,905.13… → 801,905 ten-thousandths = 80.1905 units.
    expect(unitsFor(net, 123_456)).toBe(801_905)
  })

  it('charges no fee on a fund without a front-end fee', () => {
    expect(frontFee(100_000, 0)).toBe(0)
  })

  it('rounds the fee down to the satang', () => {
    // ฿1.99 at 1.50 %: 199 × 150 / 10,000 = 2.985 → 2 satang.
    expect(frontFee(199, 150)).toBe(2)
  })

  it('works out a large purchase to the last ten-thousandth unit', () => {
    // ฿100,000,000.00 at NAV 3.0000: 10,000,000,000 × 1,000,000 / 30,000 = 333,333,333,333.33… units × 10^4.
    expect(unitsFor(10_000_000_000, 30_000)).toBe(333_333_333_333)
  })
})

describe('selling fund units', () => {
  it('pays for every unit sold at the NAV, rounded down to the satang', () => {
    // All 80.1905 units at NAV 12.3456: 801,905 × 123,456 / 1,000,000 = 98,999.98… → ฿989.99.
    expect(proceedsFor(801_905, 123_456)).toBe(98_999)
  })

  it('pays for part of a holding at a later NAV', () => {
    // 40.0000 units at NAV 13.0000: 400,000 × 130,000 / 1,000,000 = 52,000 satang (฿520.00).
    expect(proceedsFor(400_000, 130_000)).toBe(52_000)
  })

  it('takes the sold share of the cost out of the holding, rounded down', () => {
    // Cost ฿1,000.00 for 80.1905 units; 40.0000 sold: 100,000 × 400,000 / 801,905 = 49,881.22… → ฿498.81.
    expect(costOfSold(100_000, 801_905, 400_000)).toBe(49_881)
  })

  it('takes all of the cost when every unit is sold, leaving nothing on an empty holding', () => {
    expect(costOfSold(100_000, 801_905, 801_905)).toBe(100_000)
    // Selling the rest after a part sale takes exactly what was left.
    const left = 100_000 - costOfSold(100_000, 801_905, 400_000)
    expect(costOfSold(left, 401_905, 401_905)).toBe(50_119)
  })
})
