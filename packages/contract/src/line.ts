import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, okResult } from './envelope'
import { reminderKinds } from './line-constants'
export * from './line-constants'

export const linePaths = {
  authorize: '/v2/api/line/authorize',
  link: '/v2/api/line/link',
  settings: '/v2/api/line/settings',
  webhook: '/v2/api/line/webhook',
} as const

/** How long a LINE Login started at /line or /line/link may take before its callback is refused. */
export const SIGN_IN_FLOW_MINUTES = 10

export type ReminderKind = (typeof reminderKinds)[number]['id']
export const reminderKindIds = /*#__PURE__*/ reminderKinds.map((kind) => kind.id) as [
  ReminderKind,
  ...ReminderKind[],
]

export const authorizeBody = z.object({ purpose: z.enum(['login', 'link']) })
export const authorizeReply = dataOf(z.object({ url: z.string() }))

export const lineLinkBody = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(16).max(256),
})
export const lineLinkReply = dataOf(z.object({ display_name: z.string().nullable() }))

export const lineSettings = z.object({
  /** LINE configured for this site (sign-in and linking). */
  available: z.boolean(),
  linked: z.boolean(),
  display_name: z.string().nullable(),
  /** The member blocked the Official Account in LINE: nothing is sent until they unblock it. */
  blocked: z.boolean(),
  official_account: z.object({ basic_id: z.string(), add_friend_url: z.string() }).nullable(),
  reminders: z.record(z.enum(reminderKindIds), z.boolean()),
})
export type LineSettings = z.infer<typeof lineSettings>
export const lineSettingsBody = z.object({
  reminders: z.partialRecord(z.enum(reminderKindIds), z.boolean()),
})

/** LINE's webhook body: only follow and unfollow events are read; the signature header proves it is LINE's. */
export const lineWebhookBody = z.object({
  destination: z.string().optional(),
  events: z.array(
    z.looseObject({
      type: z.string(),
      timestamp: z.number().optional(),
      source: z.looseObject({ type: z.string().optional(), userId: z.string().optional() }).optional(),
    }),
  ),
})

export const lineCalls = defineCalls('line', {
  authorize: {
    method: 'POST',
    path: linePaths.authorize,
    access: 'optional-member',
    summary: 'เริ่มเข้าสู่ระบบ (login) หรือเชื่อมบัญชี LINE (link ต้องเข้าสู่ระบบก่อน): ตอบที่อยู่หน้า LINE Login ที่ต้องไปต่อ',
    body: authorizeBody,
    reply: authorizeReply,
    errors: ['SIGN_IN_PROVIDER_OFF', 'RATE_LIMITED'],
    replay: false,
  },
  link: {
    method: 'POST',
    path: linePaths.link,
    access: 'member',
    summary: 'เชื่อมบัญชี LINE กับสมาชิกที่เข้าสู่ระบบอยู่ (code และ state ที่ LINE ส่งกลับมาที่ /line/link)',
    body: lineLinkBody,
    reply: lineLinkReply,
    errors: [
      'SIGN_IN_FLOW_INVALID',
      'LINE_SIGN_IN_FAILED',
      'IDENTITY_TAKEN',
      'IDENTITY_ALREADY_LINKED',
      'SIGN_IN_PROVIDER_OFF',
      'SIGN_IN_PROVIDER_UNAVAILABLE',
    ],
    // SPEC 8: line link is the one write that is never resent.
    retry: false,
    replay: false,
  },
  settings: {
    method: 'GET',
    path: linePaths.settings,
    access: 'member',
    summary: 'การเชื่อมบัญชี LINE และการแจ้งเตือนที่เปิดไว้',
    reply: dataOf(lineSettings),
  },
  updateSettings: {
    method: 'POST',
    path: linePaths.settings,
    access: 'member',
    summary: 'เปิดหรือปิดการแจ้งเตือนทาง LINE แต่ละแบบ',
    body: lineSettingsBody,
    reply: dataOf(lineSettings),
  },
  webhook: {
    method: 'POST',
    path: linePaths.webhook,
    access: 'public',
    summary: 'Webhook ของ LINE Official Account (มีลายเซ็น X-Line-Signature): เพิ่มเพื่อน บล็อก และเลิกบล็อก',
    body: lineWebhookBody,
    reply: okResult,
    errors: ['FORBIDDEN'],
    retry: false,
    replay: false,
  },
})
