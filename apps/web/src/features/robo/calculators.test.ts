import { describe, expect, it } from 'vitest'
import { ageOn, nextDcaDates, proceedsOf, readBaht, readYears, splitByWeight } from './calculators'

const funds = (...weights: string[]) =>
  weights.map((weight, i) => ({ code: `F${i}`, name: `กองทุน ${i}`, weight }))

describe('the robo’s figures before anything is sent', () => {
  it('splits a purchase by weight to the satang, the satang left over to the largest share', () => {
    expect(splitByWeight(100_000, funds('60.00', '40.00')).map((share) => share.amount)).toEqual([
      60_000, 40_000,
    ])
    const thirds = splitByWeight(100_000, funds('33.33', '33.33', '33.34'))
    expect(thirds.map((share) => share.amount)).toEqual([33_330, 33_330, 33_340])
    const odd = splitByWeight(50_001, funds('50.00', '50.00'))
    expect(odd.reduce((sum, share) => sum + share.amount, 0)).toBe(50_001)
    expect(splitByWeight(50_000, funds('0.00'))).toEqual([])
  })

  it('reads amounts as the contract does, with an empty or zero field meaning 0 where 0 is allowed', () => {
    expect(readBaht('1,500.50')).toEqual({ value: 150_050 })
    expect(readBaht('')).toEqual({ problem: 'กรุณากรอกจำนวนเงิน' })
    expect(readBaht('0')).toEqual({ problem: 'จำนวนเงินต้องมากกว่า 0 บาท' })
    expect(readBaht('0.00', { zero: true })).toEqual({ value: 0 })
    expect(readBaht('', { zero: true })).toEqual({ value: 0 })
    expect(readBaht('1.234')).toEqual({ problem: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง (สตางค์)' })
  })

  it('takes whole years from 1 to 40', () => {
    expect(readYears('5')).toEqual({ value: 5 })
    expect(readYears('0')).toEqual({ problem: 'ระยะเวลาอย่างน้อย 1 ปี' })
    expect(readYears('2.5')).toEqual({ problem: 'จำนวนปีต้องเป็นจำนวนเต็ม' })
    expect(readYears('41')).toEqual({ problem: 'ระยะเวลาไม่เกิน 40 ปี' })
  })

  it('counts age in whole years, a birthday today counting', () => {
    expect(ageOn('2006-11-25', '2026-11-25')).toBe(20)
    expect(ageOn('2006-11-26', '2026-11-25')).toBe(19)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
  })

  it('lists the next DCA days after today, as the server schedules them: today’s day starts next month', () => {
    expect(nextDcaDates(25, '2026-11-25')).toEqual(['2026-12-25', '2027-01-25', '2027-02-25'])
    expect(nextDcaDates(26, '2026-11-25')).toEqual(['2026-11-26', '2026-12-26', '2027-01-26'])
    expect(nextDcaDates(5, '2026-11-25')).toEqual(['2026-12-05', '2027-01-05', '2027-02-05'])
  })

  it('values units at a NAV as a sale pays them, rounded down to the satang', () => {
    expect(proceedsOf('176.4000', '12.5000')).toBe(220_500)
    expect(proceedsOf('10.5429', '42.8739')).toBe(45_201)
  })
})
