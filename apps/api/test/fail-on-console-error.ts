import { afterEach, vi } from 'vitest'

// A test fails on any unexpected console.error: errors that nobody asserted on are bugs.
const spy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = spy.mock.calls
  spy.mockClear()
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.join(' ')).join('\n')}`)
})
