import { afterAll, afterEach } from 'vitest'
import { takeServerErrors, takeUndeclaredErrors } from './server-errors'

// A test fails when its app answered any 5xx, whatever the test itself asserted: no call may answer a
// server error, least of all under load.
function failOnServerErrors(): void {
  const errors = takeServerErrors()
  if (errors.length > 0) throw new Error(`The server answered ${errors.length} 5xx:\n${errors.join('\n\n')}`)
  const undeclared = [...new Set(takeUndeclaredErrors())]
  if (undeclared.length > 0)
    throw new Error(`The server answered refusals its contract does not declare:\n${undeclared.join('\n')}`)
}

afterEach(failOnServerErrors)
afterAll(failOnServerErrors)
