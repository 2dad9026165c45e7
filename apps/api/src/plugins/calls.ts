import type { CallDefinition } from '@klass/contract/call'
import { errorEnvelope } from '@klass/contract/envelope'
import { errorCatalogue, type ErrorCode } from '@klass/contract/errors'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify'
import { z } from 'zod'
import { optionalBearer, requireMember } from './authentication'
import { requireStaff } from './staff'

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract calls the server registered routes for, in order. */
    routedCalls: readonly CallDefinition[]
  }
  interface FastifyContextConfig {
    /** The contract definition the route was registered from (every API route has one). */
    call?: CallDefinition
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined

/** The request a call's handler receives: query and body already checked against the definition. */
export type CallRequest<C extends CallDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: C extends { params: z.ZodType } ? Output<C['params']> : unknown
  query: C extends { query: z.ZodType } ? Output<C['query']> : unknown
  body: C extends { bodyKind: 'multipart' }
    ? unknown
    : C extends { body: z.ZodType }
      ? Output<C['body']>
      : unknown
}

/** What a handler answers: the reply as its schema takes it in, or the reply object when it sent itself. */
export type CallAnswer<C extends CallDefinition> =
  (C['reply'] extends z.ZodType ? z.input<C['reply']> : void) | FastifyReply

export type CallHandler<C extends CallDefinition> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallAnswer<C>>

export type RouteExtras = {
  config?: Omit<FastifyContextConfig, 'call'>
  logLevel?: RouteShorthandOptions['logLevel']
}

/** The OpenAPI responses of a call's refusals: one per status, naming the codes it can carry. */
function errorResponses(call: CallDefinition): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of call.answers) {
    const { status } = errorCatalogue[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      errorEnvelope.describe(`error.code: ${codes.join(', ')}`),
    ]),
  )
}

function consumesOf(call: CallDefinition): string[] | undefined {
  if (call.bodyKind === 'multipart')
    return ['multipart/form-data', ...(call.body ? ['application/json'] : [])]
  if (call.bodyKind === 'form') return ['application/x-www-form-urlencoded', 'application/json']
  return undefined
}

const memberSecurity = [{ bearer: [] }]

/**
 * Registers the route of one contract call: method and path, the member check, input validation, reply
 * serialisation, the idempotent replay setting and the OpenAPI operation all come from the definition.
 */
export function routeCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  extras: RouteExtras = {},
): void {
  const successStatus = call.reply ? (call.status ?? 200) : 204
  const consumes = consumesOf(call)
  app.route({
    method: call.method,
    url: call.path,
    logLevel: extras.logLevel,
    config: {
      ...extras.config,
      call,
      ...(call.method !== 'GET' && !call.replay ? { idempotency: false } : {}),
    },
    onRequest:
      call.access === 'member'
        ? requireMember
        : call.access === 'staff'
          ? requireStaff(call.roles ?? [])
          : undefined,
    schema: {
      operationId: call.name,
      tags: [call.group],
      summary: call.summary,
      ...(call.access === 'member' || call.access === 'staff' ? { security: memberSecurity } : {}),
      ...(call.access === 'optional-member' ? { security: optionalBearer } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body && call.bodyKind !== 'multipart' ? { body: call.body } : {}),
      ...(consumes ? { consumes } : {}),
      response: { [successStatus]: call.reply ?? z.null(), ...errorResponses(call) },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  })
}

/** API paths served without a contract definition: the OpenAPI document and its reference page. */
const undocumented = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/]

/**
 * Refuses, at start-up, any API route added without a contract definition: every call the server answers is
 * one the web client and the OpenAPI document know.
 */
export function requireCallDefinitions(app: FastifyInstance, isApiPath: (url: string) => boolean): void {
  const routed: CallDefinition[] = []
  app.decorate('routedCalls', routed)
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || undocumented.some((pattern) => pattern.test(route.url))) return
    const call = route.config?.call
    if (!call) throw new Error(`${String(route.method)} ${route.url} has no contract definition`)
    // Fastify adds a HEAD route beside each GET: the same call.
    if (route.method !== 'HEAD') routed.push(call)
  })
}
