import { useSearchParams } from 'react-router'

/**
 * What LINE sent back to /line or /line/link: a code and the state, or an error (the person pressed cancel).
 * Read once per page: the code is good for one exchange.
 */
export function useLineReturn() {
  const [params] = useSearchParams()
  const code = params.get('code')
  const state = params.get('state')
  const error = params.get('error')
  return {
    code,
    state,
    cancelled: error !== null,
    returned: code !== null || error !== null,
  }
}

/** A code handed to the server already, so React's second run of an effect does not send it again. */
const spent = new Set<string>()
export function spendOnce(code: string): boolean {
  if (spent.has(code)) return false
  spent.add(code)
  return true
}
