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

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', { retryAfterSeconds })
  }
}
