import { z } from 'zod'
import { defineCalls } from './call'
import { okResult } from './envelope'

export const authPaths = {
  login: '/api/login',
  loginLine: '/api/login/line',
  registerCheck: '/v2/api/register/check',
  register: '/v2/api/register',
  facebookDetail: '/v2/api/register/facebookDetail',
  registerFacebook: '/v2/api/register/facebook',
  passwordForget: '/v2/api/password/forget',
  passwordReset: '/v2/api/password/reset',
  refresh: '/oauth/access_token',
  logout: '/api/logout',
} as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** SPEC 9 / ARCHITECTURE: access tokens live 15 minutes, refresh tokens 30 days from login. */
export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_DAYS = 30
export const RESET_LINK_MINUTES = 30
export const MINIMUM_AGE_YEARS = 10
/** The HttpOnly cookie that carries the refresh token for the web app. */
export const REFRESH_COOKIE = 'auth.refresh_token'

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'อีเมลไม่ถูกต้อง' }))

export const loginBody = z.object({
  email,
  password: z.string().min(1).max(1024),
})
export type LoginBody = z.infer<typeof loginBody>

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
})
export type TokenResponse = z.infer<typeof tokenResponse>

export const refreshForm = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(512).optional(),
})

export const registerCheckQuery = z.object({ email })
export const registerCheckResponse = z.object({ data: z.object({ available: z.boolean() }) })

const dateOnly = z.iso.date({ error: 'วันเกิดต้องอยู่ในรูปแบบ ปปปป-ดด-วว' })
/** A yes/no field as JSON (a boolean) or as a form sends it (true/false, 1/0, on/off). */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on')

/** Fields of the multipart registration form (the optional avatar travels as the file field `image`). */
export const registerFields = z.object({
  email,
  password: z.string(),
  display_name: z.string().trim().min(2, { error: 'ชื่อที่แสดงต้องมีอย่างน้อย 2 ตัวอักษร' }).max(40),
  accept_terms: formBoolean.optional(),
  birth_date: dateOnly,
  first_name: z.string().trim().max(80).optional(),
  last_name: z.string().trim().max(80).optional(),
  marketing_consent: formBoolean.optional(),
  captcha_token: z.string().max(4096).optional(),
})
export type RegisterFields = z.input<typeof registerFields>

export const passwordForgetBody = z.object({ email, captcha_token: z.string().max(4096).optional() })
export const passwordResetBody = z.object({
  token: z.string().min(16).max(256),
  password: z.string(),
})

export const authCalls = defineCalls('auth', {
  login: {
    method: 'POST',
    path: authPaths.login,
    access: 'public',
    summary: 'เข้าสู่ระบบด้วยอีเมลและรหัสผ่าน',
    body: loginBody,
    reply: tokenResponse,
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
    replay: false,
  },
  registerCheck: {
    method: 'GET',
    path: authPaths.registerCheck,
    access: 'public',
    summary: 'ตรวจว่าอีเมลยังใช้สมัครได้หรือไม่',
    query: registerCheckQuery,
    reply: registerCheckResponse,
  },
  register: {
    method: 'POST',
    path: authPaths.register,
    access: 'public',
    summary: 'สมัครสมาชิก (multipart: ฟิลด์ของ registerFields และไฟล์รูป image ที่ไม่บังคับ)',
    body: registerFields,
    bodyKind: 'multipart',
    files: ['image'],
    reply: tokenResponse,
    status: 201,
    errors: [
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_TOO_COMMON',
      'TERMS_NOT_ACCEPTED',
      'TOO_YOUNG',
      'IMAGE_INVALID',
      'IMAGE_TOO_LARGE',
      'CAPTCHA_FAILED',
      'EMAIL_TAKEN',
      'RATE_LIMITED',
    ],
    replay: false,
  },
  refresh: {
    method: 'POST',
    path: authPaths.refresh,
    access: 'public',
    summary: 'ต่ออายุ access token ด้วย refresh token (ฟอร์ม หรือคุกกี้ auth.refresh_token)',
    body: refreshForm,
    bodyKind: 'form',
    reply: tokenResponse,
    errors: ['REFRESH_TOKEN_INVALID'],
    replay: false,
  },
  logout: {
    method: 'POST',
    path: authPaths.logout,
    access: 'optional-member',
    summary: 'ออกจากระบบ: access token และ refresh token ใช้ไม่ได้ทันที',
    reply: okResult,
    replay: false,
  },
  passwordForget: {
    method: 'POST',
    path: authPaths.passwordForget,
    access: 'public',
    summary: 'ขอลิงก์ตั้งรหัสผ่านใหม่ทางอีเมล',
    body: passwordForgetBody,
    reply: okResult,
    errors: ['CAPTCHA_FAILED', 'RATE_LIMITED'],
    replay: false,
  },
  passwordReset: {
    method: 'POST',
    path: authPaths.passwordReset,
    access: 'public',
    summary: 'ตั้งรหัสผ่านใหม่ด้วยลิงก์จากอีเมล',
    body: passwordResetBody,
    reply: okResult,
    errors: [
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_TOO_COMMON',
      'RESET_TOKEN_INVALID',
      'RATE_LIMITED',
    ],
    replay: false,
  },
})
