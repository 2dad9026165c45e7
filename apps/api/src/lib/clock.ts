import { AsyncLocalStorage } from 'node:async_hooks'

/** The one source of "now", injected so tests can move time. */
export type Clock = { now: () => Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests can set and move. */
export function manualClock(
  start: Date = new Date(),
): Clock & { set: (d: Date) => void; advance: (ms: number) => void } {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (d) => {
      current = d.getTime()
    },
    advance: (ms) => {
      current += ms
    },
  }
}

const requestOffsets = new AsyncLocalStorage<number>()

/**
 * Test servers only (CLOCK_CONTROL): the system clock, moved forward for the requests that ask — a journey sends
 * `X-Clock-Offset-Days` and sees the bank as it will be then, while every other visitor stays in the present.
 */
export const requestOffsetClock: Clock = {
  now: () => new Date(Date.now() + (requestOffsets.getStore() ?? 0)),
}

/** Runs `next` (the rest of a request) with the clock moved forward by `days`. */
export function withClockOffset(days: number, next: () => void): void {
  requestOffsets.run(days * 24 * 60 * 60 * 1000, next)
}
