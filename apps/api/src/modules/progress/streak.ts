import type { StreakView } from '@klass/contract/progress'
import { bangkokInstant, DAY_MS } from '../../lib/time'

/** What a member does that counts as learning for the streak: reading, watching, a quiz, a game. */
export const learningKinds = [
  'post.read',
  'post.answered',
  'post.summarized',
  'video.viewed',
  'quiz.daily.answered',
  'quiz.monthly.answered',
  'quiz.final.answered',
  'quiz.money.answered',
  'game.catchme.played',
  'game.hangman.played',
  'game.visual-decoder.played',
  'game.crossword.played',
] as const

export type FreezeRow = { id: string; boughtAt: Date; usedOn: string | null }

export type WorkedOutStreak = {
  days: number
  activeToday: boolean
  /** Freezes this working-out used: freeze id → the missed day it covers. */
  newlyUsed: Map<string, string>
  recent: StreakView['recent']
}

/** The Bangkok day `count` days after (or before) `day` (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d) + count * DAY_MS).toISOString().slice(0, 10)
}

/** How many days of history the streak looks at at most. */
const LONGEST_STREAK_DAYS = 3_660
/** Days the streak strip shows, today last. */
const RECENT_DAYS = 7

/**
 * The streak as of Bangkok day `today`: consecutive days with a learning activity, counted back from today
 * (or from yesterday while today has none yet — the day is not over). A run of missed days is bridged when
 * the member held enough freezes through it: each missed day takes one freeze bought before that day ended
 * (a freeze bought after the streak broke mends nothing). A bridged day keeps the streak alive but adds no
 * day to it. Freezes are only spent on a gap they close completely, so a streak that breaks anyway keeps them.
 */
export function workOutStreak(input: {
  today: string
  activeDays: ReadonlySet<string>
  freezes: readonly FreezeRow[]
}): WorkedOutStreak {
  const { today, activeDays } = input
  const frozen = new Set(input.freezes.flatMap((f) => (f.usedOn ? [f.usedOn] : [])))
  const held = input.freezes
    .filter((f) => f.usedOn === null)
    .sort((a, b) => a.boughtAt.getTime() - b.boughtAt.getTime())
  const newlyUsed = new Map<string, string>()
  const earliest = [...activeDays].sort()[0]
  const activeToday = activeDays.has(today)

  let days = 0
  let cursor = activeToday ? today : addDays(today, -1)
  for (let step = 0; earliest !== undefined && cursor >= earliest && step < LONGEST_STREAK_DAYS; step++) {
    if (activeDays.has(cursor)) {
      days++
      cursor = addDays(cursor, -1)
      continue
    }
    if (frozen.has(cursor)) {
      cursor = addDays(cursor, -1)
      continue
    }
    // A gap: the missed days back to the last active (or already frozen) day.
    const gap: string[] = []
    let back = cursor
    while (back >= earliest && !activeDays.has(back) && !frozen.has(back)) {
      gap.push(back)
      back = addDays(back, -1)
    }
    if (back < earliest) break
    const taken = coverGap(gap, held)
    if (!taken) break
    for (const [id, day] of taken) {
      newlyUsed.set(id, day)
      frozen.add(day)
    }
    cursor = back
  }

  const recent = Array.from({ length: RECENT_DAYS }, (_, i) => {
    const date = addDays(today, i - (RECENT_DAYS - 1))
    const state = activeDays.has(date)
      ? ('done' as const)
      : date === today
        ? ('pending' as const)
        : frozen.has(date)
          ? ('frozen' as const)
          : earliest === undefined || date < earliest
            ? ('none' as const)
            : ('missed' as const)
    return { date, state }
  })
  return { days, activeToday, newlyUsed, recent }
}

/**
 * Freezes for every day of a gap, oldest day first, each taking the earliest-bought freeze still held that was
 * bought before the day ended; null when the freezes held do not cover the whole gap. Taken freezes leave `held`.
 */
function coverGap(gap: string[], held: FreezeRow[]): Map<string, string> | null {
  const chosen = new Map<string, string>()
  const left = [...held]
  for (const day of [...gap].reverse()) {
    const dayEnds = bangkokInstant(addDays(day, 1)).getTime()
    const index = left.findIndex((f) => f.boughtAt.getTime() < dayEnds)
    if (index < 0) return null
    chosen.set(left[index]!.id, day)
    left.splice(index, 1)
  }
  held.splice(0, held.length, ...left)
  return chosen
}
