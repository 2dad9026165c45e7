import { useSyncExternalStore } from 'react'

/** Whether the cookie settings dialog is open; the footer's "cookie settings" link opens it too. */
let open = false
const listeners = new Set<() => void>()

export function setConsentSettingsOpen(value: boolean): void {
  open = value
  for (const listener of listeners) listener()
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open,
    () => false,
  )
}
