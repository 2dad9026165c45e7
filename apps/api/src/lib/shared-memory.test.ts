import { describe, expect, it } from 'vitest'
import { createSharedMemory } from './shared-memory'

/** A memory on a clock the test moves, already hearing the other processes' writes. */
function listeningMemory(seconds = 5) {
  let now = 1_000_000
  const memory = createSharedMemory(seconds, () => now)
  memory.listen()
  return { memory, pass: (ms: number) => (now += ms) }
}

describe('the shared memory of what every visitor reads alike', () => {
  it('keeps a value for its seconds, then computes it again', async () => {
    const { memory, pass } = listeningMemory()
    let computed = 0
    const compute = async () => ++computed
    expect(await memory.remember('home', compute)).toBe(1)
    pass(4_999)
    expect(await memory.remember('home', compute)).toBe(1)
    pass(1)
    expect(await memory.remember('home', compute)).toBe(2)
  })

  it('forgets everything on a write', async () => {
    const { memory } = listeningMemory()
    let computed = 0
    await memory.remember('home', async () => ++computed)
    memory.forget()
    expect(await memory.remember('home', async () => ++computed)).toBe(2)
  })

  it('does not keep a value computed across a write, which may predate it', async () => {
    const { memory } = listeningMemory()
    let release: (value: string) => void = () => {}
    const slow = memory.remember('post', () => new Promise<string>((resolve) => (release = resolve)))
    memory.forget()
    release('before the write')
    expect(await slow).toBe('before the write')
    expect(await memory.remember('post', async () => 'after the write')).toBe('after the write')
  })

  it('computes once for every caller asking at the same moment', async () => {
    const { memory } = listeningMemory()
    let computed = 0
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        memory.remember('campaign', async () => {
          computed += 1
          await new Promise((resolve) => setTimeout(resolve, 5))
          return 'page'
        }),
      ),
    )
    expect(answers).toEqual(Array(20).fill('page'))
    expect(computed).toBe(1)
  })

  it('lets a failed computation be tried again by the next caller', async () => {
    const { memory } = listeningMemory()
    await expect(memory.remember('home', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    )
    expect(await memory.remember('home', async () => 'home')).toBe('home')
  })

  it('keeps nothing before it hears the other processes, nor with no seconds to keep', async () => {
    for (const memory of [createSharedMemory(5), listeningMemory(0).memory]) {
      let computed = 0
      await memory.remember('home', async () => ++computed)
      expect(await memory.remember('home', async () => ++computed)).toBe(2)
      expect(memory.keeping).toBe(false)
    }
  })
})
