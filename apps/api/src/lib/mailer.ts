import { eq, inArray, lt } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '@klass/db/client'
import { outboxEmails } from '@klass/db/schema/core'
import type { Clock } from './clock'

export type Email = { to: string; subject: string; text: string; html?: string }
export type Mailer = { send: (email: Email) => Promise<void> }

/** Issue 19: a mail's text (a reset link, say) is kept this long, then deleted. */
export const OUTBOX_KEEP_DAYS = 7
/** Deleted with each mail written: more than one, so a backlog shrinks while mail keeps coming. */
const PURGED_PER_WRITE = 20
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A batch of mails past their time, oldest first (outbox_emails_created_at_idx); rows that another writer is
 * deleting at the same moment are skipped rather than waited for.
 */
export function oldMailsDeletion(db: Database, now: Date) {
  const old = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(lt(outboxEmails.createdAt, new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS)))
    .orderBy(outboxEmails.createdAt)
    .limit(PURGED_PER_WRITE)
    .for('update', { skipLocked: true })
  return db.delete(outboxEmails).where(inArray(outboxEmails.id, old))
}

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent and marked; without it,
 * it stays in the outbox for the development log and the tests to read. Mails older than OUTBOX_KEEP_DAYS
 * are deleted as new ones are written, sent or not (nothing resends an old one); no timer: ARCHITECTURE,
 * time rules are applied when data is written.
 */
export function createMailer(options: {
  db: Database
  smtpUrl: string | undefined
  from: string
  clock: Clock
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }
}): Mailer {
  const { db, clock } = options
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  return {
    async send(email) {
      const now = clock.now()
      const [row] = await db
        .insert(outboxEmails)
        .values({ to: email.to, subject: email.subject, text: email.text, html: email.html, createdAt: now })
        .returning({ id: outboxEmails.id })
      await oldMailsDeletion(db, now).catch((error: unknown) =>
        options.log.error({ err: error }, 'old e-mails could not be deleted from the outbox'),
      )
      if (!transport || !row) {
        options.log.info(
          { outboxId: row?.id, to: email.to, subject: email.subject },
          'e-mail kept in the outbox',
        )
        return
      }
      try {
        await transport.sendMail({ from: options.from, ...email })
        await db.update(outboxEmails).set({ sentAt: clock.now() }).where(eq(outboxEmails.id, row.id))
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'e-mail could not be sent')
        await db
          .update(outboxEmails)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(outboxEmails.id, row.id))
      }
    },
  }
}
