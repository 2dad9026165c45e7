import { useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * Writes the answer of a write (a like, a view, an answer) into every cached copy of one thing (a member's
 * and a visitor's view alike), so the page shows it without reading the thing again.
 */
export function usePatchCached<T extends object>(queryKey: QueryKey) {
  const client = useQueryClient()
  return (patch: Partial<T>) =>
    client.setQueriesData<T>({ queryKey }, (current) => (current ? { ...current, ...patch } : current))
}
