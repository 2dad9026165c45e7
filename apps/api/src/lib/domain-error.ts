import { errorCatalogue, type ErrorCode } from '@klass/contract/errors'

/** A business rule said no. The error handler turns it into status + { error: { code, message } }. */
export class DomainError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    message?: string,
  ) {
    super(message ?? errorCatalogue[code].message)
    this.name = 'DomainError'
    this.status = errorCatalogue[code].status
  }
}

/** A 429 with Retry-After: RATE_LIMITED, or a code that says which limit (LOGIN_THROTTLED). */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(code, { retryAfterSeconds })
  }
}
