import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, okResult, pageOf, pageQuery } from './envelope'
import { displayName, email, signInProviders } from './auth'
import { koinString } from './money'
import { klassIds, profileTypes } from './user-constants'
export * from './user-constants'

export const userPaths = {
  get: '/v2/api/user/get',
  updateImage: '/v2/api/user/updateImage',
  update: '/v2/api/user/update',
  objective: '/v2/api/user/objective',
  koins: '/v2/api/user/koins',
  skills: '/v2/api/user/skills',
  identities: '/v2/api/user/identities',
  linkFacebook: '/v2/api/user/identities/facebook',
  unlinkIdentity: '/v2/api/user/identities/:provider',
} as const

export const educationIds = [
  'primary',
  'lower-secondary',
  'upper-secondary',
  'vocational',
  'university',
  'working',
  'other',
] as const

/** The learning goals a member can choose (GET /v2/api/user/objective). */
export const learningObjectives = [
  { id: 'saving', title: 'ออมเงินให้เป็นนิสัย', description: 'ตั้งเป้าหมายและเก็บเงินได้จริงทุกเดือน' },
  { id: 'budgeting', title: 'วางแผนใช้จ่าย', description: 'รู้ว่าเงินไปไหน และใช้อย่างพอดี' },
  { id: 'investing', title: 'เริ่มต้นลงทุน', description: 'เข้าใจกองทุนรวม หุ้น และความเสี่ยง' },
  { id: 'first-income', title: 'หารายได้แรก', description: 'งานพาร์ทไทม์ ฟรีแลนซ์ และธุรกิจเล็ก ๆ' },
  { id: 'digital-safety', title: 'รู้ทันภัยการเงินออนไลน์', description: 'แยกแยะมิจฉาชีพและปกป้องบัญชีของตัวเอง' },
  { id: 'debt', title: 'ใช้สินเชื่อและบัตรอย่างฉลาด', description: 'ดอกเบี้ย หนี้ดี หนี้เสีย และเครดิตบูโร' },
] as const
export const objectiveIds = [
  'saving',
  'budgeting',
  'investing',
  'first-income',
  'digital-safety',
  'debt',
] as const

export const levelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  exp: z.number().int(),
  minExp: z.number().int(),
  nextExp: z.number().int().nullable(),
})

export const userProfile = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  display_image: z.string().nullable(),
  klass: z.enum(klassIds).nullable(),
  type: z.enum(profileTypes),
  roles: z.array(z.string()),
  /** SPEC 6: scope checks read a scope field on the user. */
  scope: z.array(z.string()),
  exp: z.number().int(),
  koin: koinString,
  skill: z.number().int(),
  level: levelSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  education: z.enum(educationIds).nullable(),
  school: z.string().nullable(),
  province: z.string().nullable(),
  objectives: z.array(z.enum(objectiveIds)),
  profile_completed: z.boolean(),
  /** Issue 19: the member opened the link sent to their e-mail; until then koins cannot be spent on anything. */
  email_confirmed: z.boolean(),
  /**
   * Issue 19: a member under 20 names a guardian who consents by a link. `needed` is false from 20 on;
   * `confirmed` once the guardian opened the link (physical gifts, paid events and robo wait for it).
   */
  guardian: z.object({ needed: z.boolean(), email: z.string().nullable(), confirmed: z.boolean() }),
  /** Issue 19: the member asked to delete the account; it is erased 30 days after this (ISO), unless taken back. */
  deletion_requested_at: z.string().nullable(),
  created_at: z.string(),
})
export type UserProfile = z.infer<typeof userProfile>
export const userProfileResponse = dataOf(userProfile)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()

export const updateUserBody = z.object({
  display_name: displayName.optional(),
  first_name: optionalText(80),
  last_name: optionalText(80),
  klass: z.enum(klassIds).nullable().optional(),
  education: z.enum(educationIds).nullable().optional(),
  school: optionalText(120),
  province: optionalText(60),
  birth_date: z.iso.date().optional(),
  objectives: z.array(z.enum(objectiveIds)).max(objectiveIds.length).optional(),
})
export type UpdateUserBody = z.infer<typeof updateUserBody>

export const objectiveResponse = dataOf(
  z.object({
    options: z.array(z.object({ id: z.enum(objectiveIds), title: z.string(), description: z.string() })),
    selected: z.array(z.enum(objectiveIds)),
  }),
)
export type ObjectiveResponse = z.infer<typeof objectiveResponse>

/** SPEC 3: koin history items carry date, activity and point. */
export const koinHistoryItem = z.object({
  id: z.string(),
  date: z.string(),
  activity: z.string(),
  point: koinString,
  balance: koinString,
})
export type KoinHistoryItem = z.infer<typeof koinHistoryItem>
export const koinHistoryPage = pageOf(koinHistoryItem)

export const skillHistoryItem = z.object({
  id: z.string(),
  date: z.string(),
  activity: z.string(),
  point: z.number().int(),
  balance: z.number().int(),
})
export type SkillHistoryItem = z.infer<typeof skillHistoryItem>
export const skillHistoryPage = pageOf(skillHistoryItem)

/** The ways a member can sign in: an e-mail and password, and providers linked to the account. */
export const signInMethods = z.object({
  email: z.string(),
  password: z.boolean(),
  identities: z.array(
    z.object({
      provider: z.enum(signInProviders),
      display_name: z.string().nullable(),
      linked_at: z.string(),
    }),
  ),
})
export type SignInMethods = z.infer<typeof signInMethods>

export const userCalls = defineCalls('user', {
  identities: {
    method: 'GET',
    path: userPaths.identities,
    access: 'member',
    summary: 'ช่องทางเข้าสู่ระบบของสมาชิก: อีเมลและรหัสผ่าน Facebook และ LINE ที่เชื่อมไว้',
    reply: dataOf(signInMethods),
  },
  linkFacebook: {
    method: 'POST',
    path: userPaths.linkFacebook,
    access: 'member',
    summary: 'เชื่อมบัญชี Facebook (access_token จาก Facebook Login) เป็นช่องทางเข้าสู่ระบบ',
    body: z.object({ access_token: z.string().min(1).max(4096) }),
    reply: dataOf(signInMethods),
    errors: [
      'FACEBOOK_TOKEN_INVALID',
      'IDENTITY_TAKEN',
      'IDENTITY_ALREADY_LINKED',
      'SIGN_IN_PROVIDER_OFF',
      'SIGN_IN_PROVIDER_UNAVAILABLE',
    ],
    replay: false,
  },
  unlinkIdentity: {
    method: 'DELETE',
    path: userPaths.unlinkIdentity,
    access: 'member',
    summary: 'ยกเลิกการเชื่อมบัญชี Facebook หรือ LINE (ไม่ได้ถ้าจะไม่เหลือช่องทางเข้าสู่ระบบ)',
    params: z.object({ provider: z.enum(signInProviders) }),
    reply: dataOf(signInMethods),
    errors: ['IDENTITY_NOT_LINKED', 'LAST_SIGN_IN_METHOD'],
  },
  get: {
    method: 'GET',
    path: userPaths.get,
    access: 'member',
    summary: 'ข้อมูลสมาชิกที่เข้าสู่ระบบ',
    reply: userProfileResponse,
  },
  update: {
    method: 'POST',
    path: userPaths.update,
    access: 'member',
    summary: 'แก้ไขข้อมูลส่วนตัว',
    body: updateUserBody,
    reply: userProfileResponse,
    errors: ['DISPLAY_NAME_RESERVED', 'TOO_YOUNG'],
  },
  updateImage: {
    method: 'POST',
    path: userPaths.updateImage,
    access: 'member',
    summary: 'เปลี่ยนรูปโปรไฟล์ (multipart ฟิลด์ image: JPEG, PNG หรือ WebP ไม่เกิน 5 MB)',
    bodyKind: 'multipart',
    files: ['image'],
    reply: userProfileResponse,
    errors: ['IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
  },
  objective: {
    method: 'GET',
    path: userPaths.objective,
    access: 'member',
    summary: 'เป้าหมายการเรียนรู้ที่เลือกได้ และที่สมาชิกเลือกไว้',
    reply: objectiveResponse,
  },
  koins: {
    method: 'GET',
    path: userPaths.koins,
    access: 'member',
    summary: 'ประวัติ koin ใหม่สุดก่อน',
    query: pageQuery,
    reply: koinHistoryPage,
  },
  skills: {
    method: 'GET',
    path: userPaths.skills,
    access: 'member',
    summary: 'ประวัติ skill point ใหม่สุดก่อน',
    query: pageQuery,
    reply: skillHistoryPage,
  },
})

// ---- Issue 19 (decision 031): members' control of their data and their account ----

export const accountPaths = {
  exportData: '/v2/api/user/export',
  deleteAccount: '/v2/api/user/delete',
  restoreAccount: '/v2/api/user/restore',
  consents: '/v2/api/user/consents',
  marketingConsent: '/v2/api/user/consents/marketing',
} as const

/**
 * The head of the file "download my data" answers (`klass-data-YYYY-MM-DD.json`); the rest is one key per kind
 * of data the product holds about the member (profile, ledger, posts with their images, …), each a list.
 */
export const memberDataExport = z.looseObject({
  format: z.literal('klass-member-data'),
  version: z.literal(1),
  exported_at: z.string(),
  member_id: z.string(),
})

/**
 * Deleting the account: the current password, or for a member who has none (joined with LINE or Facebook)
 * the account's e-mail typed out as confirmation.
 */
export const deleteAccountBody = z.object({
  password: z.string().min(1).max(1024).optional(),
  confirmation: z.string().trim().toLowerCase().max(254).optional(),
})
export const deleteAccountReply = dataOf(z.object({ erase_at: z.string() }))

export const restoreAccountBody = z.object({ token: z.string().min(16).max(256) })
export const restoreAccountReply = dataOf(z.object({ email: z.string() }))

/** What the member consented to, and when. */
export const memberConsents = z.object({
  terms: z.object({ version: z.string(), accepted_at: z.string() }),
  privacy: z.object({ version: z.string(), accepted_at: z.string() }),
  marketing: z.object({ consent: z.boolean(), changed_at: z.string().nullable() }),
})
export type MemberConsents = z.infer<typeof memberConsents>
export const marketingConsentBody = z.object({ consent: z.boolean() })

export const accountCalls = defineCalls('user', {
  exportData: {
    method: 'GET',
    path: accountPaths.exportData,
    access: 'member',
    summary:
      'ดาวน์โหลดข้อมูลของฉัน: ไฟล์ JSON (klass-data-ปปปป-ดด-วว.json) รวมทุกอย่างที่ Klass เก็บเกี่ยวกับสมาชิก รวมรูปภาพในโพสต์ (ไม่เกิน 5 ครั้งต่อชั่วโมง)',
    reply: memberDataExport,
    errors: ['RATE_LIMITED'],
  },
  deleteAccount: {
    method: 'POST',
    path: accountPaths.deleteAccount,
    access: 'member',
    summary:
      'ขอลบบัญชี: ต้องใส่รหัสผ่านปัจจุบัน (บัญชีที่ไม่มีรหัสผ่านพิมพ์อีเมลของบัญชียืนยัน) ทุกอุปกรณ์ออกจากระบบ กู้คืนได้ด้วยลิงก์ในอีเมลภายใน 30 วัน จากนั้นบัญชีถูกลบถาวร',
    body: deleteAccountBody,
    reply: deleteAccountReply,
    errors: [
      'PASSWORD_INCORRECT',
      'DELETE_CONFIRMATION_MISMATCH',
      'ACCOUNT_DELETION_ALREADY_REQUESTED',
      'PASSWORD_CHANGE_THROTTLED',
    ],
    // The body carries the password: its answer is never stored under the Idempotency-Key.
    replay: false,
  },
  restoreAccount: {
    method: 'POST',
    path: accountPaths.restoreAccount,
    access: 'public',
    summary: 'กู้คืนบัญชีที่ขอลบไว้ ด้วยลิงก์จากอีเมล (ภายใน 30 วันหลังขอลบ) แล้วเข้าสู่ระบบได้ตามปกติ',
    body: restoreAccountBody,
    reply: restoreAccountReply,
    errors: ['RESTORE_LINK_INVALID', 'RATE_LIMITED'],
    replay: false,
  },
  consents: {
    method: 'GET',
    path: accountPaths.consents,
    access: 'member',
    summary: 'ความยินยอมที่สมาชิกให้ไว้: ข้อกำหนด นโยบายความเป็นส่วนตัว และการรับข่าวสาร',
    reply: dataOf(memberConsents),
  },
  marketingConsent: {
    method: 'POST',
    path: accountPaths.marketingConsent,
    access: 'member',
    summary: 'ให้หรือถอนความยินยอมรับข่าวสารการตลาด (บันทึกเวลาที่เปลี่ยน)',
    body: marketingConsentBody,
    reply: dataOf(memberConsents),
  },
})

/**
 * Issue 19: a member under 20 names a parent or guardian, who consents by a link sent to them before the
 * member may redeem physical gifts, join paid events or open a robo account.
 */
export const guardianPaths = {
  consentDetail: '/v2/api/guardian/consent/detail',
  consent: '/v2/api/guardian/consent',
  update: '/v2/api/user/guardian',
  resend: '/v2/api/user/guardian/resend',
} as const

/** How many consent mails a member may have sent in an hour. */
export const GUARDIAN_MAILS_PER_HOUR = 3

export const guardianTokenBody = z.object({ token: z.string().min(16).max(256) })

/** What the guardian reads before consenting: whose account, and to which address the link was sent. */
export const guardianConsentDetail = z.object({
  display_name: z.string(),
  guardian_email: z.string(),
})
export type GuardianConsentDetail = z.infer<typeof guardianConsentDetail>

export const guardianUpdateBody = z.object({ guardian_email: email })

export const guardianCalls = defineCalls('guardian', {
  consentDetail: {
    method: 'POST',
    path: guardianPaths.consentDetail,
    access: 'public',
    summary: 'ข้อมูลของลิงก์ขอความยินยอมจากผู้ปกครอง: ชื่อสมาชิกและอีเมลที่ลิงก์ส่งไป (ยังไม่บันทึกความยินยอม)',
    body: guardianTokenBody,
    reply: dataOf(guardianConsentDetail),
    errors: ['GUARDIAN_LINK_INVALID', 'RATE_LIMITED'],
    replay: false,
  },
  consent: {
    method: 'POST',
    path: guardianPaths.consent,
    access: 'public',
    summary: 'ผู้ปกครองยินยอมด้วยลิงก์จากอีเมล (ใช้ได้ครั้งเดียว ภายใน 7 วัน และเฉพาะอีเมลผู้ปกครองที่สมาชิกระบุไว้ล่าสุด)',
    body: guardianTokenBody,
    reply: dataOf(guardianConsentDetail),
    errors: ['GUARDIAN_LINK_INVALID', 'RATE_LIMITED'],
    replay: false,
  },
  update: {
    method: 'POST',
    path: guardianPaths.update,
    access: 'member',
    summary:
      'ระบุหรือเปลี่ยนอีเมลผู้ปกครอง (สมาชิกอายุต่ำกว่า 20 ปีที่ผู้ปกครองยังไม่ยินยอม) แล้วส่งลิงก์ขอความยินยอมไปที่อีเมลนั้น ลิงก์ที่ส่งไปอีเมลเดิมใช้ไม่ได้อีก',
    body: guardianUpdateBody,
    reply: userProfileResponse,
    errors: ['GUARDIAN_EMAIL_SAME', 'GUARDIAN_ALREADY_CONSENTED', 'GUARDIAN_NOT_NEEDED', 'RATE_LIMITED'],
    replay: false,
  },
  resend: {
    method: 'POST',
    path: guardianPaths.resend,
    access: 'member',
    summary: `ส่งลิงก์ขอความยินยอมให้ผู้ปกครองอีกครั้ง (ไม่เกิน ${GUARDIAN_MAILS_PER_HOUR} ครั้งต่อชั่วโมง)`,
    reply: okResult,
    errors: ['GUARDIAN_EMAIL_REQUIRED', 'GUARDIAN_ALREADY_CONSENTED', 'GUARDIAN_NOT_NEEDED', 'RATE_LIMITED'],
    replay: false,
  },
})
