import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '@klass/db/client'
import { outboxEmails } from '@klass/db/schema/core'

/** The newest e-mail to an address, waited for: some are written after the call that asked for them answers. */
export async function awaitEmailTo(db: Database, address: string) {
  const newest = async () => {
    const [row] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, address))
      .orderBy(desc(outboxEmails.id))
      .limit(1)
    return row
  }
  await expect.poll(newest).toBeDefined()
  return (await newest())!
}

/** The token of the reset link in a password-reset e-mail. */
export function resetTokenIn(text: string): string {
  return new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!
}
