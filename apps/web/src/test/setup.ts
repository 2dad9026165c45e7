// Zod as the app configures it (app/start.tsx), before any schema is built.
import '../lib/zod-config'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { options } from 'preact'
import { afterEach, beforeEach, vi } from 'vitest'
import { takeContractBreaches } from './fake-api'

// Lazy routes load their code on a shared, busy machine: give findBy… queries time before they give up.
configure({ asyncUtilTimeout: 5000 })

// Chromium's view transitions, reduced to running the update (jsdom has none; the router asks for one).
if (!('startViewTransition' in document)) {
  Object.defineProperty(document, 'startViewTransition', {
    configurable: true,
    value: (update: () => void | Promise<void>) => {
      const done = Promise.resolve().then(update)
      return { finished: done, ready: done, updateCallbackDone: done, skipTransition: () => {} }
    },
  })
}

// A component's effects run right after its render is committed, as React's act() ran them in tests: an
// assertion made once something is shown sees what its effects did (focus moved, the address rewritten). In the
// browser Preact runs them after the next frame is painted (decision 048).
options.requestAnimationFrame = (flush) => queueMicrotask(flush)

// The router's scroll restoration scrolls the window on each page; jsdom lays nothing out to scroll.
window.scrollTo = () => {}

// A test fails on any unexpected console.error (a React warning, an unhandled error in a component).
let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  localStorage.clear()
  sessionStorage.clear()
  for (const part of document.cookie.split(';')) {
    const name = part.split('=', 1)[0]?.trim()
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  document.body.innerHTML = ''
  const breaches = takeContractBreaches()
  if (breaches.length > 0) throw new Error(`A fake API reply breaks the contract:\n${breaches.join('\n')}`)
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})

/** For a test that expects an error to be logged: takes the logged errors so far and clears them. */
export function takeConsoleErrors(): unknown[][] {
  const taken = consoleErrors
  consoleErrors = []
  return taken
}
