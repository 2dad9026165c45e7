import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app'
import type { FakeProviders } from '../../../test/fake-providers'
import {
  createProviderTestApp,
  finishLineLogin,
  lineMember,
  linePerson,
  startLine,
} from '../../../test/providers'

let fake: FakeProviders
let t: TestApp
let close: () => Promise<void>
beforeAll(async () => {
  ;({ t, fake, close } = await createProviderTestApp())
})
afterAll(() => close())

describe('deleting an account that signs in with LINE (issue 19, decision 031)', () => {
  it('is confirmed with the account’s e-mail, and LINE sign-in is then refused with ACCOUNT_DELETION_PENDING', async () => {
    const person = linePerson('น้องลบบัญชี')
    const email = `${person.id.toLowerCase()}@line.example.com`
    const member = await lineMember(t, fake, person, email)
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/delete',
      headers: member.auth,
      payload: { confirmation: email },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)

    const flow = await startLine(t, 'login')
    const again = await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, person))
    expect(again.statusCode).toBe(403)
    expect(again.json().error.code).toBe('ACCOUNT_DELETION_PENDING')
  })
})
