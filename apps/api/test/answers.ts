import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

/**
 * What one answer was: its status for a success; its status and error code for a refusal ("409
 * SOLD_OUT"), so a refusal with the wrong code, a body without the error envelope or a 5xx stands out.
 */
export function kindOfAnswer(response: LightMyRequestResponse): string {
  if (response.statusCode < 400) return String(response.statusCode)
  let code = 'without the error envelope'
  try {
    const body = response.json() as { error?: { code?: unknown } }
    if (typeof body.error?.code === 'string') code = body.error.code
  } catch {
    // not JSON: named as such below
  }
  return `${response.statusCode} ${code}`
}

/** What one settled call of our own code was: "ok", or the code of the error it threw. */
export function kindOfOutcome(result: PromiseSettledResult<unknown>): string {
  if (result.status === 'fulfilled') return 'ok'
  const reason = result.reason as { code?: unknown; message?: unknown }
  return typeof reason?.code === 'string' ? reason.code : `thrown: ${String(reason?.message ?? reason)}`
}

/** How many of each kind. */
export function tally(kinds: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1
  return counts
}

/**
 * Expected kinds of answer: an exact count, or 'any' (none or more — for races whose split depends on
 * timing, where the totals are checked elsewhere, for instance against the ledger).
 */
export type ExpectedKinds = Record<string, number | 'any'>

function expectOnly(kinds: readonly string[], expected: ExpectedKinds): Record<string, number> {
  const counts = tally(kinds)
  const unexpected = Object.keys(counts).filter((kind) => !(kind in expected))
  expect(unexpected, `answers of a kind nobody expected: ${JSON.stringify(counts)}`).toEqual([])
  for (const [kind, count] of Object.entries(expected)) {
    if (count !== 'any') expect(counts[kind] ?? 0, `${kind} answers of ${JSON.stringify(counts)}`).toBe(count)
  }
  return counts
}

/**
 * Under load every answer counts: each of a burst of concurrent requests must be one of the expected
 * kinds — the successes and the refusal codes the race allows — and nothing else (no 5xx, no other code).
 * Answers the counts, for checks against the database.
 */
export function expectEveryAnswer(
  responses: readonly LightMyRequestResponse[],
  expected: ExpectedKinds,
): Record<string, number> {
  return expectOnly(responses.map(kindOfAnswer), expected)
}

/** The same for concurrent calls of our own code (services, the ledger): "ok" or an error code. */
export function expectEveryOutcome(
  results: readonly PromiseSettledResult<unknown>[],
  expected: ExpectedKinds,
): Record<string, number> {
  return expectOnly(results.map(kindOfOutcome), expected)
}

/**
 * A burst sent with one Idempotency-Key ran once: exactly one success is fresh, every other success is a
 * replay of its answer.
 */
export function expectOneRun(responses: readonly LightMyRequestResponse[]): void {
  const fresh = responses.filter(
    (response) => response.statusCode < 400 && response.headers['idempotent-replayed'] !== 'true',
  )
  expect(fresh, 'requests that ran (successes that are not replays)').toHaveLength(1)
}
