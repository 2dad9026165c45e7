import { z } from 'zod'
import { email } from './auth'
import { defineCalls } from './call'
import { dataOf, limitParam, okResult, pageOf, pageParam, queryText } from './envelope'
import { staffRoles } from './staff'

/**
 * The back office's own calls (issue 21): who the staff member is and whether this session passed the
 * authenticator app's one-time code, setting the app up, typing a code; the staff list and its roles; the
 * audit log.
 */
export const adminCorePaths = {
  me: '/v2/api/admin/me',
  secondFactorSetup: '/v2/api/admin/second-factor/setup',
  secondFactor: '/v2/api/admin/second-factor',
  staff: '/v2/api/admin/staff',
  staffRoles: '/v2/api/admin/staff/roles',
  staffResetSecondFactor: '/v2/api/admin/staff/second-factor/reset',
  audit: '/v2/api/admin/audit',
} as const

/** Where this session stands with the one-time code: passed, needs a code, or the app is not set up yet. */
export const secondFactorStates = ['passed', 'needs_code', 'needs_setup'] as const
export type SecondFactorState = (typeof secondFactorStates)[number]

const staffRole = z.enum(staffRoles, { error: 'กรุณาเลือกหน้าที่ของทีมงาน' })

export const staffRoleView = z.object({ role: staffRole, name: z.string(), duties: z.string() })

export const adminMe = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(staffRoleView),
  second_factor: z.enum(secondFactorStates),
})
export type AdminMe = z.infer<typeof adminMe>

export const secondFactorSetup = z.object({
  /** The base32 secret to type into an authenticator app. */
  secret: z.string(),
  /** The otpauth:// address the app reads (from a QR code or a link on a phone). */
  address: z.string(),
})

export const secondFactorBody = z.object({
  code: z
    .string({ error: 'กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตน' })
    .trim()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'รหัสจากแอปยืนยันตัวตนเป็นตัวเลข 6 หลัก' })),
})

export const STAFF_PAGE_SIZE = 20

export const staffListQuery = z.object({ page: pageParam, limit: limitParam(STAFF_PAGE_SIZE) })

export const staffMemberView = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(staffRole),
  /** When the member's authenticator app was set up, or null while it is not. */
  second_factor_confirmed_at: z.string().nullable(),
})
export type StaffMemberView = z.infer<typeof staffMemberView>

export const staffListResponse = pageOf(staffMemberView)

export const staffRolesBody = z.object({
  email,
  /** The member's staff roles after the change: none takes them out of the staff. */
  roles: z.array(staffRole).max(staffRoles.length),
})

export const staffResetBody = z.object({ user_id: z.uuid({ error: 'ไม่พบทีมงานคนนี้' }) })

export const AUDIT_PAGE_SIZE = 30

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: 'วันที่ไม่ถูกต้อง' })

const optionalText = (max: number) =>
  queryText(max)
    .optional()
    .transform((text) => (text ? text : undefined))

export const auditQuery = z.object({
  /** The actor's e-mail, or their id. */
  actor: optionalText(254),
  entity: optionalText(64),
  entity_id: optionalText(128),
  /** `member.` finds every change to members; `staff.role` every role change. */
  action: optionalText(64),
  /** Bangkok dates, both included. */
  from: dateText.optional(),
  to: dateText.optional(),
  /** The id of the last entry of the page before (newest first). */
  before: z.coerce.number().int().positive().optional(),
  limit: limitParam(AUDIT_PAGE_SIZE),
})
export type AuditQuery = z.input<typeof auditQuery>

export const auditEntryView = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.string(), email: z.string().nullable(), display_name: z.string().nullable() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
})
export type AuditEntryView = z.infer<typeof auditEntryView>

export const auditResponse = z.object({
  items: z.array(auditEntryView),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.number().int().nullable(),
})

export const adminCoreCalls = defineCalls('adminCore', {
  me: {
    method: 'GET',
    path: adminCorePaths.me,
    access: 'member',
    summary: 'ทีมงานที่เข้าสู่ระบบ: หน้าที่ของตน และสถานะรหัสจากแอปยืนยันตัวตนของเซสชันนี้',
    reply: dataOf(adminMe),
    errors: ['STAFF_ONLY'],
  },
  setupSecondFactor: {
    method: 'POST',
    path: adminCorePaths.secondFactorSetup,
    access: 'member',
    summary: 'เริ่มตั้งค่าแอปยืนยันตัวตน: รหัสลับใหม่และลิงก์ otpauth (เมื่อยังไม่ได้ยืนยัน)',
    reply: dataOf(secondFactorSetup),
    // The secret is shown once: its answer is never kept for a resend.
    replay: false,
    errors: ['STAFF_ONLY', 'STAFF_SECOND_FACTOR_ALREADY_SET_UP'],
  },
  passSecondFactor: {
    method: 'POST',
    path: adminCorePaths.secondFactor,
    access: 'member',
    summary: 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตน เพื่อเปิดส่วนทีมงานในเซสชันนี้',
    body: secondFactorBody,
    reply: dataOf(adminMe),
    // A code works once: a resent request would be refused as used.
    retry: false,
    replay: false,
    errors: [
      'STAFF_ONLY',
      'STAFF_CODE_WRONG',
      'STAFF_CODE_USED',
      'STAFF_CODE_TOO_MANY_TRIES',
      'STAFF_SECOND_FACTOR_NOT_SET_UP',
    ],
  },
})

/** Staff management and the audit log: admin only. */
export const adminStaffCalls = defineCalls('adminCore', {
  staffList: {
    method: 'GET',
    path: adminCorePaths.staff,
    access: 'staff',
    summary: 'รายชื่อทีมงาน หน้าที่ และสถานะแอปยืนยันตัวตน (เฉพาะผู้ดูแลระบบ)',
    query: staffListQuery,
    reply: staffListResponse,
  },
  setStaffRoles: {
    method: 'POST',
    path: adminCorePaths.staffRoles,
    access: 'staff',
    summary: 'กำหนดหน้าที่ทีมงานของสมาชิกตามอีเมล (ให้หรือถอดสิทธิ์) บันทึกลงบันทึกการเปลี่ยนแปลง',
    body: staffRolesBody,
    reply: dataOf(staffMemberView),
    errors: ['STAFF_MEMBER_NOT_FOUND', 'STAFF_LAST_ADMIN'],
  },
  resetStaffSecondFactor: {
    method: 'POST',
    path: adminCorePaths.staffResetSecondFactor,
    access: 'staff',
    summary: 'รีเซ็ตแอปยืนยันตัวตนของทีมงาน (เช่น เปลี่ยนโทรศัพท์): ต้องตั้งค่าใหม่ในการเข้าครั้งต่อไป',
    body: staffResetBody,
    reply: okResult,
    errors: ['STAFF_MEMBER_NOT_FOUND'],
  },
  audit: {
    method: 'GET',
    path: adminCorePaths.audit,
    access: 'staff',
    summary: 'บันทึกการเปลี่ยนแปลงในส่วนทีมงาน ใหม่สุดก่อน กรองตามผู้ทำ สิ่งที่เปลี่ยน การกระทำ และช่วงวันที่',
    query: auditQuery,
    reply: auditResponse,
  },
})
