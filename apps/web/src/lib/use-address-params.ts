import { useEffect, useRef } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

/** Choices to change in the address: a value sets one, `null`, `undefined` or `''` takes it out. */
export type AddressChanges = Record<string, string | number | null | undefined>

/**
 * A page's choices kept in the address (`?type=…&q=…&page=2`), so Back and a shared link keep them, and a way to
 * change some of them. Each change builds on the last one asked for, even before the page has rendered it: a
 * second tap right after a search (the next page, another filter) keeps the search.
 */
export function useAddressParams(): [
  URLSearchParams,
  (changes: AddressChanges, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams()
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])

  const change = (changes: AddressChanges, options?: NavigateOptions) => {
    const next = new URLSearchParams(latest.current)
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(name)
      else next.set(name, String(value))
    }
    latest.current = next
    setParams(next, options)
  }
  return [params, change]
}
