import { queryOptions } from '@tanstack/react-query'
import type {
  CallInput as DefinitionInput,
  CallReply as DefinitionReply,
  CallDefinition,
  CallRoute,
  DefinitionOf,
  InputOptional,
} from '@klass/contract/call'
import { pathWith } from '@klass/contract/path'
import { api, type ApiClient, type DownloadedFile, type Query, type RequestOptions } from './api-client'

/**
 * `call(definition, input)`: the one way the app talks to the API. The definition (packages/contract) gives
 * the method, path, whether the token is sent and whether a failed write is resent; the input and the reply
 * are typed from its schemas, so a wrong field fails the type check.
 */

/** What `call` takes: a route from @klass/contract/routes (or, in tests, a whole definition). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its definition
type Callable = CallRoute<any> | CallDefinition
export type CallInput<C extends Callable> = DefinitionInput<DefinitionOf<C>>
export type CallReply<C extends Callable> = DefinitionReply<DefinitionOf<C>>

export type CallOptions = {
  signal?: AbortSignal
  /** false: a 401 is only an error for the caller, never a refresh or the end of the session (logout). */
  renewSession?: boolean
  /** Another provider's token as the Bearer value of a public call (SPEC 7 facebookDetail). */
  bearer?: string
  /** More headers (the device id sent with a registration). */
  headers?: Record<string, string>
}

export type CallArgs<C extends Callable> =
  InputOptional<DefinitionOf<C>> extends true
    ? [input?: CallInput<C>, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions]

function multipartOf(body: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.set(name, value)
    else form.set(name, String(value))
  }
  return form
}

/** The request options a definition and its input make. */
export function requestOf(
  definition: CallRoute,
  input: { params?: unknown; query?: unknown; body?: unknown } = {},
  options: CallOptions = {},
): RequestOptions {
  const request: RequestOptions = {
    method: definition.method,
    auth: definition.access !== 'public',
    retryWrite: definition.retry,
    signal: options.signal,
    renewSession: options.renewSession,
    bearer: options.bearer,
    headers: options.headers,
  }
  if (input.query !== undefined) request.query = input.query as Query
  if (input.body !== undefined) {
    const body = input.body as Record<string, unknown>
    if (definition.bodyKind === 'multipart') request.multipart = multipartOf(body)
    else if (definition.bodyKind === 'form')
      request.form = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]))
    else request.json = body
  }
  return request
}

export function createCaller(client: ApiClient) {
  return function call<C extends Callable>(definition: C, ...args: CallArgs<C>): Promise<CallReply<C>> {
    const [input, options] = args
    const params = (input as { params?: Record<string, unknown> } | undefined)?.params
    return client.request<CallReply<C>>(
      params ? pathWith(definition.path, params) : definition.path,
      requestOf(definition, input, options),
    )
  }
}

export const call = createCaller(api)

/** A call whose answer is a file to save (download my data), read as a DownloadedFile instead of JSON. */
export function download(
  definition: CallRoute,
  input: { params?: unknown; query?: unknown } = {},
  options: CallOptions = {},
): Promise<DownloadedFile> {
  return api.request<DownloadedFile>(definition.path, {
    ...requestOf(definition, input, options),
    as: 'file',
  })
}

/**
 * A call's query key: its group and name, then its query. Invalidating `[group]` refreshes every read of
 * the group (`['store']` after a purchase).
 */
export function queryKeyOf<C extends Callable>(
  definition: C,
  query?: CallInput<C>['query'],
  params?: CallInput<C>['params'],
) {
  const { group } = definition
  const name = definition.name.slice(group.length + 1)
  const parts = [...(params === undefined ? [] : [params]), ...(query === undefined ? [] : [query])]
  return [group, name, ...parts] as const
}

/** The key prefix of every read in a definition's group: invalidating it refreshes them all. */
export function groupKeyOf(definition: Callable) {
  return [definition.group] as const
}

/** TanStack Query options for a read: key from the definition, the whole reply as the data. */
export function callQuery<C extends Callable>(definition: C, ...args: CallArgs<C>) {
  const input = args[0] as CallInput<C> | undefined
  return queryOptions({
    queryKey: queryKeyOf(
      definition,
      input?.query as CallInput<C>['query'],
      input?.params as CallInput<C>['params'],
    ),
    queryFn: ({ signal }) => call(definition, ...([input, { signal }] as CallArgs<C>)),
  })
}

type DataOf<C extends Callable> = CallReply<C> extends { data: infer D } ? D : never

/** TanStack Query options for a read that answers `{ data }`: the data alone is cached. */
export function dataQuery<C extends Callable>(definition: C, ...args: CallArgs<C>) {
  const input = args[0] as CallInput<C> | undefined
  return queryOptions({
    queryKey: queryKeyOf(
      definition,
      input?.query as CallInput<C>['query'],
      input?.params as CallInput<C>['params'],
    ),
    queryFn: async ({ signal }): Promise<DataOf<C>> =>
      ((await call(definition, ...([input, { signal }] as CallArgs<C>))) as { data: DataOf<C> }).data,
  })
}
