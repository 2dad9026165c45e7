import { describe, expect, it } from 'vitest'
import { chooseDailyQuestions } from './daily-pick'

const pool = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `q${i}` }))

describe("choosing a day's daily questions", () => {
  it('takes never-asked questions first, in pool order, and the same ones for the same inputs', () => {
    const asked = new Map([['q0', '2026-11-01']])
    expect(chooseDailyQuestions(pool(6), asked, '2026-11-02')).toEqual(['q1', 'q2', 'q3'])
    expect(chooseDailyQuestions(pool(6), asked, '2026-11-02')).toEqual(['q1', 'q2', 'q3'])
  })

  it('leaves out a question asked 60 days ago and brings back one asked 61 days ago, oldest first', () => {
    const asked = new Map([
      ['q0', '2026-09-03'],
      ['q1', '2026-09-02'],
      ['q2', '2026-09-01'],
      ['q3', '2026-09-02'],
    ])
    // 2026-11-02 minus 60 days is 2026-09-03.
    expect(chooseDailyQuestions(pool(4), asked, '2026-11-02')).toEqual(['q2', 'q1', 'q3'])
  })

  it('falls back to the longest unasked when the pool is too small to go round', () => {
    const asked = new Map([
      ['q0', '2026-11-01'],
      ['q1', '2026-10-31'],
    ])
    expect(chooseDailyQuestions(pool(2), asked, '2026-11-02')).toEqual(['q1', 'q0'])
  })
})
