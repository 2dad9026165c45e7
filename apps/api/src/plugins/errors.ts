import { errorCatalogue, refusalCodeOf, type ErrorCode } from '@klass/contract/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { databaseUnavailable } from '../lib/database-connections'
import { DomainError, RateLimitedError } from '../lib/domain-error'

export const API_PREFIXES = ['/api/', '/v2/api/', '/oauth/']

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1))
}

export function sendError(reply: FastifyReply, code: ErrorCode, details?: unknown, message?: string) {
  const body: { error: { code: string; message: string; details?: unknown } } = {
    error: { code, message: message ?? errorCatalogue[code].message },
  }
  if (details !== undefined) body.error.details = details
  return reply.status(errorCatalogue[code].status).type('application/json; charset=utf-8').send(body)
}

/** How long a client waits before it tries again when no database connection was free. */
export const DATABASE_RETRY_AFTER_SECONDS = 3

/** Fastify's own 4xx errors (parsing, limits, media types) mapped to our codes. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE'
  if (status === 429) return 'RATE_LIMITED'
  return 'BAD_REQUEST'
}

/**
 * The answer to what Fastify refuses before routing — a URL it cannot decode (`/v2/api/post/%E0%A4%A`), a
 * path parameter over its length limit: no hook runs for those, so the security headers and the request id
 * are set here, and the body is our envelope rather than Fastify's own.
 */
export function frameworkErrorHandler(
  setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply)
    reply.header('X-Request-Id', request.id)
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return sendError(reply, codeForStatus(status))
    request.log.error({ err: error }, 'request failed')
    return sendError(reply, 'INTERNAL_ERROR')
  }
}

/**
 * The one error handler: every failure leaves as { error: { code, message, details? } } with the right status.
 * 5xx details stay in the log; clients get a Thai message and a code.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RateLimitedError) {
        reply.header('Retry-After', String(error.retryAfterSeconds))
        return sendError(reply, error.code, error.details)
      }
      if (error instanceof DomainError) return sendError(reply, error.code, error.details, error.message)
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          field: [
            error.validationContext,
            ...String(issue.instancePath ?? '')
              .split('/')
              .filter(Boolean),
          ]
            .filter(Boolean)
            .join('.'),
          message: issue.message,
        }))
        // A check may carry its own code (DISPLAY_NAME_RESERVED); the fields are named either way.
        const code = error.validation.map((issue) => refusalCodeOf(issue.params)).find(Boolean)
        return sendError(reply, code ?? 'VALIDATION_FAILED', { fields })
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema')
        return sendError(reply, 'INTERNAL_ERROR')
      }
      if (databaseUnavailable(error)) {
        // A burst larger than the connection pool: the client is told to try again shortly, not that it failed.
        request.log.warn({ err: error }, 'no database connection within the wait')
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        return sendError(reply, 'SERVICE_UNAVAILABLE')
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const code = (error.code && frameworkCodes[error.code]) || codeForStatus(status)
        return sendError(reply, code)
      }
      request.log.error({ err: error }, 'request failed')
      return sendError(reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR')
    })
  },
  { name: 'klass-errors' },
)
