import { describe, expect, it } from 'vitest'
import { levelForExp } from './levels'
import { bahtInput, koinFromString, koinToString, readBahtInput, readUnitsInput, unitsInput } from './money'

describe('koin amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-3000, '-30.00'],
    [123456789, '1234567.89'],
  ])('shows %i hundredths as %s', (hundredths, text) => {
    expect(koinToString(hundredths)).toBe(text)
  })

  it('reads decimal text back into hundredths without float error', () => {
    expect(koinFromString('0.1')).toBe(10)
    expect(koinFromString('19.99')).toBe(1999)
    expect(koinFromString('-5')).toBe(-500)
    expect(koinFromString('1.005')).toBeNull()
    expect(koinFromString('abc')).toBeNull()
    expect(koinFromString('1e3')).toBeNull()
  })
})

describe('member levels', () => {
  it('starts at level 1 and climbs at each threshold', () => {
    expect(levelForExp(0)).toMatchObject({ level: 1, nextExp: 100 })
    expect(levelForExp(99).level).toBe(1)
    expect(levelForExp(100).level).toBe(2)
    expect(levelForExp(3000)).toMatchObject({ level: 6, nextExp: null })
  })
})

describe('amounts typed by a member', () => {
  it.each([
    ['1500', 1500_00],
    ['1,500.5', 1500_50],
    [' 0.01 ', 1],
    [25, 25_00],
  ])('reads %j baht into satang', (typed, satang) => {
    expect(readBahtInput(typed)).toEqual({ value: satang })
    expect(bahtInput.parse(typed)).toBe(satang)
  })

  it.each([
    ['-5', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['0', 'จำนวนเงินต้องมากกว่า 0 บาท'],
    ['1.005', 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง (สตางค์)'],
    ['สิบบาท', 'จำนวนเงินต้องเป็นตัวเลข เช่น 1500 หรือ 1500.50'],
    ['100000001', 'จำนวนเงินมากเกินไป'],
  ])('refuses %j baht and says why, in the form and in the API alike', (typed, problem) => {
    expect(readBahtInput(typed)).toEqual({ problem })
    expect(bahtInput.safeParse(typed).error?.issues[0]?.message).toBe(problem)
  })

  it('reads fund units to four decimals and refuses a fifth or a zero', () => {
    expect(readUnitsInput('12.3456')).toEqual({ value: 12_3456 })
    expect(unitsInput.parse('1,000')).toBe(1000_0000)
    expect(readUnitsInput('1.23456')).toEqual({ problem: 'จำนวนหน่วยมีทศนิยมได้ไม่เกิน 4 ตำแหน่ง' })
    expect(readUnitsInput('0')).toEqual({ problem: 'จำนวนหน่วยต้องเป็นตัวเลขมากกว่า 0' })
  })
})
