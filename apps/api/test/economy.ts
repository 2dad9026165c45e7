import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { DEMO_PASSWORD } from '@klass/db/demo/members'
import { policyVersions } from '@klass/contract/policy'
import { ledgerEntries, sessions, users } from '@klass/db/schema/core'
import { events } from '@klass/db/schema/events'
import { superquestCampaigns, superquestGifts, superquestMissions } from '@klass/db/schema/superquest'
import type { ActivityKind } from '../src/lib/activity'
import { moveBalance, type Currency } from '../src/ledger/ledger'
import { freshAddress, uniqueEmail, type TestApp } from './app'

/** A delivery address that passes validation. */
export const testAddress = {
  recipient: 'สมหญิง รักออม',
  phone: '081-234-5678',
  address: '12/3 หมู่ 4 ถนนมิตรภาพ',
  subdistrict: 'ในเมือง',
  district: 'เมืองขอนแก่น',
  province: 'ขอนแก่น',
  postcode: '40000',
}

export async function memberIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row!.id
}

export async function loginAs(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  })
  return { authorization: `Bearer ${response.json().access_token}` }
}

/**
 * A member made straight in the database, with a session and an access token, and balances moved through
 * the ledger to exactly what a test asks for (koin 50.00 unless told, like the welcome gift). Quick enough
 * to make hundreds for the concurrency tests. `auth()` signs a fresh token at the clock's current time,
 * for tests that move time.
 */
export async function newMember(
  t: TestApp,
  wanted: {
    koin?: number
    skill?: number
    exp?: number
    type?: 'GENERAL' | 'SKILL'
    /** Decision 029: 'confirmed' (the default) has a confirmed e-mail; 'new' has not confirmed it yet. */
    standing?: 'confirmed' | 'new'
  } = {},
) {
  const { standing = 'confirmed', ...amounts } = wanted
  const email = uniqueEmail('economy')
  const now = t.clock.now()
  const { id, sessionId } = await t.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: 'not-used-in-these-tests',
        displayName: 'สมาชิกทดสอบ',
        type: wanted.type ?? 'GENERAL',
        emailConfirmedAt: standing === 'confirmed' ? now : null,
        termsAcceptedAt: now,
        termsVersion: policyVersions.law,
        privacyVersion: policyVersions.personal,
      })
      .returning({ id: users.id })
    const balances = { koin: 50_00, skill: 0, exp: 0, ...amounts }
    for (const currency of ['koin', 'skill', 'exp'] as Currency[]) {
      if (balances[currency] === 0) continue
      await moveBalance(tx, {
        userId: user!.id,
        currency,
        amount: balances[currency],
        reason: 'TEST',
        activity: 'ยอดเริ่มต้นสำหรับการทดสอบ',
        at: now,
      })
    }
    const [session] = await tx
      .insert(sessions)
      .values({ userId: user!.id, expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000) })
      .returning({ id: sessions.id })
    return { id: user!.id, sessionId: session!.id }
  })
  const auth = async () => ({
    authorization: `Bearer ${await t.app.ctx.tokens.signAccess({ userId: id, sessionId })}`,
  })
  return { id, sessionId, email, auth: await auth(), reauth: auth }
}

/** A member's balance in one currency and the sum of their ledger rows: these must always agree. */
export async function balanceAndLedger(t: TestApp, userId: string, currency: Currency = 'koin') {
  const column = { koin: users.koin, skill: users.skill, exp: users.exp }[currency]
  const [row] = await t.db.select({ balance: column }).from(users).where(eq(users.id, userId))
  const [sum] = await t.db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)))
  return { balance: row!.balance, ledgerSum: Number(sum!.total) }
}

/** Every member's koins equal their ledger, and none is below zero. */
export async function everyLedgerAgrees(t: TestApp): Promise<boolean> {
  const rows = await t.db.execute<{ mismatched: number }>(sql`
    select count(*)::int as mismatched from users u
    where u.koin < 0 or u.koin <> coalesce(
      (select sum(l.amount) from ledger_entries l where l.user_id = u.id and l.currency = 'koin'), 0)
  `)
  return rows.rows[0]!.mismatched === 0
}

/** A built web app of one page, so page paths answer index.html with their link-preview tags. */
export async function tinyWebDist() {
  const dir = await mkdtemp(path.join(tmpdir(), 'klass-economy-dist-'))
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="description" content="x" /><title>Klass</title></head><body><div id="root"></div></body></html>',
  )
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** An online event made for one test, starting `startsIn` ms after the clock's now (three days by default). */
export async function createTestEvent(
  t: TestApp,
  values: { seats: number; price?: number; voucherAccepted?: boolean; startsIn?: number },
) {
  const slug = `test-${randomBytes(5).toString('hex')}`
  const startsAt = new Date(t.clock.now().getTime() + (values.startsIn ?? 3 * DAY_MS))
  const [row] = await t.db
    .insert(events)
    .values({
      slug,
      title: `กิจกรรมทดสอบ ${slug}`,
      summary: 'กิจกรรมสำหรับการทดสอบ',
      description: ['รายละเอียด'],
      agenda: [{ time: '10:00', title: 'เริ่ม' }],
      organizer: 'ทีมทดสอบ',
      image: 'public/demo/events/klass-live-inflation.svg',
      placeType: 'online',
      venue: 'ออนไลน์',
      onlineUrl: 'https://zoom.us/j/1',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
      seatsTotal: values.seats,
      seatsRemaining: values.seats,
      price: values.price ?? 0,
      voucherAccepted: values.voucherAccepted ?? false,
    })
    .returning()
  return row!
}

/**
 * A SUPERQUEST campaign of the test's own that started a day ago and runs 60 days, after the demo one, so
 * the demo campaign's lists stay as the demo made them. Answers its id.
 */
export async function createTestCampaign(t: TestApp, slug: string): Promise<string> {
  const now = t.clock.now().getTime()
  const [campaign] = await t.db
    .insert(superquestCampaigns)
    .values({
      slug,
      title: 'แคมเปญทดสอบ',
      subtitle: 'ทดสอบ',
      description: ['ทดสอบ'],
      image: 'public/demo/superquest/superquest-season-3.svg',
      rules: [],
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 60 * DAY_MS),
    })
    .returning()
  return campaign!.id
}

/** A premium gift made for one test, with `stock` pieces left. */
export async function createTestGift(t: TestApp, stock: number) {
  const slug = `test-gift-${randomBytes(4).toString('hex')}`
  const [row] = await t.db
    .insert(superquestGifts)
    .values({
      slug,
      name: `ของรางวัลทดสอบ ${slug}`,
      description: 'ทดสอบ',
      image: 'public/demo/superquest/sq-cap.svg',
      stockTotal: Math.max(stock, 1),
      stockRemaining: stock,
    })
    .returning()
  return row!
}

/** A mission of a test campaign, open from a day ago for 30 days unless told; "read a post once" by default. */
export async function createTestMission(
  t: TestApp,
  campaignId: string,
  values: {
    action?: ActivityKind
    target?: number
    countDistinct?: boolean
    rewardKoin?: number | null
    rewardGiftId?: string | null
    startsAt?: Date
    endsAt?: Date
  } = {},
) {
  const now = t.clock.now().getTime()
  const [row] = await t.db
    .insert(superquestMissions)
    .values({
      campaignId,
      position: 0,
      title: `ภารกิจทดสอบ ${randomBytes(3).toString('hex')}`,
      description: 'ทดสอบ',
      action: values.action ?? 'post.read',
      target: values.target ?? 1,
      countDistinct: values.countDistinct ?? false,
      unit: 'ครั้ง',
      link: '/',
      startsAt: values.startsAt ?? new Date(now - DAY_MS),
      endsAt: values.endsAt ?? new Date(now + 30 * DAY_MS),
      rewardKoin: values.rewardKoin === undefined ? 10_00 : values.rewardKoin,
      rewardGiftId: values.rewardGiftId ?? null,
    })
    .returning()
  return row!
}
