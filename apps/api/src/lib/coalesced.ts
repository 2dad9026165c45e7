/**
 * `run` made to cover every call with a run that starts after it, while never running twice at once: calls
 * made while a run is under way share one more run after it. Each call resolves when the run that covers it
 * has finished (`run` reports its own failures; one that throws still lets the next run start).
 */
export function coalesced(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null
  let queued: Promise<void> | null = null
  const start = (): Promise<void> => {
    const running: Promise<void> = run().finally(() => {
      if (current === running) current = null
    })
    current = running
    return running
  }
  return () => {
    if (!current) return start()
    queued ??= current
      .catch(() => {})
      .then(() => {
        queued = null
        return start()
      })
    return queued
  }
}
