import { describe, expect, it } from 'vitest'
import { levelForExp } from './levels'
import { koinFromString, koinToString } from './money'

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
