import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '@klass/db/client'
import { outboxEmails } from '@klass/db/schema/core'

export type Email = { to: string; subject: string; text: string; html?: string }
export type Mailer = { send: (email: Email) => Promise<void> }

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent and marked; without it,
 * it stays in the outbox for the development log and the tests to read.
 */
export function createMailer(options: {
  db: Database
  smtpUrl: string | undefined
  from: string
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  return {
    async send(email) {
      const [row] = await options.db
        .insert(outboxEmails)
        .values({ to: email.to, subject: email.subject, text: email.text, html: email.html })
        .returning({ id: outboxEmails.id })
      if (!transport || !row) {
        options.log.info(
          { outboxId: row?.id, to: email.to, subject: email.subject },
          'e-mail kept in the outbox',
        )
        return
      }
      try {
        await transport.sendMail({ from: options.from, ...email })
        await options.db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id))
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'e-mail could not be sent')
        await options.db
          .update(outboxEmails)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(outboxEmails.id, row.id))
      }
    },
  }
}
