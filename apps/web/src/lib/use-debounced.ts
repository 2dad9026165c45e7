import { useEffect, useState } from 'react'

/**
 * The value as it was `delay` ms after it last changed: a calculation from what the member types runs once they
 * pause, not on every keystroke. Values are compared by their JSON, so a new object with the same fields is no
 * change.
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  const key = JSON.stringify(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delay)
    return () => clearTimeout(timer)
  }, [key, delay])
  return settled
}
