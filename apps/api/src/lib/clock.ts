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
