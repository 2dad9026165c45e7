import { config } from './config'
import * as session from './session'

/**
 * The one API client (SPEC 7–8). Every call of the app goes through `request`:
 * - 120 s timeout; the stored token sent as a Bearer value;
 * - a 401 with a refresh token: one shared refresh for all waiting calls, then the call again;
 * - a 401 without one, or a refresh answered 401/403: the session is cleared and the app goes to /login
 *   (a call that carried no token has no session to end: its 401 reaches the caller like other errors);
 * - a failed write (network error or 5xx; all but the LINE link) is sent once more with the same
 *   Idempotency-Key, after re-reading the stored token; a second failure reaches the caller;
 * - every other error reaches the caller as an ApiError carrying the server's code and Thai message.
 */

export const REQUEST_TIMEOUT_MS = 120_000
const REFRESH_PATH = '/oauth/access_token'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
  }
}

/** Client-side failures that never reached an answer (status 0). */
export const clientErrors = {
  NETWORK_ERROR: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
  TIMEOUT: 'เซิร์ฟเวอร์ตอบช้าเกินไป กรุณาลองใหม่อีกครั้ง',
  BAD_RESPONSE: 'ได้รับข้อมูลจากเซิร์ฟเวอร์ไม่ถูกต้อง กรุณาลองใหม่',
  SESSION_EXPIRED: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  UNKNOWN: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const

export type Query = Record<string, string | number | boolean | null | undefined>

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  query?: Query
  /** A JSON body. */
  json?: unknown
  /** A form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>
  /** A multipart body. */
  multipart?: FormData
  /** false: a public call that never sends the token and never refreshes (SPEC 7 notes). */
  auth?: boolean
  /** false: a write that is never sent twice (SPEC 8: the LINE link). */
  retryWrite?: boolean
  /** false: a 401 is only an error for the caller, never a refresh or the end of the session (logout). */
  renewSession?: boolean
  /** Another provider's token sent as the Bearer value instead of ours (SPEC 7 facebookDetail). */
  bearer?: string
  /** 'file': the answer is a download, read as a `DownloadedFile` instead of parsed JSON (issue 19). */
  as?: 'file'
  /** More headers (the device id sent with a registration). */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** A file the server answered as an attachment: its bytes and the name it gave it (Content-Disposition). */
export type DownloadedFile = { blob: Blob; filename: string | null }

function attachmentName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match ? match[1]! : null
}

export type SessionStore = {
  getToken: () => string | null
  hasRefreshToken: () => boolean
  saveTokens: (tokens: { access_token: string; token_type: 'Bearer' }) => void
  clearSession: () => void
}

export type ApiClientOptions = {
  baseUrl?: string
  fetch?: typeof fetch
  session?: SessionStore
  timeoutMs?: number
  newIdempotencyKey?: () => string
  /** Called after the session was cleared because it could not be renewed. */
  onSessionExpired?: () => void
}

export type ApiClient = {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>
  get: <T>(
    path: string,
    options?: Omit<RequestOptions, 'method' | 'json' | 'form' | 'multipart'>,
  ) => Promise<T>
  post: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<T>
}

function newKey(): string {
  return globalThis.crypto.randomUUID()
}

export function buildUrl(base: string, path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value))
  }
  const search = params.toString()
  return `${base}${path}${search ? `?${search}` : ''}`
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // Not JSON: a proxy page or an empty answer.
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error
  if (error && typeof error.code === 'string') {
    const message = typeof error.message === 'string' && error.message ? error.message : clientErrors.UNKNOWN
    return new ApiError(response.status, error.code, message, error.details)
  }
  return new ApiError(response.status, `HTTP_${response.status}`, clientErrors.UNKNOWN)
}

const isWrite = (method: string) => method !== 'GET'

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = options.baseUrl ?? ''
  const store = options.session ?? session
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const makeKey = options.newIdempotencyKey ?? newKey
  const fetcher = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args)
  let refreshing: Promise<void> | null = null

  /** One fetch with the timeout; network failures and time-outs become ApiErrors with status 0. */
  async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forward = () => controller.abort()
    signal?.addEventListener('abort', forward, { once: true })
    try {
      return await fetcher(url, { ...init, signal: controller.signal })
    } catch (error) {
      if (timedOut) throw new ApiError(0, 'TIMEOUT', clientErrors.TIMEOUT)
      if (signal?.aborted) throw error
      throw new ApiError(0, 'NETWORK_ERROR', clientErrors.NETWORK_ERROR)
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forward)
    }
  }

  function expire(): ApiError {
    store.clearSession()
    options.onSessionExpired?.()
    return new ApiError(401, 'SESSION_EXPIRED', clientErrors.SESSION_EXPIRED)
  }

  /** An answer whose body is not read (it is sent again): released, so the connection is not left waiting. */
  function discard(response: Response): void {
    response.body?.cancel().catch(() => {})
  }

  /** SPEC 8: every call that meets a 401 waits for the same refresh. */
  function refreshSession(): Promise<void> {
    refreshing ??= (async () => {
      try {
        // The refresh token travels in the server's HttpOnly cookie.
        const response = await send(base + REFRESH_PATH, {
          method: 'POST',
          body: new URLSearchParams({ grant_type: 'refresh_token' }),
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        })
        if (response.status === 401 || response.status === 403) throw expire()
        if (!response.ok) throw await errorFrom(response)
        store.saveTokens((await response.json()) as { access_token: string; token_type: 'Bearer' })
      } finally {
        refreshing = null
      }
    })()
    return refreshing
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? (opts.json !== undefined || opts.form || opts.multipart ? 'POST' : 'GET')
    const url = buildUrl(base, path, opts.query)
    const useAuth = opts.auth !== false
    const idempotencyKey = isWrite(method) ? makeKey() : null
    const retryWrite = isWrite(method) && opts.retryWrite !== false

    let body: BodyInit | undefined
    const contentHeaders: Record<string, string> = {}
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json)
      contentHeaders['Content-Type'] = 'application/json'
    } else if (opts.form) {
      body = new URLSearchParams(opts.form)
    } else if (opts.multipart) {
      body = opts.multipart
    }

    const attempt = async (state: { refreshed: boolean; retried: boolean }): Promise<T> => {
      // Read the stored token on every attempt: a refresh or another tab may have replaced it.
      const token = useAuth ? store.getToken() : null
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...opts.headers,
        ...contentHeaders,
      }
      if (token) headers.Authorization = `Bearer ${token}`
      if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey

      let response: Response
      try {
        response = await send(url, { method, headers, body, credentials: 'same-origin' }, opts.signal)
      } catch (error) {
        if (retryWrite && !state.retried && error instanceof ApiError)
          return attempt({ ...state, retried: true })
        throw error
      }

      if (response.status === 401 && useAuth && opts.renewSession !== false) {
        if (!state.refreshed && store.hasRefreshToken()) {
          discard(response)
          await refreshSession()
          return attempt({ ...state, refreshed: true })
        }
        // Only a session can expire: a call sent without one (a page still on screen for a moment after
        // logout) is refused like any other call, and nobody is sent to /login by it.
        if (token) throw expire()
      }
      if (response.status >= 500 && retryWrite && !state.retried) {
        discard(response)
        return attempt({ ...state, retried: true })
      }
      if (!response.ok) throw await errorFrom(response)
      if (response.status === 204) return undefined as T
      if (opts.as === 'file') {
        const file: DownloadedFile = {
          blob: await response.blob(),
          filename: attachmentName(response.headers.get('content-disposition')),
        }
        return file as T
      }
      try {
        return (await response.json()) as T
      } catch {
        throw new ApiError(response.status, 'BAD_RESPONSE', clientErrors.BAD_RESPONSE)
      }
    }

    return attempt({ refreshed: false, retried: false })
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, opts) => request(path, { ...opts, method: 'POST' }),
  }
}

let expiredHandler: () => void = () => {}

/** The app decides where an expired session goes (SPEC 8: /login); set once by the app's providers. */
export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler
}

export const api = createApiClient({
  baseUrl: config.apiBase,
  onSessionExpired: () => expiredHandler(),
})

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Field errors of a VALIDATION_FAILED answer: { field: message }. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const fields = (error.details as { fields?: Array<{ field?: unknown; message?: unknown }> } | undefined)
    ?.fields
  const result: Record<string, string> = {}
  for (const entry of Array.isArray(fields) ? fields : []) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue
    const name = entry.field.replace(/^(body|query|headers)\./, '')
    result[name] ??= entry.message
  }
  return result
}

/**
 * What a form shows for a failed call: messages beside fields (from VALIDATION_FAILED details, or an error code
 * that belongs to one field, such as EMAIL_TAKEN), otherwise one message for the whole form.
 */
export function formErrorsFrom(
  error: unknown,
  knownFields: readonly string[],
  codeFields: Record<string, string> = {},
): { fields: Record<string, string>; message: string | null } {
  const all = fieldErrors(error)
  const fields: Record<string, string> = {}
  for (const name of knownFields) if (all[name]) fields[name] = all[name]
  if (error instanceof ApiError && Object.hasOwn(codeFields, error.code))
    fields[codeFields[error.code]!] = error.message
  if (Object.keys(fields).length > 0) return { fields, message: null }
  if (error instanceof ApiError) return { fields, message: error.message }
  return { fields, message: clientErrors.UNKNOWN }
}
