import type { Executor } from '@klass/db/client'
import { bankJournalEntries, bankJournalLines, type HouseAccount } from '@klass/db/schema/bank'

/** What caused a movement of practice money; the statement and the tax figures read these. */
export const journalKinds = [
  'PRACTICE_ISSUED',
  'PRACTICE_MONTHLY',
  'SAVINGS_INTEREST',
  'FIXED_OPENED',
  'FIXED_MATURED',
  'FIXED_RENEWED',
  'FIXED_CLOSED',
  'THAWEESUP_OPENED',
  'THAWEESUP_INSTALMENT',
  'THAWEESUP_MATURED',
  'THAWEESUP_CLOSED',
  'FUND_BUY_PLACED',
  'FUND_BUY_SETTLED',
  'FUND_SELL_SETTLED',
] as const
export type JournalKind = (typeof journalKinds)[number]

/** One side of an entry: a member's account (its balance moves) or one of the house accounts. */
export type JournalLine = { account: string; amount: number } | { house: HouseAccount; amount: number }

export type JournalEntry = {
  userId: string
  kind: JournalKind
  /** The Thai text the member reads in their statement. */
  description: string
  refId?: string
  /** When it happened in the bank's calendar (an interest credit at the end of June, a maturity, …). */
  at: Date
  lines: readonly JournalLine[]
}

/**
 * The only code that moves practice baht. Call it inside the service's transaction. Lines of zero are
 * dropped; the rest must sum to zero (checked here, and again by the database at commit). Each line on a
 * member account moves its balance through the database trigger, whose CHECK refuses a balance below zero.
 */
export async function postEntry(tx: Executor, entry: JournalEntry): Promise<number> {
  const lines = entry.lines.filter((line) => line.amount !== 0)
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount))
      throw new Error(`journal amount ${line.amount} is not whole satang`)
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  if (total !== 0) throw new Error(`journal entry ${entry.kind} does not balance: ${total}`)
  if (lines.length === 0) return 0
  const [row] = await tx
    .insert(bankJournalEntries)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      description: entry.description,
      refId: entry.refId ?? null,
      occurredAt: entry.at,
    })
    .returning({ id: bankJournalEntries.id })
  await tx.insert(bankJournalLines).values(
    lines.map((line) => ({
      entryId: row!.id,
      userId: entry.userId,
      accountId: 'account' in line ? line.account : null,
      house: 'house' in line ? line.house : null,
      amount: line.amount,
      occurredAt: entry.at,
    })),
  )
  return row!.id
}
