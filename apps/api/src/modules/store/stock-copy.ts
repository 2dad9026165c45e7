import type { Database } from '@klass/db/client'
import { copyStockToItem } from './stock.repo'

/** While members keep buying a gift, each server process rewrites its row at most once in this many ms. */
export const STOCK_COPY_GAP_MS = 100

/**
 * Keeps each item's row (read by the home page's premiums) in step with its shards after purchases, outside
 * their transactions, so that no purchase waits for that one row. The first purchase of an item in a quiet
 * moment waits for its copy, so that whoever reads after its answer sees it; purchases arriving while a copy is
 * being written are copied together by one more write STOCK_COPY_GAP_MS later. A copy that fails is reported to
 * `onError`; the next purchase of the item copies again, and so does start-up.
 */
export function createStockCopier(
  db: Database,
  options: { onCopied: () => void; onError: (error: unknown) => void },
) {
  type Copying = { again: boolean; done: Promise<void> }
  const copying = new Map<string, Copying>()
  let closing = false
  const wakers = new Set<() => void>()

  const pause = () =>
    new Promise<void>((resolve) => {
      if (closing) return resolve()
      const wake = () => {
        clearTimeout(timer)
        wakers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, STOCK_COPY_GAP_MS)
      wakers.add(wake)
    })

  async function write(itemId: string) {
    try {
      if (await copyStockToItem(db, itemId)) options.onCopied()
    } catch (error) {
      options.onError(error)
    }
  }

  return {
    /** After a purchase of the item committed; resolves when the copy that includes it is written, or at once. */
    copy(itemId: string): Promise<void> {
      // A purchase answered while the server stops: start-up copies it (the pool may be gone by then).
      if (closing) return Promise.resolve()
      const running = copying.get(itemId)
      if (running) {
        running.again = true
        return Promise.resolve()
      }
      const state: Copying = { again: false, done: Promise.resolve() }
      copying.set(itemId, state)
      const first = write(itemId)
      state.done = first.then(async () => {
        while (state.again) {
          await pause()
          state.again = false
          await write(itemId)
        }
        copying.delete(itemId)
      })
      return first
    },
    /** Writes what is waiting without the pause, and resolves when every copy is written; copies no more. */
    async close() {
      closing = true
      for (const wake of [...wakers]) wake()
      await Promise.all([...copying.values()].map((state) => state.done))
    },
  }
}
