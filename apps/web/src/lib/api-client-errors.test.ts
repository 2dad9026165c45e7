import { describe, expect, it, vi } from 'vitest'
import {
  api,
  ApiError,
  clientErrors,
  fieldErrors,
  formErrorsFrom,
  isApiError,
  onSessionExpired,
} from './api-client'
import { getToken, saveTokens } from './session'

const refused = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe("the app's own client (SPEC 8)", () => {
  it('sends a session that cannot be renewed to the page the app chose, once', async () => {
    saveTokens({ access_token: 'expired', token_type: 'Bearer' })
    const goToLogin = vi.fn()
    onSessionExpired(goToLogin)
    const network = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/oauth/access_token')
        ? refused(401, { error: { code: 'REFRESH_TOKEN_INVALID', message: 'เซสชันหมดอายุ' } })
        : refused(401, { error: { code: 'TOKEN_EXPIRED', message: 'เซสชันหมดอายุ' } }),
    )
    vi.stubGlobal('fetch', network)

    await expect(api.get('/v2/api/user/get')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' })
    expect(goToLogin).toHaveBeenCalledTimes(1)
    expect(getToken()).toBeNull()
  })
})

describe('errors for forms: answers the server did not shape', () => {
  it('tells an answer of the API from any other failure', () => {
    expect(isApiError(new ApiError(409, 'EMAIL_TAKEN', 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว'))).toBe(true)
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isApiError({ status: 409, code: 'EMAIL_TAKEN', message: 'x' })).toBe(false)
  })

  it('shows the general Thai message for a failure that is not an answer of the API', () => {
    for (const error of [new TypeError('x is undefined'), null, 'boom']) {
      expect(fieldErrors(error)).toEqual({})
      expect(formErrorsFrom(error, ['email'], { EMAIL_TAKEN: 'email' })).toEqual({
        fields: {},
        message: clientErrors.UNKNOWN,
      })
    }
  })

  it('strips the body, query and headers prefixes, keeps the first message of a field and skips broken entries', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'ข้อมูลที่ส่งมาไม่ถูกต้อง', {
      fields: [
        { field: 'query.page', message: 'หน้าต้องเป็นตัวเลข' },
        { field: 'headers.idempotency-key', message: 'รหัสไม่ถูกต้อง' },
        { field: 'body.email', message: 'อีเมลไม่ถูกต้อง' },
        { field: 'email', message: 'ข้อความที่สองของช่องเดียวกัน' },
        { field: 'address.body.postcode', message: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' },
        { field: 42, message: 'ไม่มีชื่อช่อง' },
        { field: 'name', message: null },
      ],
    })
    expect(fieldErrors(error)).toEqual({
      page: 'หน้าต้องเป็นตัวเลข',
      'idempotency-key': 'รหัสไม่ถูกต้อง',
      email: 'อีเมลไม่ถูกต้อง',
      'address.body.postcode': 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    })
  })

  it('shows the whole-form message when the field list is missing or not a list', () => {
    for (const details of [undefined, { fields: { field: 'email', message: 'x' } }, { fields: 'email' }]) {
      const error = new ApiError(400, 'VALIDATION_FAILED', 'ข้อมูลที่ส่งมาไม่ถูกต้อง', details)
      expect(fieldErrors(error)).toEqual({})
      expect(formErrorsFrom(error, ['email'])).toEqual({ fields: {}, message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง' })
    }
  })

  it('keeps messages of fields the form does not show out of its fields, and shows the whole-form message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'ข้อมูลที่ส่งมาไม่ถูกต้อง', {
      fields: [{ field: 'body.captcha', message: 'กรุณายืนยันว่าไม่ใช่โปรแกรมอัตโนมัติ' }],
    })
    expect(formErrorsFrom(error, ['email', 'password'])).toEqual({
      fields: {},
      message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
    })
  })
})
