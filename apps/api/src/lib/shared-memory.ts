/** Values kept at most; the oldest goes first. */
const MAX_ENTRIES = 1000

type Kept = { value: unknown; expires: number }

/**
 * What every visitor would be answered alike, kept in this process for a few seconds (issue 18): whole answers
 * of shared calls (plugins/shared-cache.ts) and the parts of answers that do not depend on who asks (a post's
 * page before the member's likes and answers are added). A successful write anywhere forgets everything
 * (`forget`, called here and, through PostgreSQL NOTIFY, in every other server process); a value computed
 * across a write is not kept. Nothing is kept until `listen` says this process hears the others' writes.
 */
export type SharedMemory = {
  /** The value under `key` while it is fresh; otherwise `compute`'s, shared by every caller asking meanwhile. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>
  /** A kept value, or undefined. */
  get<T>(key: string): T | undefined
  /** Keeps `value` unless a write happened since `since` (a `generation()` taken before computing it). */
  set(key: string, value: unknown, since: number): void
  /** Counts writes: a value computed from an older generation may be stale. */
  generation(): number
  forget(): void
  /** From now on, values are kept (this process hears every write); until then nothing is. */
  listen(): void
  /** Whether values are kept. */
  readonly keeping: boolean
}

export function createSharedMemory(seconds: number, now: () => number = Date.now): SharedMemory {
  const kept = new Map<string, Kept>()
  const computing = new Map<string, Promise<unknown>>()
  let generation = 0
  let listening = false
  const ttlMs = seconds * 1000

  const memory: SharedMemory = {
    get keeping() {
      return listening && ttlMs > 0
    },
    generation: () => generation,
    listen() {
      listening = true
    },
    forget() {
      generation += 1
      kept.clear()
      computing.clear()
    },
    get<T>(key: string) {
      const entry = kept.get(key)
      if (!entry) return undefined
      if (entry.expires <= now()) {
        kept.delete(key)
        return undefined
      }
      return entry.value as T
    },
    set(key, value, since) {
      if (!memory.keeping || since !== generation) return
      kept.delete(key)
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!)
      kept.set(key, { value, expires: now() + ttlMs })
    },
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (!memory.keeping) return compute()
      const fresh = memory.get<T>(key)
      if (fresh !== undefined) return fresh
      const running = computing.get(key)
      if (running) return running as Promise<T>
      const since = generation
      const promise = compute().then(
        (value) => {
          if (computing.get(key) === promise) computing.delete(key)
          memory.set(key, value, since)
          return value
        },
        (error: unknown) => {
          if (computing.get(key) === promise) computing.delete(key)
          throw error
        },
      )
      computing.set(key, promise)
      return promise
    },
  }
  return memory
}
