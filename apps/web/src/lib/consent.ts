import { useSyncExternalStore } from 'react'
import { readJson, writeLocal } from './storage'

/**
 * SPEC 3/9 cookie consent: the choice lives in local storage under `isAnalytic` as the flags switch2
 * (analytics and measurement) and switch3 (personalisation and marketing), remembered for one year.
 * Analytics may run only when both are true.
 */
export const CONSENT_KEY = 'isAnalytic'
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

export type ConsentChoice = { switch2: boolean; switch3: boolean }
export type ConsentRecord = ConsentChoice & { savedAt: number }

const listeners = new Set<() => void>()
let cached: { raw: string | null; record: ConsentRecord | null } | null = null

/** The stored choice, or null when there is none, it is malformed, or it is older than a year. */
export function readConsent(now = Date.now()): ConsentRecord | null {
  const record = readJson<Partial<ConsentRecord>>(CONSENT_KEY)
  if (!record || typeof record !== 'object') return null
  if (
    typeof record.switch2 !== 'boolean' ||
    typeof record.switch3 !== 'boolean' ||
    typeof record.savedAt !== 'number'
  ) {
    return null
  }
  if (now - record.savedAt >= CONSENT_MAX_AGE_MS || record.savedAt > now + 60_000) return null
  return { switch2: record.switch2, switch3: record.switch3, savedAt: record.savedAt }
}

export function saveConsent(choice: ConsentChoice, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = { switch2: choice.switch2, switch3: choice.switch3, savedAt: now }
  writeLocal(CONSENT_KEY, JSON.stringify(record))
  cached = null
  for (const listener of listeners) listener()
  return record
}

/** SPEC 4: analytics on only when both consent flags are true. */
export function analyticsAllowed(record: ConsentChoice | null): boolean {
  return record?.switch2 === true && record.switch3 === true
}

function snapshot(): ConsentRecord | null {
  const raw = globalThis.localStorage?.getItem(CONSENT_KEY) ?? null
  if (!cached || cached.raw !== raw) cached = { raw, record: readConsent() }
  return cached.record
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}
