import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database, Transaction } from '@klass/db/client'
import { DomainError } from './domain-error'
import { findLiveRecord, writeRecord, type NewRecord } from './idempotency-records'

/**
 * A write's claim on its Idempotency-Key, made by plugins/idempotency.ts before the handler runs (decision 024).
 * - pending: nothing holds it yet;
 * - taking: a transaction inserted it and has not ended;
 * - committed: it committed with that transaction's work, and waits for the answer;
 * - settled: the request was answered or refused; nothing more to do.
 */
export type Claim = {
  record: NewRecord & { owner: number }
  state: 'pending' | 'taking' | 'committed' | 'settled'
}

const claims = new AsyncLocalStorage<Claim>()

/** Runs `next` (the rest of a request) with its claim, for the first transaction it opens to take. */
export function runWithClaim(claim: Claim, next: () => void): void {
  claims.run(claim, next)
}

/** Whether the request runs under an Idempotency-Key that its next transaction must still insert. */
export function claimPending(): boolean {
  return claims.getStore()?.state === 'pending'
}

/** Inserts the claim first thing in the transaction, or refuses the request when another holds its key. */
async function takeClaim(tx: Transaction, claim: Claim): Promise<void> {
  if (await writeRecord(tx, claim.record)) return
  // Another request with this key committed its claim while this one waited on it: apply nothing.
  claim.state = 'settled'
  const other = await findLiveRecord(tx, claim.record, claim.record.createdAt)
  throw new DomainError(
    other && other.requestHash !== claim.record.requestHash
      ? 'IDEMPOTENCY_KEY_REUSED'
      : 'IDEMPOTENCY_IN_PROGRESS',
  )
}

/**
 * The database the services get (ctx.db): the same, except that a write's first `db.transaction` that is not
 * read-only inserts the request's claim before its work, so the claim commits with the work or rolls back with
 * it — a crash can leave no claim without its work, nor work without its claim. Services need not know.
 */
export function claimingTransactions(db: Database): Database {
  const claiming = Object.create(db) as Database
  claiming.transaction = async <T>(
    work: (tx: Transaction) => Promise<T>,
    config?: Parameters<Database['transaction']>[1],
  ): Promise<T> => {
    const claim = claims.getStore()
    if (claim?.state !== 'pending' || config?.accessMode === 'read only') return db.transaction(work, config)
    claim.state = 'taking'
    try {
      const result = await db.transaction(async (tx) => {
        await takeClaim(tx, claim)
        return work(tx)
      }, config)
      if (claim.state === 'taking') claim.state = 'committed'
      return result
    } catch (error) {
      // Rolled back, claim and all: the request's next transaction, or its answer, may take it.
      if (claim.state === 'taking') claim.state = 'pending'
      throw error
    }
  }
  return claiming
}
