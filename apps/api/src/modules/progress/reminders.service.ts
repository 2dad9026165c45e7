import { emailReminderKindIds, type EmailReminderKind, type ReminderChoices } from '@klass/contract/progress'
import { eq } from 'drizzle-orm'
import { users } from '@klass/db/schema/core'
import type { AppContext } from '../../context'
import { lineIdentityOf } from '../line/line.repo'
import * as repo from './progress.repo'

/** The reminders a member chose to have e-mailed (decision 036); LINE's own switches are on its page. */
export function createRemindersService(ctx: AppContext) {
  const { db, clock } = ctx

  async function choices(userId: string): Promise<ReminderChoices> {
    const [on, identity, [member]] = await Promise.all([
      repo.emailRemindersOn(db, userId),
      lineIdentityOf(db, userId),
      db.select({ confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId)),
    ])
    return {
      email: Object.fromEntries(emailReminderKindIds.map((kind) => [kind, on.includes(kind)])) as Record<
        EmailReminderKind,
        boolean
      >,
      email_confirmed: member?.confirmedAt != null,
      line_linked: identity !== null,
    }
  }

  return {
    choices,
    async update(userId: string, email: Partial<Record<EmailReminderKind, boolean>>) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        for (const [kind, enabled] of Object.entries(email)) {
          if (typeof enabled === 'boolean') await repo.setEmailReminder(tx, userId, kind, enabled, now)
        }
      })
      return choices(userId)
    },
  }
}
