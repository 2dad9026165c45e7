import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  emailLinks,
  ledgerEntries,
  outboxEmails,
  passwordResets,
  sessions,
  users,
} from '@klass/db/schema/core'
import { bankJournalLines } from '@klass/db/schema/bank'
import { posts } from '@klass/db/schema/posts'
import {
  emailReminderSends,
  emailReminderSettings,
  leaguePlacements,
  streakFreezes,
} from '@klass/db/schema/progress'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'
import { expectBooksBalanced } from '../../../test/books'
import { balanceAndLedger } from '../../../test/economy'
import { multipart, pngWithMetadata } from '../../../test/images'
import { awaitEmailTo, RESET_MAIL, resetTokenIn } from '../../../test/outbox'

/** The subject of the mail that announces a deletion and carries the restore link. */
const DELETION_MAIL = 'จะถูกลบใน 30 วัน'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY_MS = 24 * 60 * 60 * 1000
type Auth = { authorization: string }

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  })

const deleteAccount = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/api/user/delete', headers: auth, payload })

const restore = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/user/restore',
    payload: { token },
    remoteAddress: freshAddress(),
  })

async function memberId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row!.id
}

/** A member with an avatar, a post with an image, koin history and a practice bank account. */
async function memberWithHistory() {
  const member = await registerMember(t.app)
  const image = multipart(
    {},
    {
      field: 'image',
      filename: 'me.png',
      contentType: 'image/png',
      content: await pngWithMetadata(600, 600),
    },
  )
  const avatar = await t.app.inject({
    method: 'POST',
    url: '/v2/api/user/updateImage',
    headers: { ...member.auth, ...image.headers },
    payload: image.payload,
  })
  expect(avatar.statusCode, avatar.body).toBe(200)
  const upload = await t.app.inject({
    method: 'POST',
    url: '/v2/api/richText/uploadImage',
    headers: { ...member.auth, ...image.headers },
    payload: image.payload,
  })
  expect(upload.statusCode, upload.body).toBe(200)
  const imageUrl = upload.json().data.url as string
  const created = await t.app.inject({
    method: 'POST',
    url: '/v2/api/post/create',
    headers: member.auth,
    payload: {
      type: 'biz-master',
      title: 'ขายขนมหน้าโรงเรียนของฉัน',
      content: `<p>ต้นทุนชิ้นละ 6 บาท</p><p><img src="${imageUrl}" alt="ขนม"></p>`,
      cover_image: imageUrl,
      publish: true,
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  const bank = await t.app.inject({ method: 'GET', url: '/v2/api/bank/accounts', headers: member.auth })
  expect(bank.statusCode, bank.body).toBe(200)
  const fixed = await t.app.inject({
    method: 'POST',
    url: '/v2/api/bank/openFixed',
    headers: member.auth,
    payload: { amount: '1000.00', term: 3, atMaturity: 'payout' },
  })
  expect(fixed.statusCode, fixed.body).toBe(201)
  return { ...member, id: await memberId(member.email), imageUrl }
}

const storageKeyOf = (url: string) => `public/${url.replace(/^\/uploads\//, '')}`

describe('deleting one’s account (issue 19, decision 031)', () => {
  it('needs the current password: a wrong one is refused and the account stays open', async () => {
    const member = await registerMember(t.app)
    const wrong = await deleteAccount(member.auth, { password: 'Not-My-Password-1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('PASSWORD_INCORRECT')
    const missing = await deleteAccount(member.auth, {})
    expect(missing.json().error.code).toBe('PASSWORD_INCORRECT')
    expect((await login(member.email, member.password)).statusCode).toBe(200)
  })

  it('signs every device out, refuses login with ACCOUNT_DELETION_PENDING and the day of erasure, and mails a restore link', async () => {
    const member = await registerMember(t.app)
    const other = (await login(member.email, member.password)).json<{ access_token: string }>()
    const response = await deleteAccount(member.auth, { password: member.password })
    expect(response.statusCode, response.body).toBe(200)
    const eraseAt = new Date(response.json().data.erase_at)
    expect(eraseAt.getTime() - t.clock.now().getTime()).toBe(30 * DAY_MS)

    for (const auth of [member.auth, { authorization: `Bearer ${other.access_token}` }]) {
      const profile = await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: auth })
      expect(profile.statusCode).toBe(401)
    }
    const refused = await login(member.email, member.password)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('ACCOUNT_DELETION_PENDING')
    expect(refused.json().error.message).toContain('จะถูกลบถาวรในวันที่')
    // A wrong password is not told that the account is leaving.
    expect((await login(member.email, 'Not-My-Password-1')).json().error.code).toBe('INVALID_CREDENTIALS')

    const mail = await awaitEmailTo(t.db, member.email, DELETION_MAIL)
    expect(mail.text).toContain('/restore-account?token=')
    expect(mail.text).toContain('30 วัน')
  })

  it('takes the account back with the mailed link: login works again, and the link works once', async () => {
    const member = await registerMember(t.app)
    expect((await deleteAccount(member.auth, { password: member.password })).statusCode).toBe(200)
    const token = resetTokenIn((await awaitEmailTo(t.db, member.email, DELETION_MAIL)).text)
    const restored = await restore(token)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json().data.email).toBe(member.email)
    const again = await login(member.email, member.password)
    expect(again.statusCode).toBe(200)
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v2/api/user/get',
      headers: { authorization: `Bearer ${again.json().access_token}` },
    })
    expect(profile.json().data.deletion_requested_at).toBeNull()
    const twice = await restore(token)
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error.code).toBe('RESTORE_LINK_INVALID')
  })

  it('asks a member without a password (LINE or Facebook) to type the account’s e-mail instead', async () => {
    const member = await registerMember(t.app)
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, member.email))
    const mismatch = await deleteAccount(member.auth, { confirmation: 'someone@example.com' })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().error.code).toBe('DELETE_CONFIRMATION_MISMATCH')
    const done = await deleteAccount(member.auth, { confirmation: member.email.toUpperCase() })
    expect(done.statusCode, done.body).toBe(200)
  })

  it('after 30 days answers login like an unknown account and erases the personal data, keeping the ledger and journal rows that still add up', async () => {
    const member = await memberWithHistory()
    const [before] = await t.db
      .select({ avatar: users.displayImage })
      .from(users)
      .where(eq(users.id, member.id))
    const files = [before!.avatar!, storageKeyOf(member.imageUrl)]
    for (const key of files) expect(await t.app.ctx.storage.get(key)).not.toBeNull()
    const ledgerRows = await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, member.id))
    const journalRows = await t.db.$count(bankJournalLines, eq(bankJournalLines.userId, member.id))
    expect(ledgerRows).toBeGreaterThan(0)
    expect(journalRows).toBeGreaterThan(0)
    // The member's streak freezes, league places and e-mail reminders.
    const now = t.clock.now()
    const progress = [streakFreezes, leaguePlacements, emailReminderSettings, emailReminderSends] as const
    await t.db.insert(streakFreezes).values({ userId: member.id, koinPaid: 20_00, boughtAt: now })
    await t.db
      .insert(leaguePlacements)
      .values({ userId: member.id, weekStart: '2026-11-23', tier: 0, grp: 1, activeAt: now })
    await t.db.insert(emailReminderSettings).values({ userId: member.id, kind: 'streak', enabled: true })
    await t.db.insert(emailReminderSends).values({ userId: member.id, kind: 'streak', aboutOn: '2026-11-27' })
    for (const table of progress) expect(await t.db.$count(table, eq(table.userId, member.id))).toBe(1)

    expect((await deleteAccount(member.auth, { password: member.password })).statusCode).toBe(200)
    const token = resetTokenIn((await awaitEmailTo(t.db, member.email, DELETION_MAIL)).text)
    t.clock.advance(29 * DAY_MS)
    expect((await login(member.email, member.password)).json().error.code).toBe('ACCOUNT_DELETION_PENDING')
    t.clock.advance(DAY_MS + 1000)

    const gone = await login(member.email, member.password)
    expect(gone.statusCode).toBe(401)
    expect(gone.json().error.code).toBe('INVALID_CREDENTIALS')
    // Too late to take it back.
    expect((await restore(token)).json().error.code).toBe('RESTORE_LINK_INVALID')

    const [row] = await t.db.select().from(users).where(eq(users.id, member.id))
    expect(row!.erasedAt).not.toBeNull()
    expect(row!.email).not.toContain('@')
    expect(row!.email).not.toContain(member.email)
    expect(row).toMatchObject({
      passwordHash: null,
      displayImage: null,
      firstName: null,
      lastName: null,
      birthDate: null,
      school: null,
      province: null,
      guardianEmail: null,
    })
    for (const key of files) expect(await t.app.ctx.storage.get(key)).toBeNull()
    expect(await t.db.$count(posts, eq(posts.authorId, member.id))).toBe(0)
    expect(await t.db.$count(sessions, eq(sessions.userId, member.id))).toBe(0)
    expect(await t.db.$count(emailLinks, eq(emailLinks.userId, member.id))).toBe(0)
    expect(await t.db.$count(passwordResets, eq(passwordResets.userId, member.id))).toBe(0)
    expect(await t.db.$count(outboxEmails, eq(outboxEmails.to, member.email))).toBe(0)
    for (const table of progress) expect(await t.db.$count(table, eq(table.userId, member.id))).toBe(0)

    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, member.id))).toBe(ledgerRows)
    expect(await t.db.$count(bankJournalLines, eq(bankJournalLines.userId, member.id))).toBe(journalRows)
    for (const currency of ['koin', 'skill', 'exp'] as const) {
      const { balance, ledgerSum } = await balanceAndLedger(t, member.id, currency)
      expect(balance).toBe(ledgerSum)
    }
    await expectBooksBalanced(t)
    // The address is free again: someone may register with it.
    const again = await registerMember(t.app, { email: member.email })
    expect(again.accessToken).toBeTruthy()
  })

  it('erases accounts whose 30 days are over in a sweep, even when their owners never come back', async () => {
    const member = await registerMember(t.app)
    const id = await memberId(member.email)
    expect((await deleteAccount(member.auth, { password: member.password })).statusCode).toBe(200)
    t.clock.advance(31 * DAY_MS)
    const { eraseDueAccounts } = await import('./account-erasure')
    expect(await eraseDueAccounts(t.app.ctx)).toBeGreaterThanOrEqual(1)
    const [row] = await t.db
      .select({ erasedAt: users.erasedAt, email: users.email })
      .from(users)
      .where(eq(users.id, id))
    expect(row!.erasedAt).not.toBeNull()
    expect(row!.email).toBe(`erased:${id}`)
    const leftovers = await t.db.execute(
      sql`select count(*)::int as n from users where email = ${member.email}`,
    )
    expect(leftovers.rows[0]).toEqual({ n: 0 })
  })
})

describe('consents (issue 19)', () => {
  it('lists the terms, privacy notice and marketing consent, and records when marketing consent is withdrawn', async () => {
    const member = await registerMember(t.app, { marketing_consent: 'true' })
    const listed = await t.app.inject({ method: 'GET', url: '/v2/api/user/consents', headers: member.auth })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().data.marketing.consent).toBe(true)
    expect(listed.json().data.terms.version).toBeTruthy()
    t.clock.advance(60 * 1000)
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/consents/marketing',
      headers: member.auth,
      payload: { consent: false },
    })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().data.marketing).toEqual({
      consent: false,
      changed_at: t.clock.now().toISOString(),
    })
    const [row] = await t.db
      .select({ consent: users.marketingConsent, at: users.marketingConsentAt })
      .from(users)
      .where(eq(users.email, member.email))
    expect(row).toEqual({ consent: false, at: t.clock.now() })
  })
})

describe('a password for a member who has none (issue 19)', () => {
  it('mails a set-password link to the signed-in member’s own address', async () => {
    const member = await registerMember(t.app)
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, member.email))
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/password/link',
      headers: member.auth,
    })
    expect(response.statusCode, response.body).toBe(200)
    const mail = await awaitEmailTo(t.db, member.email, RESET_MAIL)
    expect(mail.text).toContain('/reset-password?token=')
  })
})
