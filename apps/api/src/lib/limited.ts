import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '@klass/db/client'

/** A limited thing: the table, its key and the column that counts what is left (seats, pieces). */
export type Limited = { table: PgTable; id: PgColumn; remaining: PgColumn }

/**
 * ARCHITECTURE data rules: takes `quantity` of a limited thing in one conditional UPDATE — never
 * read-then-write — inside the caller's transaction; false when fewer are left. The row stays locked until
 * the caller commits, and CHECK (remaining >= 0) backs it.
 */
export async function takeLimited(
  tx: Executor,
  limited: Limited,
  id: string,
  quantity = 1,
): Promise<boolean> {
  const result = await tx.execute(sql`
    update ${limited.table} set ${sql.identifier(limited.remaining.name)} = ${limited.remaining} - ${quantity}
    where ${limited.id} = ${id} and ${limited.remaining} >= ${quantity}`)
  return (result.rowCount ?? 0) > 0
}
