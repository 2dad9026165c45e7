/**
 * SPEC 2/9 loading bar: starts on a route or parameter change, finishes when the data has loaded, shows a
 * failed style on error. It appears only when loading takes longer than the throttle (200 ms), creeps towards
 * the end over the duration (5000 ms) and hides 500 ms after finishing.
 */
export type ProgressState = { visible: boolean; percent: number; failed: boolean }

export type ProgressOptions = {
  throttleMs?: number
  durationMs?: number
  hideAfterMs?: number
  tickMs?: number
}

export type Progress = {
  start: () => void
  finish: () => void
  fail: () => void
  get: () => ProgressState
  subscribe: (listener: () => void) => () => void
}

const HIDDEN: ProgressState = { visible: false, percent: 0, failed: false }

export function createProgress(options: ProgressOptions = {}): Progress {
  const throttleMs = options.throttleMs ?? 200
  const durationMs = options.durationMs ?? 5000
  const hideAfterMs = options.hideAfterMs ?? 500
  const tickMs = options.tickMs ?? 100
  const listeners = new Set<() => void>()
  let state = HIDDEN
  let running = false
  let throttle: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined
  let hide: ReturnType<typeof setTimeout> | undefined

  const set = (next: ProgressState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const stopTimers = () => {
    clearTimeout(throttle)
    clearInterval(ticker)
    clearTimeout(hide)
  }

  const end = (failed: boolean) => {
    if (!running) return
    running = false
    stopTimers()
    if (!state.visible && !failed) return
    set({ visible: true, percent: 100, failed })
    hide = setTimeout(() => set(HIDDEN), hideAfterMs)
  }

  return {
    start() {
      if (running) return
      running = true
      stopTimers()
      if (state.visible) set(HIDDEN)
      throttle = setTimeout(() => {
        let elapsed = 0
        set({ visible: true, percent: 0, failed: false })
        ticker = setInterval(() => {
          elapsed += tickMs
          // Never reaches the end by itself: at most 95 % until the data is there.
          set({ ...state, percent: Math.min(95, Math.round((elapsed / durationMs) * 1000) / 10) })
        }, tickMs)
      }, throttleMs)
    },
    finish: () => end(false),
    fail: () => end(true),
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one loading bar. */
export const progress = createProgress()
