import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceId } from '../../../lib/device-id'
import { createFakeApi, json } from '../../../test/fake-api'
import { register } from './register'

afterEach(() => localStorage.clear())

describe('POST /v2/api/register from the web app', () => {
  it('sends the browser’s device id with the registration (issue 19)', async () => {
    const server = createFakeApi({
      'auth.register': () =>
        json(201, { access_token: 'new', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }),
    })
    vi.stubGlobal('fetch', server.fetch)
    await register({
      email: 'new.member@example.com',
      password: 'Orange-Tiger-Rides-42',
      display_name: 'น้องใหม่',
      birth_date: '1995-01-01',
      accept_terms: true,
      marketing_consent: false,
    })
    const sent = server.calls('auth.register')[0]!
    expect(sent.headers['x-klass-device']).toBe(deviceId())
  })
})
