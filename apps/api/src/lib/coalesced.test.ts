import { describe, expect, it } from 'vitest'
import { coalesced } from './coalesced'

/** A run that waits until the test lets it finish, and records when it started. */
function controlledRuns() {
  const started: number[] = []
  const finishers: (() => void)[] = []
  let calls = 0
  const run = () =>
    new Promise<void>((resolve) => {
      started.push(calls)
      finishers.push(resolve)
    })
  return {
    run,
    started,
    call: (go: () => Promise<void>) => {
      calls += 1
      return go()
    },
    finishNext: async () => {
      finishers.shift()!()
      await new Promise((r) => setTimeout(r, 0))
    },
  }
}

describe('coalesced', () => {
  it('runs once for a lone call, and again for a call after it finished', async () => {
    const runs = controlledRuns()
    const go = coalesced(runs.run)
    const first = runs.call(go)
    expect(runs.started).toEqual([1])
    await runs.finishNext()
    await first
    const second = runs.call(go)
    expect(runs.started).toEqual([1, 2])
    await runs.finishNext()
    await second
  })

  it('covers the calls made during a run with one more run, started after that run finished', async () => {
    const runs = controlledRuns()
    const go = coalesced(runs.run)
    const first = runs.call(go)
    let laterDone = 0
    const later = [runs.call(go), runs.call(go), runs.call(go)].map((p) => p.then(() => (laterDone += 1)))
    // Never two at once: the calls made during the first run wait for it.
    expect(runs.started).toEqual([1])
    await runs.finishNext()
    await first
    // One more run covers the three, and they are answered only when it has finished.
    expect(runs.started).toEqual([1, 4])
    expect(laterDone).toBe(0)
    await runs.finishNext()
    await Promise.all(later)
    expect(laterDone).toBe(3)
    expect(runs.started).toEqual([1, 4])
  })

  it('starts the next run after one that failed', async () => {
    let attempts = 0
    const go = coalesced(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('the first run failed')
    })
    const first = go()
    const second = go()
    await expect(first).rejects.toThrow('the first run failed')
    await second
    expect(attempts).toBe(2)
  })
})
