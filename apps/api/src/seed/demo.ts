import { count } from 'drizzle-orm'
import type { Database } from '@klass/db/client'
import { DEMO_PASSWORD, demoMembers } from '@klass/db/demo/members'
import { users } from '@klass/db/schema/core'
import { policyVersions } from '@klass/contract/policy'
import type { FileStorage } from '../lib/storage'
import { moveBalance } from '../ledger/ledger'
import { hashPassword } from '../modules/auth/passwords'
import { loadDemoPostsAndMedia } from './content'
import { loadBankDemo } from './bank'
import { loadEconomyDemo } from './economy'
import { loadGamesDemo } from './games'
import { loadLearningDemo } from './learning'
import { loadQuizDemo } from './quiz'
import { DAY_MS } from '../lib/time'
import { loadDemoStaff } from './staff'
import type { SecretSealer } from '../modules/admin-core/second-factor'

/** Fills an empty database with the Thai demo content; does nothing on a database that has members. */
export async function loadDemoContent(
  db: Database,
  options: {
    log: (message: string) => void
    storage: FileStorage
    /** Seals the demo staff's authenticator secrets (the server's key for secrets at rest). */
    vault: SecretSealer
    now?: Date
  },
) {
  const [existing] = await db.select({ n: count() }).from(users)
  if ((existing?.n ?? 0) > 0) {
    options.log('demo content skipped: the database already has members')
    return false
  }
  const now = options.now ?? new Date()
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const loaded = await db.transaction(async (tx) => {
    const members = new Map<string, string>()
    for (const member of demoMembers) {
      const oldest = Math.max(...member.moves.map((m) => m.daysAgo))
      const joined = new Date(now.getTime() - oldest * DAY_MS)
      const [row] = await tx
        .insert(users)
        .values({
          email: member.email,
          passwordHash,
          displayName: member.displayName,
          firstName: member.firstName,
          lastName: member.lastName,
          birthDate: member.birthDate,
          type: member.type,
          klass: member.klass,
          education: member.education,
          school: member.school,
          province: member.province,
          objectives: member.objectives,
          ...(member.roles ? { roles: member.roles } : {}),
          termsAcceptedAt: joined,
          termsVersion: policyVersions.law,
          privacyVersion: policyVersions.personal,
          profileCompletedAt: joined,
          // The demo members confirmed their e-mail, and their guardians consented, the day they joined.
          emailConfirmedAt: joined,
          guardianEmail: `guardian.${member.email}`,
          guardianConfirmedAt: joined,
          createdAt: joined,
        })
        .returning({ id: users.id })
      members.set(member.email, row!.id)
      for (const [index, move] of member.moves.entries()) {
        await moveBalance(tx, {
          userId: row!.id,
          currency: move.currency,
          amount: move.amount,
          reason: move.reason,
          activity: move.activity,
          idempotencyKey: `demo-${index}`,
          at: new Date(now.getTime() - move.daysAgo * DAY_MS + index * 60_000),
        })
      }
    }
    const content = await loadDemoPostsAndMedia(tx, { storage: options.storage, now, members })
    await loadLearningDemo(tx)
    await loadEconomyDemo(tx, { now, storage: options.storage })
    await loadQuizDemo(tx, { now })
    await loadBankDemo(tx, { userId: members.get('demo@klass.test')!, now })
    const games = await loadGamesDemo(tx)
    await loadDemoStaff(tx, { vault: options.vault, members, now })
    return { ...content, games }
  })
  options.log(
    `demo content: ${loaded.articles} articles, ${loaded.superheroes} super heroes with ${loaded.talks} talks, ${loaded.videos} videos`,
  )
  options.log(
    `demo games: ${loaded.games.questions} catch-me questions, ${loaded.games.words} hangman words, ${loaded.games.sets} visual-decoder sets, ${loaded.games.crosswords} crosswords`,
  )
  options.log(
    `demo content loaded: ${demoMembers.map((m) => m.email).join(', ')} (password ${DEMO_PASSWORD})`,
  )
  return true
}
