import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxEmails, users } from '@klass/db/schema/core'
import { uniqueEmail, type TestApp } from '../../../test/app'
import type { FakeProviders } from '../../../test/fake-providers'
import {
  createProviderTestApp,
  finishLineLogin,
  linePerson,
  registerWithFacebook,
  registerWithLine,
  registration,
  startLine,
} from '../../../test/providers'
import { awaitEmailTo } from '../../../test/outbox'

let fake: FakeProviders
let t: TestApp
let close: () => Promise<void>
beforeAll(async () => {
  ;({ t, fake, close } = await createProviderTestApp())
})
afterAll(() => close())

/** An adult joins, so that only the e-mail is in question here. */
const adult = { ...registration, birth_date: '1995-03-02' }

async function memberRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email))
  return row!
}
const mailsTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))

describe('an e-mail a sign-in provider gave (decision 029)', () => {
  it('counts a Facebook registration with the address Facebook gave as confirmed, and mails no link', async () => {
    const someone = {
      id: String(10 ** 15 + Math.floor(Math.random() * 10 ** 14)),
      name: 'ฟ้าใส',
      email: uniqueEmail('fb'),
    }
    const created = await registerWithFacebook(t, fake.issueFacebookToken(someone), {
      ...adult,
      email: someone.email,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect((await memberRow(someone.email)).emailConfirmedAt).toBeInstanceOf(Date)
    expect(await mailsTo(someone.email)).toEqual([])
  })

  it('mails a confirmation link to another address typed in the Facebook registration, and leaves it unconfirmed', async () => {
    const someone = {
      id: String(10 ** 15 + Math.floor(Math.random() * 10 ** 14)),
      name: 'ฟ้าใส',
      email: uniqueEmail('fb'),
    }
    const typed = uniqueEmail('typed')
    const created = await registerWithFacebook(t, fake.issueFacebookToken(someone), {
      ...adult,
      email: typed,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect((await memberRow(typed)).emailConfirmedAt).toBeNull()
    expect((await awaitEmailTo(t.db, typed)).text).toContain('/confirm-email?token=')
  })

  it('counts a LINE registration with the address in LINE’s ID token as confirmed; another address gets a link', async () => {
    for (const same of [true, false]) {
      const lineEmail = uniqueEmail('line')
      const person = linePerson('มะลิ', lineEmail)
      const flow = await startLine(t, 'login')
      const ticket = (await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, person))).json().data
        .signup_ticket
      const email = same ? lineEmail : uniqueEmail('typed')
      const registered = await registerWithLine(t, ticket, { ...adult, email })
      expect(registered.statusCode, registered.body).toBe(201)
      const member = await memberRow(email)
      if (same) {
        expect(member.emailConfirmedAt).toBeInstanceOf(Date)
        expect(await mailsTo(email)).toEqual([])
      } else {
        expect(member.emailConfirmedAt).toBeNull()
        expect((await awaitEmailTo(t.db, email)).subject).toBe('ยืนยันอีเมลสำหรับบัญชี Klass')
      }
    }
  })
})
