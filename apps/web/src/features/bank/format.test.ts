import { describe, expect, it } from 'vitest'
import { formatBaht, formatPercent, formatUnits } from './format'

describe('practice bank figures', () => {
  it('shows baht with the baht sign, grouping and two decimals', () => {
    expect(formatBaht('10000.00')).toBe('฿10,000.00')
    expect(formatBaht('-3.5')).toBe('-฿3.50')
    expect(formatBaht('12.50', { signed: true })).toBe('+฿12.50')
    expect(formatBaht('0.00', { signed: true })).toBe('฿0.00')
  })

  it('shows fund units and NAV with four decimals', () => {
    expect(formatUnits('1234.5')).toBe('1,234.5000')
    expect(formatUnits('0.0001')).toBe('0.0001')
  })

  it('marks gains with a plus sign when asked', () => {
    expect(formatPercent('2.35', { signed: true })).toBe('+2.35%')
    expect(formatPercent('-1.20', { signed: true })).toBe('-1.20%')
    expect(formatPercent('0.00', { signed: true })).toBe('0.00%')
  })
})
