import { describe, expect, it } from 'vitest'
import { checkChoiceStep, pickContent, shuffled } from './game-sessions'
import { dailyQuota, gameRules } from './games.service'
import type { SessionRow } from './games.repo'

const sets = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

function sessionAtStep(current: number) {
  return { progress: { current, outcomes: [] } } as unknown as SessionRow
}

const threeChoices = () => ({ choices: ['x', 'y', 'z'] })

describe('game session rules', () => {
  it('shuffles without losing or adding an item, and leaves the original alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8]
    const mixed = shuffled(items)
    expect([...mixed].sort((a, b) => a - b)).toEqual(items)
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('gives the set asked for, and refuses one that does not exist', () => {
    expect(pickContent(sets, new Map(), 'c')).toEqual({ id: 'c' })
    expect(() => pickContent(sets, new Map(), 'nope')).toThrow(
      expect.objectContaining({ code: 'GAME_CONTENT_NOT_FOUND' }),
    )
  })

  it('otherwise gives the set finished least, the first in order on a tie', () => {
    expect(
      pickContent(
        sets,
        new Map([
          ['a', 2],
          ['b', 1],
          ['c', 1],
        ]),
      ),
    ).toEqual({ id: 'b' })
    expect(pickContent(sets, new Map())).toEqual({ id: 'a' })
    expect(() => pickContent([], new Map())).toThrow(
      expect.objectContaining({ code: 'GAME_CONTENT_NOT_FOUND' }),
    )
  })

  it('takes a choice only for the step being played and within its choices', () => {
    expect(() => checkChoiceStep(sessionAtStep(1), 1, 2, threeChoices)).not.toThrow()
    expect(() => checkChoiceStep(sessionAtStep(1), 1, null, threeChoices)).not.toThrow()
    expect(() => checkChoiceStep(sessionAtStep(1), 0, 0, threeChoices)).toThrow(
      expect.objectContaining({ code: 'GAME_STEP_MISMATCH' }),
    )
    expect(() => checkChoiceStep(sessionAtStep(1), 1, 3, threeChoices)).toThrow(
      expect.objectContaining({ code: 'GAME_CHOICE_INVALID' }),
    )
  })

  it('counts bought plays into the daily quota of hangman only', () => {
    expect(dailyQuota('hangman', 2)).toBe(gameRules.hangman.dailyPlays + 2)
    expect(dailyQuota('catchme', 2)).toBe(gameRules.catchme.dailyPlays)
    expect(dailyQuota('crossword', 0)).toBe(gameRules.crossword.dailyPlays)
  })
})
