import { z } from 'zod'
import { defineCalls } from './call'
import { isReservedDisplayName } from './display-name'
import { refusal } from './errors'
import { dataOf, okResult } from './envelope'
import { signInProviders } from './auth-constants'
export * from './auth-constants'

export const authPaths = {
  login: '/api/login',
  loginLine: '/api/login/line',
  registerCheck: '/v2/api/register/check',
  register: '/v2/api/register',
  facebookDetail: '/v2/api/register/facebookDetail',
  registerFacebook: '/v2/api/register/facebook',
  passwordForget: '/v2/api/password/forget',
  passwordReset: '/v2/api/password/reset',
  passwordChange: '/v2/api/password/change',
  passwordLink: '/v2/api/password/link',
  sessions: '/v2/api/auth/sessions',
  endSession: '/v2/api/auth/sessions/:id',
  endOtherSessions: '/v2/api/auth/sessions/endOthers',
  registerLine: '/v2/api/register/line',
  providers: '/v2/api/auth/providers',
  emailConfirm: '/v2/api/email/confirm',
  emailResend: '/v2/api/email/resend',
  refresh: '/oauth/access_token',
  logout: '/api/logout',
} as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** SPEC 9 / ARCHITECTURE: access tokens live 15 minutes, refresh tokens 30 days from login. */
export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_DAYS = 30
export const RESET_LINK_MINUTES = 30
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
  /** Asked for only while the account is under attack (CAPTCHA_REQUIRED, issue 19). */
  captcha_token: z.string().max(4096).optional(),
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

/** A member's display name, the same rule wherever one is set: registration (every way) and the profile. */
export const displayName = z
  .string()
  .trim()
  .min(2, { error: 'ชื่อที่แสดงต้องมีอย่างน้อย 2 ตัวอักษร' })
  .max(40)
  .refine((name) => !isReservedDisplayName(name), refusal('DISPLAY_NAME_RESERVED'))

/** Fields of the multipart registration form (the optional avatar travels as the file field `image`). */
export const registerFields = z.object({
  email,
  password: z.string(),
  display_name: displayName,
  accept_terms: formBoolean.optional(),
  birth_date: dateOnly,
  first_name: z.string().trim().max(80).optional(),
  last_name: z.string().trim().max(80).optional(),
  marketing_consent: formBoolean.optional(),
  /** Issue 19: asked of members under GUARDIAN_AGE_YEARS (GUARDIAN_EMAIL_REQUIRED); a form's empty field is none. */
  guardian_email: z.union([z.literal('').transform(() => undefined), email]).optional(),
  captcha_token: z.string().max(4096).optional(),
})
export type RegisterFields = z.input<typeof registerFields>

export const passwordForgetBody = z.object({ email, captcha_token: z.string().max(4096).optional() })
export const passwordResetBody = z.object({
  token: z.string().min(16).max(256),
  password: z.string(),
})

/** Issue 19 (decision 029): the token of the link that confirms a member's e-mail. */
export const emailConfirmBody = z.object({ token: z.string().min(16).max(256) })
export const emailConfirmReply = dataOf(z.object({ email: z.string() }))

/** Issue 19: a member changes their password by giving the current one. */
export const passwordChangeBody = z.object({
  current_password: z.string().min(1).max(1024),
  password: z.string(),
})

/** Issue 19: a device where the member is signed in (one live session). */
export const signedInDevice = z.object({
  id: z.string(),
  /** A short Thai label made from the browser's User-Agent: "Chrome บน Android". */
  device: z.string(),
  created_at: z.string(),
  /** When the device last renewed its sign-in (every 15 minutes of use at most); its sign-in time before that. */
  last_used_at: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
})
export type SignedInDevice = z.infer<typeof signedInDevice>

/** What a provider tells us about a person, to prefill the registration form. */
export const providerProfile = z.object({
  provider: z.enum(signInProviders),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  picture_url: z.string().nullable(),
})
export type ProviderProfile = z.infer<typeof providerProfile>

/** Sign-in with a provider for someone who is not a member yet: register with this ticket (30 minutes). */
export const signupNeeded = z.object({
  data: z.object({ signup_ticket: z.string(), profile: providerProfile }),
})
export const providerSignInReply = z.union([tokenResponse, signupNeeded])
export type ProviderSignInReply = z.infer<typeof providerSignInReply>
export const SIGNUP_TICKET_MINUTES = 30

/** The registration fields a provider cannot answer: no password, the person signs in with the provider. */
export const socialRegisterFields = registerFields.omit({ password: true, captcha_token: true })

export const lineLoginQuery = z.object({ token: z.string().min(1).max(512) })
export const lineLoginBody = z.object({ state: z.string().min(16).max(256) })

export const registerFacebookFields = socialRegisterFields
  .partial()
  .extend({ facebook_token: z.string().min(1).max(4096) })
export const registerLineFields = socialRegisterFields.extend({
  signup_ticket: z.string().min(1).max(4096),
})

export const facebookDetailReply = z.object({
  data: z.object({ registered: z.boolean(), profile: providerProfile }),
})

/** Which sign-in buttons to show: a provider that is not configured has none. Nothing here is a secret. */
export const providersReply = z.object({
  data: z.object({
    facebook: z.object({ app_id: z.string(), sdk_url: z.string(), graph_version: z.string() }).nullable(),
    line: z.boolean(),
    /** The LINE Official Account that sends reminders, to add as a friend. */
    line_official_account: z.object({ basic_id: z.string(), add_friend_url: z.string() }).nullable(),
  }),
})

const providerErrors = [
  'SIGN_IN_PROVIDER_OFF',
  'SIGN_IN_PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
  'ACCOUNT_DELETION_PENDING',
  'ACCOUNT_SUSPENDED',
] as const
const socialRegisterErrors = [
  'TERMS_NOT_ACCEPTED',
  'TOO_YOUNG',
  'DISPLAY_NAME_RESERVED',
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  'EMAIL_HAS_ACCOUNT',
  'IDENTITY_TAKEN',
  'GUARDIAN_EMAIL_REQUIRED',
  'GUARDIAN_EMAIL_SAME',
] as const

export const authCalls = defineCalls('auth', {
  login: {
    method: 'POST',
    path: authPaths.login,
    access: 'public',
    summary: 'เข้าสู่ระบบด้วยอีเมลและรหัสผ่าน',
    body: loginBody,
    reply: tokenResponse,
    errors: [
      'INVALID_CREDENTIALS',
      'CAPTCHA_REQUIRED',
      'CAPTCHA_FAILED',
      'LOGIN_THROTTLED',
      'ACCOUNT_DELETION_PENDING',
      'ACCOUNT_SUSPENDED',
    ],
    replay: false,
  },
  registerCheck: {
    method: 'GET',
    path: authPaths.registerCheck,
    access: 'public',
    summary: 'ตรวจว่าอีเมลยังใช้สมัครได้หรือไม่',
    query: registerCheckQuery,
    reply: registerCheckResponse,
    errors: ['RATE_LIMITED'],
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
      'PASSWORD_TOO_WEAK',
      'TERMS_NOT_ACCEPTED',
      'TOO_YOUNG',
      'GUARDIAN_EMAIL_REQUIRED',
      'GUARDIAN_EMAIL_SAME',
      'DISPLAY_NAME_RESERVED',
      'IMAGE_INVALID',
      'IMAGE_TOO_LARGE',
      'CAPTCHA_FAILED',
      'EMAIL_TAKEN',
      'RATE_LIMITED',
    ],
    replay: false,
  },
  providers: {
    method: 'GET',
    shared: true,
    path: authPaths.providers,
    access: 'public',
    summary: 'ช่องทางเข้าสู่ระบบที่เปิดให้ใช้ (Facebook, LINE)',
    reply: providersReply,
  },
  loginLine: {
    method: 'POST',
    path: authPaths.loginLine,
    access: 'public',
    summary:
      'เข้าสู่ระบบด้วย LINE: token คือรหัสที่ LINE ส่งกลับมาที่ /line, state คือค่าที่ได้ตอนเริ่ม (POST /v2/api/line/authorize); ผู้ที่ยังไม่เป็นสมาชิกได้ signup_ticket',
    query: lineLoginQuery,
    body: lineLoginBody,
    reply: providerSignInReply,
    errors: ['SIGN_IN_FLOW_INVALID', 'LINE_SIGN_IN_FAILED', ...providerErrors],
    // LINE's code is good once: a resend could only be refused.
    retry: false,
    replay: false,
  },
  registerLine: {
    method: 'POST',
    path: authPaths.registerLine,
    access: 'public',
    summary:
      'สมัครสมาชิกด้วย LINE (multipart: signup_ticket จากการเข้าสู่ระบบด้วย LINE กับฟิลด์การสมัคร และรูป image ที่ไม่บังคับ)',
    body: registerLineFields,
    bodyKind: 'multipart',
    files: ['image'],
    reply: tokenResponse,
    status: 201,
    errors: ['SIGNUP_TICKET_INVALID', ...socialRegisterErrors, 'RATE_LIMITED'],
    replay: false,
  },
  facebookDetail: {
    method: 'GET',
    path: authPaths.facebookDetail,
    access: 'public',
    summary:
      'ตรวจ token ของ Facebook (ส่งเป็น Bearer) ว่าออกให้แอปนี้และยังใช้ได้ แล้วตอบข้อมูลโปรไฟล์และว่าเป็นสมาชิกแล้วหรือยัง',
    reply: facebookDetailReply,
    errors: ['FACEBOOK_TOKEN_INVALID', ...providerErrors],
  },
  registerFacebook: {
    method: 'POST',
    path: authPaths.registerFacebook,
    access: 'public',
    summary:
      'เข้าสู่ระบบหรือสมัครสมาชิกด้วย Facebook (multipart: facebook_token; ผู้ที่ยังไม่เป็นสมาชิกส่งฟิลด์การสมัครและรูป image ที่ไม่บังคับ)',
    body: registerFacebookFields,
    bodyKind: 'multipart',
    files: ['image'],
    reply: tokenResponse,
    errors: ['FACEBOOK_TOKEN_INVALID', ...socialRegisterErrors, ...providerErrors, 'VALIDATION_FAILED'],
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
    summary:
      'ออกจากระบบ: access token และ refresh token ใช้ไม่ได้ทันที (access token ที่หมดอายุแล้วแต่ลายเซ็นถูกต้องก็ใช้ออกจากระบบได้)',
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
      'PASSWORD_TOO_WEAK',
      'RESET_TOKEN_INVALID',
      'RATE_LIMITED',
    ],
    replay: false,
  },
  // Issue 19 additions (members' control): not in SPEC 7.
  emailConfirm: {
    method: 'POST',
    path: authPaths.emailConfirm,
    access: 'public',
    summary:
      'ยืนยันอีเมลของสมาชิกด้วยลิงก์จากอีเมล (ใช้ได้ครั้งเดียว ภายใน 72 ชั่วโมง และเฉพาะอีเมลที่ลิงก์ส่งไป) ตอบอีเมลที่ยืนยันแล้ว',
    body: emailConfirmBody,
    reply: emailConfirmReply,
    errors: ['EMAIL_LINK_INVALID', 'RATE_LIMITED'],
    replay: false,
  },
  emailResend: {
    method: 'POST',
    path: authPaths.emailResend,
    access: 'member',
    summary: 'ส่งลิงก์ยืนยันอีเมลให้สมาชิกอีกครั้ง (ไม่เกิน 3 ครั้งต่อชั่วโมง)',
    reply: okResult,
    errors: ['EMAIL_ALREADY_CONFIRMED', 'RATE_LIMITED'],
    replay: false,
  },
  passwordChange: {
    method: 'POST',
    path: authPaths.passwordChange,
    access: 'member',
    summary:
      'เปลี่ยนรหัสผ่าน: ต้องใส่รหัสผ่านปัจจุบัน อุปกรณ์อื่นทุกเครื่องออกจากระบบ เครื่องนี้ยังเข้าสู่ระบบอยู่ (บัญชีที่ยังไม่มีรหัสผ่านตั้งได้ทางลิงก์ในอีเมล)',
    body: passwordChangeBody,
    reply: okResult,
    errors: [
      'PASSWORD_INCORRECT',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_TOO_COMMON',
      'PASSWORD_TOO_WEAK',
      'PASSWORD_NOT_SET',
      'PASSWORD_CHANGE_THROTTLED',
    ],
    // The answer is not stored under the Idempotency-Key: its record would keep a fast hash of the passwords.
    replay: false,
  },
  passwordLink: {
    method: 'POST',
    path: authPaths.passwordLink,
    access: 'member',
    summary: 'ส่งลิงก์ตั้งรหัสผ่านไปที่อีเมลของสมาชิกที่เข้าสู่ระบบอยู่ (สำหรับบัญชีที่สมัครด้วย LINE หรือ Facebook และยังไม่มีรหัสผ่าน)',
    reply: okResult,
    errors: ['RATE_LIMITED'],
    replay: false,
  },
  sessions: {
    method: 'GET',
    path: authPaths.sessions,
    access: 'member',
    summary: 'อุปกรณ์ที่เข้าสู่ระบบบัญชีนี้อยู่ ใช้ล่าสุดก่อน (current คือเครื่องที่ถาม)',
    reply: dataOf(z.array(signedInDevice)),
  },
  endSession: {
    method: 'DELETE',
    path: authPaths.endSession,
    access: 'member',
    summary: 'ให้อุปกรณ์หนึ่งของสมาชิกออกจากระบบ: token ของอุปกรณ์นั้นใช้ไม่ได้ทันที',
    params: z.object({ id: z.uuid() }),
    reply: okResult,
    errors: ['SESSION_NOT_FOUND'],
  },
  endOtherSessions: {
    method: 'POST',
    path: authPaths.endOtherSessions,
    access: 'member',
    summary: 'ให้อุปกรณ์อื่นทุกเครื่องออกจากระบบ เครื่องนี้ยังเข้าสู่ระบบอยู่; ended คือจำนวนอุปกรณ์ที่ออก',
    reply: dataOf(z.object({ ended: z.number().int().nonnegative() })),
  },
})
