import { DEVICE_HEADER } from '@klass/contract/auth-constants'
import { readLocal, writeLocal } from './storage'

const STORAGE_KEY = 'klass.device'

/**
 * Issue 19 (decision 029): a random id this browser keeps, made once, sent with registrations so that one
 * device makes only a few accounts a day. It names nobody: it is not sent with anything else. Where storage
 * is blocked there is no id, and the address limit alone applies.
 */
export function deviceId(): string | null {
  const kept = readLocal(STORAGE_KEY)
  if (kept) return kept
  writeLocal(STORAGE_KEY, globalThis.crypto.randomUUID())
  return readLocal(STORAGE_KEY)
}

/** The header that carries the id, or none. */
export function deviceHeaders(): Record<string, string> {
  const id = deviceId()
  return id ? { [DEVICE_HEADER]: id } : {}
}
