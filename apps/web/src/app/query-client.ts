import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api-client'
import { progress } from '../lib/progress'

/** Client errors (4xx) are answers, not hiccups: retrying them changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // SPEC 2: the loading bar shows a failed style on error.
    queryCache: new QueryCache({ onError: () => progress.fail() }),
    mutationCache: new MutationCache({}),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      // The API client already retries a failed write once with the same Idempotency-Key (SPEC 8).
      mutations: { retry: false },
    },
  })
}
