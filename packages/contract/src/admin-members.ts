import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam, queryText } from './envelope'
import { refusal } from './errors'
import { koinFromString, koinString } from './money'
import { staffRoles } from './staff'
import { koinHistoryPage } from './user'
import {
  KOIN_ADJUSTMENT_MAX,
  MEMBER_SEARCH_MIN,
  STAFF_REASON_MAX,
  isMemberId,
} from './admin-members-constants'
export * from './admin-members-constants'

/** Issue 21: the back office's members (support and admin) and its dashboard (every staff role). */
export const adminMemberPaths = {
  search: '/v2/api/admin/members',
  show: '/v2/api/admin/members/:id',
  koins: '/v2/api/admin/members/:id/koins',
  adjustKoins: '/v2/api/admin/members/:id/koins/adjust',
  orders: '/v2/api/admin/members/:id/orders',
  events: '/v2/api/admin/members/:id/events',
  bans: '/v2/api/admin/members/:id/bans',
  ban: '/v2/api/admin/members/:id/ban',
  unban: '/v2/api/admin/members/:id/unban',
  dashboard: '/v2/api/admin/dashboard',
  dashboardExport: '/v2/api/admin/dashboard/export',
} as const

export const memberIdParams = z.object({ id: z.uuid({ error: 'รหัสสมาชิกไม่ถูกต้อง' }) })

export const memberSearchQuery = z.object({
  q: queryText(200).refine(
    (text) => isMemberId(text) || [...text].length >= MEMBER_SEARCH_MIN,
    refusal('MEMBER_SEARCH_TOO_SHORT'),
  ),
  page: pageParam,
  limit: limitParam(20),
})

export const memberRow = z.object({
  id: z.uuid(),
  email: z.string(),
  display_name: z.string(),
  joined_at: z.string(),
  koin: koinString,
  banned: z.boolean(),
  staff_roles: z.array(z.enum(staffRoles)),
})
export type MemberRow = z.infer<typeof memberRow>

export const memberBan = z.object({
  id: z.number().int(),
  reason: z.string(),
  banned_at: z.string(),
  banned_by: z.string(),
  lifted_at: z.string().nullable(),
  lifted_by: z.string().nullable(),
  lift_reason: z.string().nullable(),
})
export type MemberBan = z.infer<typeof memberBan>

export const memberDetail = z.object({
  id: z.uuid(),
  email: z.string(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  school: z.string().nullable(),
  province: z.string().nullable(),
  klass: z.string().nullable(),
  joined_at: z.string(),
  staff_roles: z.array(z.enum(staffRoles)),
  standing: z.object({
    email_confirmed_at: z.string().nullable(),
    /** Null when the member named no guardian (20 or over). */
    guardian_email: z.string().nullable(),
    guardian_confirmed_at: z.string().nullable(),
    deletion_requested_at: z.string().nullable(),
    erased: z.boolean(),
  }),
  koin: koinString,
  /** The open ban, if the member is suspended now. */
  ban: memberBan.nullable(),
})
export type MemberDetail = z.infer<typeof memberDetail>

export const memberOrder = z.object({
  id: z.uuid(),
  item_name: z.string(),
  quantity: z.number().int(),
  total: koinString,
  status: z.enum(['issued', 'preparing', 'shipped', 'delivered', 'cancelled']),
  tracking_number: z.string().nullable(),
  ordered_at: z.string(),
})
export type MemberOrder = z.infer<typeof memberOrder>

export const memberEvent = z.object({
  id: z.uuid(),
  event_title: z.string(),
  starts_at: z.string(),
  status: z.enum(['joined', 'cancelled']),
  paid_with: z.enum(['koin', 'voucher', 'free']),
  koin_paid: koinString,
  joined_at: z.string(),
  cancelled_at: z.string().nullable(),
})
export type MemberEvent = z.infer<typeof memberEvent>

const staffReason = z
  .string({ error: 'กรุณาเขียนเหตุผล' })
  .trim()
  .min(1, 'กรุณาเขียนเหตุผล')
  .max(STAFF_REASON_MAX, `เหตุผลยาวได้ไม่เกิน ${STAFF_REASON_MAX} ตัวอักษร`)
  .refine((text) => !text.includes('\0'), { error: 'มีอักขระที่ใช้ไม่ได้' })

export const banBody = z.object({ reason: staffReason })

/** A koin adjustment: "25", "-10.50" (koins, two decimals at most), never zero. */
export const adjustKoinsBody = z.object({
  amount: z
    .string({ error: 'กรุณาใส่จำนวน koin' })
    .refine((text) => koinFromString(text) !== null, 'ใส่จำนวน koin เป็นตัวเลข ทศนิยมได้ 2 ตำแหน่ง (ติดลบเพื่อหัก)')
    .transform((text) => koinFromString(text)!)
    .refine((amount) => amount !== 0, 'จำนวน koin ต้องไม่เป็นศูนย์')
    .refine((amount) => Math.abs(amount) <= KOIN_ADJUSTMENT_MAX, 'ปรับได้ครั้งละไม่เกิน 1,000,000 koin'),
  reason: staffReason,
})
export const adjustKoinsReply = dataOf(
  z.object({ entry_id: z.string(), amount: koinString, balance: koinString }),
)

const historyQuery = z.object({ page: pageParam, limit: limitParam(20) })

const dateText = z.iso.date({ error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว' })
export const dashboardQuery = z.object({ from: dateText, to: dateText })
export const dashboardTables = ['summary', 'days'] as const
export type DashboardTable = (typeof dashboardTables)[number]
export const dashboardExportQuery = dashboardQuery.extend({ table: z.enum(dashboardTables) })

export const dashboardDay = z.object({
  date: z.string(),
  new_members: z.number().int(),
  active_members: z.number().int(),
  quiz_completions: z.number().int(),
  game_completions: z.number().int(),
  koins_issued: koinString,
  koins_spent: koinString,
})
export type DashboardDay = z.infer<typeof dashboardDay>

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  /** As of now, whatever the period. */
  members_total: z.number().int(),
  members_new_this_week: z.number().int(),
  active_today: z.number().int(),
  active_7_days: z.number().int(),
  active_30_days: z.number().int(),
  gifts_awaiting_shipment: z.number().int(),
  /** The period's totals (active members counted once however many days they came). */
  period: z.object({
    new_members: z.number().int(),
    active_members: z.number().int(),
    quiz_completions: z.number().int(),
    game_completions: z.number().int(),
    koins_issued: koinString,
    koins_spent: koinString,
  }),
  days: z.array(dashboardDay),
})
export type Dashboard = z.infer<typeof dashboard>

/** What the CSV export answers: a UTF-8 file with a byte order mark, its first row the Thai column names. */
export const csvFile = z.string()

const support = ['support'] as const
const everyStaff = ['editor', 'campaign', 'support'] as const

export const adminMemberCalls = defineCalls('adminMembers', {
  search: {
    method: 'GET',
    path: adminMemberPaths.search,
    access: 'staff',
    roles: support,
    summary: 'ค้นหาสมาชิกด้วยอีเมล ชื่อที่แสดง (บางส่วนอย่างน้อย 3 ตัวอักษร) หรือรหัสสมาชิก',
    query: memberSearchQuery,
    reply: pageOf(memberRow),
    errors: ['MEMBER_SEARCH_TOO_SHORT'],
  },
  show: {
    method: 'GET',
    path: adminMemberPaths.show,
    access: 'staff',
    roles: support,
    summary: 'ข้อมูลสมาชิก: โปรไฟล์ สถานะบัญชี (ยืนยันอีเมล ความยินยอมผู้ปกครอง) ยอด koin และการระงับที่มีผลอยู่',
    params: memberIdParams,
    reply: dataOf(memberDetail),
    errors: ['MEMBER_NOT_FOUND'],
  },
  koins: {
    method: 'GET',
    path: adminMemberPaths.koins,
    access: 'staff',
    roles: support,
    summary: 'ประวัติ koin ของสมาชิก ใหม่สุดก่อน',
    params: memberIdParams,
    query: historyQuery,
    reply: koinHistoryPage,
    errors: ['MEMBER_NOT_FOUND'],
  },
  adjustKoins: {
    method: 'POST',
    path: adminMemberPaths.adjustKoins,
    access: 'staff',
    roles: support,
    summary: 'เพิ่มหรือหัก koin ของสมาชิกพร้อมเหตุผล (ผ่านบัญชี koin สมาชิกเห็นในประวัติ koin) ยอดต้องไม่ติดลบ',
    params: memberIdParams,
    body: adjustKoinsBody,
    reply: adjustKoinsReply,
    status: 201,
    errors: ['MEMBER_NOT_FOUND', 'KOIN_ADJUSTMENT_BELOW_ZERO'],
  },
  orders: {
    method: 'GET',
    path: adminMemberPaths.orders,
    access: 'staff',
    roles: support,
    summary: 'คำสั่งแลกของรางวัลของสมาชิก ใหม่สุดก่อน',
    params: memberIdParams,
    query: historyQuery,
    reply: pageOf(memberOrder),
    errors: ['MEMBER_NOT_FOUND'],
  },
  events: {
    method: 'GET',
    path: adminMemberPaths.events,
    access: 'staff',
    roles: support,
    summary: 'กิจกรรมที่สมาชิกลงทะเบียน ใหม่สุดก่อน',
    params: memberIdParams,
    query: historyQuery,
    reply: pageOf(memberEvent),
    errors: ['MEMBER_NOT_FOUND'],
  },
  bans: {
    method: 'GET',
    path: adminMemberPaths.bans,
    access: 'staff',
    roles: support,
    summary: 'ประวัติการระงับและปลดการระงับบัญชีของสมาชิก',
    params: memberIdParams,
    query: historyQuery,
    reply: pageOf(memberBan),
    errors: ['MEMBER_NOT_FOUND'],
  },
  ban: {
    method: 'POST',
    path: adminMemberPaths.ban,
    access: 'staff',
    roles: support,
    summary:
      'ระงับบัญชีสมาชิกพร้อมเหตุผล: ทุกอุปกรณ์ออกจากระบบทันที และเข้าสู่ระบบไม่ได้จนกว่าจะปลดการระงับ (บัญชีทีมงาน: เฉพาะผู้ดูแลระบบ)',
    params: memberIdParams,
    body: banBody,
    reply: dataOf(memberBan),
    status: 201,
    errors: ['MEMBER_NOT_FOUND', 'MEMBER_ALREADY_BANNED', 'BAN_SELF', 'BAN_STAFF_ADMIN_ONLY'],
  },
  unban: {
    method: 'POST',
    path: adminMemberPaths.unban,
    access: 'staff',
    roles: support,
    summary: 'ปลดการระงับบัญชีสมาชิกพร้อมเหตุผล สมาชิกเข้าสู่ระบบได้อีกครั้ง',
    params: memberIdParams,
    body: banBody,
    reply: dataOf(memberBan),
    errors: ['MEMBER_NOT_FOUND', 'MEMBER_NOT_BANNED', 'BAN_SELF', 'BAN_STAFF_ADMIN_ONLY'],
  },
  dashboard: {
    method: 'GET',
    path: adminMemberPaths.dashboard,
    access: 'staff',
    roles: everyStaff,
    summary:
      'ภาพรวม: จำนวนสมาชิก สมาชิกที่ใช้งานรายวัน 7 วัน 30 วัน การทำแบบทดสอบและเล่นเกม koin ที่แจกและใช้ ของรางวัลรอจัดส่ง พร้อมตัวเลขรายวันของช่วงที่เลือก (ไม่เกิน 92 วัน)',
    query: dashboardQuery,
    reply: dataOf(dashboard),
    errors: ['DASHBOARD_PERIOD_INVALID'],
  },
  dashboardExport: {
    method: 'GET',
    path: adminMemberPaths.dashboardExport,
    access: 'staff',
    roles: everyStaff,
    summary:
      'ดาวน์โหลดตารางภาพรวม (summary) หรือตัวเลขรายวัน (days) เป็นไฟล์ CSV หัวตารางภาษาไทย (UTF-8 มี BOM เปิดใน Excel ได้)',
    query: dashboardExportQuery,
    reply: csvFile,
    errors: ['DASHBOARD_PERIOD_INVALID'],
  },
})
