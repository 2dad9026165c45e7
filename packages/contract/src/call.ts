import type { z } from 'zod'
import { errorCatalogue, type ErrorCode } from './errors'
import type { StaffRole } from './staff'

/**
 * One definition per API call (SPEC 7). The server registers its route from it (auth hook, input
 * validation, reply serialisation, OpenAPI operation), the web app calls it through `call(definition,
 * input)` typed from its schemas, and the web tests' fake server answers only what its reply schema allows.
 */

/**
 * Who may call: anyone (the web app sends no token), anyone with the reply personalised by a token, members,
 * or staff of the back office (a member holding one of the call's `roles`, or admin, whose session passed the
 * one-time code of an authenticator app: issue 21).
 */
export type Access = 'public' | 'optional-member' | 'member' | 'staff'
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
/** How a write's input travels: JSON, a URL-encoded form (OAuth) or multipart (uploads). */
export type BodyKind = 'json' | 'form' | 'multipart'

export type CallSpec = {
  method: Method
  path: string
  access: Access
  /** What the call does, in Thai: the OpenAPI summary. */
  summary: string
  /** Path parameters, written `:name` in the path (`/v2/api/mutualFundPlan/:id`). */
  params?: z.ZodType
  query?: z.ZodType
  /** The body's fields; for multipart, the text fields (files are named in `files`). */
  body?: z.ZodType
  bodyKind?: BodyKind
  /** Multipart file fields. */
  files?: readonly string[]
  /** The success reply; null answers 204 with no body. */
  reply: z.ZodType | null
  /** The success status when it is not 200. */
  status?: 201
  /** The call's own refusals; the ones every call of its kind can answer are added by `defineCalls`. */
  errors?: readonly ErrorCode[]
  /** SPEC 8: a failed write is sent once more with the same Idempotency-Key; false never resends it. */
  retry?: boolean
  /** false: the server does not store the answer under the Idempotency-Key (sign-in calls). */
  replay?: boolean
  /**
   * A public read whose answer without a token is the same for every visitor: the server may answer it from
   * its shared cache for a few seconds, until a write (issue 18).
   */
  shared?: true
  /** Staff calls: the roles that may call besides admin (none: admin only). */
  roles?: readonly StaffRole[]
}

export type CallDefinition<S extends CallSpec = CallSpec, N extends string = string> = S & {
  /** `group.key`: the OpenAPI operation id, and the first parts of the call's query keys. */
  readonly name: N
  readonly group: string
  readonly retry: boolean
  readonly replay: boolean
  /** Every error code the call can answer, its own and its kind's. */
  readonly answers: readonly ErrorCode[]
}

/** 5xx: any call can fail on the server's side. */
const serverFailures: readonly ErrorCode[] = ['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE']
/** The server reads any Bearer token sent, on every call, and refuses a bad one. */
const tokenRefusals: readonly ErrorCode[] = ['UNAUTHENTICATED', 'TOKEN_EXPIRED']
/** A body the server cannot read: malformed, too large or of another media type. */
const bodyRefusals: readonly ErrorCode[] = ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']
/** A repeated key: used for another request, its first request still running, or done with its answer lost. */
const replayRefusals: readonly ErrorCode[] = [
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_ANSWER_LOST',
]

/** A staff call refuses a member without the role, and a staff session without its one-time code. */
const staffRefusals: readonly ErrorCode[] = ['STAFF_ONLY', 'STAFF_SECOND_FACTOR_REQUIRED']

function answersOf(spec: CallSpec, replay: boolean): ErrorCode[] {
  const write = spec.method !== 'GET'
  const codes = new Set<ErrorCode>([...tokenRefusals, ...serverFailures, ...(spec.errors ?? [])])
  // A write may carry a malformed Idempotency-Key header: VALIDATION_FAILED names it.
  if (spec.params || spec.query || spec.body || (write && replay)) codes.add('VALIDATION_FAILED')
  if (write) for (const code of bodyRefusals) codes.add(code)
  if (write && replay) for (const code of replayRefusals) codes.add(code)
  if (spec.access === 'staff') for (const code of staffRefusals) codes.add(code)
  return [...codes].sort((a, b) => errorCatalogue[a].status - errorCatalogue[b].status || a.localeCompare(b))
}

/**
 * A group of calls (one OpenAPI tag); each key becomes `group.key`. Free of side effects, so a bundle that
 * imports a contract module for its types or constants leaves the definitions (and their schemas) out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCalls<const G extends string, const T extends Record<string, CallSpec>>(
  group: G,
  specs: T,
): { readonly [K in keyof T & string]: CallDefinition<T[K], `${G}.${K}`> } {
  const calls: Record<string, CallDefinition> = {}
  for (const [key, spec] of Object.entries(specs)) {
    const write = spec.method !== 'GET'
    const replay = write && spec.replay !== false
    calls[key] = {
      ...spec,
      name: `${group}.${key}`,
      group,
      retry: write && spec.retry !== false,
      replay,
      answers: answersOf(spec, replay),
    }
  }
  return calls as { readonly [K in keyof T & string]: CallDefinition<T[K], `${G}.${K}`> }
}

// ---- What the web client carries at run time ----

/** The fields of a definition the web client uses at run time. */
export const routeFields = ['name', 'group', 'method', 'path', 'access', 'retry', 'bodyKind'] as const

/**
 * A call as the web client holds it (packages/contract/src/routes.ts): its route without the schemas, so no
 * zod code reaches the browser; the schemas' types ride along for `call(route, input)`.
 */
export type CallRoute<D extends CallDefinition = CallDefinition> = {
  readonly name: D['name']
  readonly group: string
  readonly method: D['method']
  readonly path: D['path']
  readonly access: D['access']
  readonly retry: boolean
  readonly bodyKind?: BodyKind
  /** Types only: never set at run time. */
  readonly __definition?: D
}

/** The routes of a group of definitions, key by key. */
export type CallRoutes<G extends Record<string, CallDefinition>> = {
  readonly [K in keyof G]: CallRoute<G[K]>
}

/** The definition behind a route (or the definition itself). */
export type DefinitionOf<C> = C extends CallDefinition
  ? C
  : C extends { readonly __definition?: infer D }
    ? NonNullable<D> extends CallDefinition
      ? NonNullable<D>
      : never
    : never

export { openApiPath, pathMatches, pathWith } from './path'

/** The route of a definition: the fields the client uses, nothing else. */
export function routeOf(definition: CallDefinition): CallRoute {
  const route: Record<string, unknown> = {}
  for (const field of routeFields) if (definition[field] !== undefined) route[field] = definition[field]
  return route as CallRoute
}

// ---- Types the client and the fakes read from a definition ----

type Optionalised<T> = object extends T ? { [K in keyof T]?: T[K] } : T

type QueryInput<C> = C extends { query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : { query?: undefined }

type FilesOf<C> = C extends { files: readonly (infer F extends string)[] } ? F : never

type BodyInput<C> = C extends { body: infer B extends z.ZodType }
  ? C extends { bodyKind: 'multipart' }
    ? { body: Optionalised<z.input<B>> & { [F in FilesOf<C>]?: Blob | null } }
    : object extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
  : C extends { bodyKind: 'multipart' }
    ? { body: { [F in FilesOf<C>]?: Blob | null } }
    : { body?: undefined }

type ParamsInput<C> = C extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: undefined }

/** What the caller sends: `{ params, query, body }` as each schema takes it in. */
export type CallInput<C extends CallDefinition> = ParamsInput<C> & QueryInput<C> & BodyInput<C>

/** What a successful call answers: the reply schema's output, or undefined for 204. */
export type CallReply<C extends CallDefinition> = C['reply'] extends z.ZodType
  ? z.output<C['reply']>
  : undefined

/** The reply as a fake server writes it (the schema's input, before defaults). */
export type CallReplyInput<C extends CallDefinition> = C['reply'] extends z.ZodType
  ? z.input<C['reply']>
  : undefined

/** True when the input may be left out entirely. */
export type InputOptional<C extends CallDefinition> = object extends CallInput<C> ? true : false
