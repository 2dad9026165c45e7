import { describe, expect, it } from 'vitest'
import { errorCatalogue } from './errors'

const thai = /[\u0E00-\u0E7F]/

describe('the error catalogue', () => {
  it('tells people every refusal in Thai', () => {
    const notThai = Object.entries(errorCatalogue).filter(([, { message }]) => !thai.test(message))
    expect(notThai).toEqual([])
  })

  it('says the big prize in Thai (รางวัลใหญ่), not by its English menu name', () => {
    const english = Object.entries(errorCatalogue).filter(([, { message }]) => /big prize/i.test(message))
    expect(english).toEqual([])
    expect(errorCatalogue.BIG_PRIZE_SKILL_ONLY.message).toContain('รางวัลใหญ่')
  })
})
