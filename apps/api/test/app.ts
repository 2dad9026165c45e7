import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { users } from '@klass/db/schema/core'
import { createTestDatabase, type TestDatabase } from '@klass/db/testing'
import { buildApp } from '../src/app'
import { loadConfig, type Config } from '../src/config'
import { manualClock } from '../src/lib/clock'
import { guardianNeeded } from '../src/lib/member-standing'
import { bangkokDate } from '../src/lib/time'
import { loadDemoContent } from '../src/seed/demo'
import { watchServerErrors } from './server-errors'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A fresh app over a fresh copy of the migrated database, with a movable clock and its own upload folder.
 * Nothing is shared with any other test file.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>
    demo?: boolean
    start?: Date
    /** Extra routes or hooks a test needs, added before the app is ready. */
    extend?: (app: Awaited<ReturnType<typeof buildApp>>) => unknown
  } = {},
) {
  const database: TestDatabase = await createTestDatabase({
    adminUrl: inject('pgAdminUrl'),
    urlFor: (name) => inject('pgUrlPattern').replace('__DATABASE__', name),
  })
  const dataDir = await mkdtemp(path.join(tmpdir(), 'klass-test-data-'))
  // The shared cache is on only in the tests of it: the others move the clock between reads.
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SHARED_CACHE_SECONDS: '0' },
    options.config,
  )
  const clock = manualClock(options.start ?? new Date())
  const app = await buildApp({ config, db: database.db, jwtSecret: randomBytes(32), clock, logger: false })
  try {
    watchServerErrors(app)
    await options.extend?.(app)
    await app.ready()
  } catch (error) {
    // An app that cannot start leaves nothing behind.
    await app.close().catch(() => {})
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  if (options.demo) {
    await loadDemoContent(database.db, {
      log: () => {},
      storage: app.ctx.storage,
      vault: app.ctx.kyc,
      now: clock.now(),
    })
  }
  return {
    app,
    db: database.db,
    pool: database.pool,
    clock,
    config,
    async close() {
      await app.close()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Another server process on the same database: its own memory and token key, the same clock. Close it. */
export async function startAnotherServer(t: TestApp) {
  const other = await buildApp({
    config: t.config,
    db: t.db,
    jwtSecret: randomBytes(32),
    clock: t.clock,
    logger: false,
  })
  await other.ready()
  return other
}

export const DEMO_PASSWORD = 'Klass-demo-2026'

let counter = 0
/** A distinct client address, so one test's rate limits never touch another's. */
export function freshAddress(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

/** A unique e-mail for a member a test creates. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}@example.com`
}

/**
 * Registers a member through the API and answers their tokens. `standing` (decision 029): 'confirmed' (the
 * default) is a member in good standing, whose e-mail is confirmed and, under 20, whose guardian consented;
 * 'new' is a member just registered, who has confirmed nothing.
 */
export async function registerMember(
  app: TestApp['app'],
  fields: Partial<Record<string, string>> = {},
  options: { standing?: 'confirmed' | 'new' } = {},
): Promise<{
  email: string
  password: string
  accessToken: string
  refreshToken: string
  auth: { authorization: string }
}> {
  const email = fields.email ?? uniqueEmail()
  const password = fields.password ?? 'Saving-Is-Fun-2026'
  const response = await app.inject({
    method: 'POST',
    url: '/v2/api/register',
    payload: {
      email,
      password,
      display_name: fields.display_name ?? 'น้องออมเงิน',
      accept_terms: 'true',
      birth_date: fields.birth_date ?? '2008-05-14',
      // Issue 19: under 20 a guardian's address is required; from 20 on it is ignored.
      guardian_email: `guardian.${email}`,
      ...fields,
    },
    remoteAddress: freshAddress(),
  })
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`)
  const body = response.json<{ access_token: string; refresh_token: string }>()
  if ((options.standing ?? 'confirmed') === 'confirmed') await putInGoodStanding(app, email)
  return {
    email,
    password,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    auth: { authorization: `Bearer ${body.access_token}` },
  }
}

/** What a member's own confirmation link and their guardian's consent would record (decision 029). */
async function putInGoodStanding(app: TestApp['app'], email: string): Promise<void> {
  const now = app.ctx.clock.now()
  const [member] = await app.ctx.db
    .select({ id: users.id, birthDate: users.birthDate, guardianEmail: users.guardianEmail })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!member) throw new Error(`no member ${email}`)
  const needsGuardian = guardianNeeded(member.birthDate, bangkokDate(now))
  await app.ctx.db
    .update(users)
    .set({
      emailConfirmedAt: now,
      ...(needsGuardian
        ? { guardianEmail: member.guardianEmail ?? `guardian.${email}`, guardianConfirmedAt: now }
        : {}),
    })
    .where(eq(users.id, member.id))
}
