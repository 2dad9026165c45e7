import { reminderKindIds, type LineSettings, type ReminderKind } from '@klass/contract/line'
import type { z } from 'zod'
import type { lineWebhookBody } from '@klass/contract/line'
import type { AppContext } from '../../context'
import { officialAccount } from '../auth/social.service'
import * as repo from './line.repo'

/** The LINE Official Account as members see it: linking state, where to add it, which reminders it sends. */
export function createLineService(ctx: AppContext) {
  const { db, clock, config } = ctx

  async function settings(userId: string): Promise<LineSettings> {
    const [identity, off] = await Promise.all([
      repo.lineIdentityOf(db, userId),
      repo.remindersOff(db, userId),
    ])
    return {
      available: config.lineLogin !== null,
      linked: identity !== null,
      display_name: identity?.displayName ?? null,
      blocked: identity?.blockedAt != null,
      official_account: officialAccount(config),
      reminders: Object.fromEntries(reminderKindIds.map((kind) => [kind, !off.includes(kind)])) as Record<
        ReminderKind,
        boolean
      >,
    }
  }

  return {
    settings,

    async updateSettings(userId: string, reminders: Partial<Record<ReminderKind, boolean>>) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        for (const [kind, enabled] of Object.entries(reminders)) {
          if (typeof enabled === 'boolean') await repo.setReminder(tx, userId, kind, enabled, now)
        }
      })
      return settings(userId)
    },

    /** follow: the person added or unblocked the Official Account; unfollow: they blocked it. */
    async webhook(body: z.output<typeof lineWebhookBody>) {
      for (const event of body.events) {
        const subject = event.source?.userId
        if (!subject) continue
        if (event.type === 'follow') await repo.setMessagingBlocked(db, subject, null)
        if (event.type === 'unfollow') {
          const at = typeof event.timestamp === 'number' ? new Date(event.timestamp) : clock.now()
          await repo.setMessagingBlocked(db, subject, at)
        }
      }
    },
  }
}
