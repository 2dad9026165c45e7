import { and, desc, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '@klass/db/client'
import { outboxEmails } from '@klass/db/schema/core'

/**
 * The newest e-mail to an address, waited for: some are written after the call that asked for them answers.
 * `about`: only a mail whose subject says so (a new member also has the mail that confirms their address).
 */
export async function awaitEmailTo(db: Database, address: string, about?: string) {
  const newest = async () => {
    const [row] = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, address), about ? like(outboxEmails.subject, `%${about}%`) : undefined))
      .orderBy(desc(outboxEmails.id))
      .limit(1)
    return row
  }
  await expect.poll(newest).toBeDefined()
  return (await newest())!
}

/** What the subject of a password-reset e-mail says. */
export const RESET_MAIL = 'ตั้งรหัสผ่านใหม่'

/** The token of the reset link in a password-reset e-mail (or of any mail's first link). */
export function resetTokenIn(text: string): string {
  return new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!
}
