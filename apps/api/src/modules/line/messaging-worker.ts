import { LINE_MESSAGES_PER_DAY } from '@klass/contract/line'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context'
import { createLineMessaging, type LineMessaging } from '../../lib/providers/line-messaging'
import { bangkokDayStart } from '../../lib/time'
import { planComebackReminders } from '../progress/comeback-reminders'
import * as repo from './line.repo'
import { planReminders } from './reminder-planner'

/** How often the sender looks for due messages. */
export const SEND_INTERVAL_MS = 30_000
/** Messages taken per round. */
const BATCH = 50
/** Tries before a message is given up: waits of 30 s, 1, 2, 4 and 8 minutes between them. */
export const MAX_ATTEMPTS = 6
const FIRST_BACKOFF_MS = 30_000
/** A reminder not sent within this long after it was due is about the past: it is dropped. */
export const STALE_AFTER_MS = 12 * 3_600_000

export function backoffMs(attempts: number): number {
  return FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1)
}

/**
 * The LINE sender, run inside the server process: each round works out the reminders now due (the planners;
 * the streak and daily quiz reminders are e-mailed there too, to members who chose that), then takes due outbox rows and pushes them through the Messaging API. A member who unlinked LINE, blocked
 * the Official Account or turned the kind off gets nothing; one who already had LINE_MESSAGES_PER_DAY today
 * gets nothing more. Without a LINE access token the messages stay in the outbox and the log shows them.
 */
export function createMessagingWorker(ctx: AppContext, log: FastifyBaseLogger) {
  const { db, clock, config } = ctx
  const token = config.lineMessaging.accessToken
  const line: LineMessaging | null = token
    ? createLineMessaging({ apiUrl: config.lineMessaging.apiUrl, accessToken: token })
    : null
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null

  async function deliver(message: repo.DueMessage, now: Date): Promise<void> {
    const stop = (outcome: string) => repo.settleMessage(db, message.id, { cancelledAt: now, outcome })
    if (now.getTime() - message.sendAfter.getTime() > STALE_AFTER_MS) return stop('stale')
    const identity = await repo.lineIdentityOf(db, message.userId)
    if (!identity) return stop('unlinked')
    if (identity.blockedAt) return stop('blocked')
    if ((await repo.remindersOff(db, message.userId)).includes(message.kind)) return stop('turned_off')
    if ((await repo.sentSince(db, message.userId, bangkokDayStart(now))) >= LINE_MESSAGES_PER_DAY) {
      return stop('daily_cap')
    }
    if (!line) {
      if (message.outcome !== 'held') {
        log.info(
          { kind: message.kind, userId: message.userId, text: message.text },
          'LINE is not configured: the reminder stays in the messaging outbox',
        )
      }
      return repo.settleMessage(db, message.id, {
        outcome: 'held',
        nextAttemptAt: new Date(message.sendAfter.getTime() + STALE_AFTER_MS + 1),
      })
    }
    const attempts = message.attempts + 1
    const pushed = await line.push(identity.subject, message.text, message.retryKey)
    if (pushed.result === 'sent') {
      return repo.settleMessage(db, message.id, { sentAt: clock.now(), attempts, outcome: 'sent' })
    }
    if (pushed.result === 'retry' && attempts < MAX_ATTEMPTS) {
      return repo.settleMessage(db, message.id, {
        attempts,
        outcome: pushed.reason,
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      })
    }
    log.warn({ kind: message.kind, userId: message.userId, reason: pushed.reason }, 'LINE message not sent')
    return repo.settleMessage(db, message.id, { failedAt: now, attempts, outcome: pushed.reason })
  }

  async function runOnce(): Promise<void> {
    const now = clock.now()
    await planReminders(db, now, config.publicUrl)
    await planComebackReminders({ db, mailer: ctx.mailer, publicUrl: config.publicUrl }, now)
    for (;;) {
      const batch = await db.transaction((tx) => repo.takeDueMessages(tx, now, BATCH))
      for (const message of batch) await deliver(message, now)
      if (batch.length < BATCH) return
    }
  }

  /** One round at a time; a failing round is logged and the next one tries again. */
  function tick() {
    if (running) return
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'LINE sender round failed'))
      .finally(() => {
        running = null
      })
  }

  return {
    runOnce,
    start() {
      if (timer) return
      timer = setInterval(tick, SEND_INTERVAL_MS)
      timer.unref()
      tick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
export type MessagingWorker = ReturnType<typeof createMessagingWorker>
