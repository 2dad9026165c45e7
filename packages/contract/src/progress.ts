import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf } from './envelope'
import { koinString } from './money'
import { emailReminderKinds } from './progress-constants'
export * from './progress-constants'

/**
 * A member coming back (decision 036): the streak of Bangkok days with a learning activity, streak freezes
 * bought with koins, today's tasks, this week's koins, the weekly league and the reminders a member chooses.
 */
export const progressPaths = {
  today: '/v2/api/progress/today',
  streakFreezes: '/v2/api/progress/streak-freezes',
  league: '/v2/api/progress/league',
  reminders: '/v2/api/progress/reminders',
} as const

/** What a streak freeze costs, in hundredths of a koin (20.00 koin). */
export const STREAK_FREEZE_PRICE = 20_00
/** Freezes a member may hold at once. */
export const STREAK_FREEZES_MAX = 2

/** Members in one league group at most; a new group opens in the tier when one is full. */
export const LEAGUE_GROUP_SIZE = 30
/** The top this many of a group move up a tier the next week (when they earned some exp). */
export const LEAGUE_PROMOTED = 5
/** The bottom this many move down a tier, never taking a place of the promoted. */
export const LEAGUE_RELEGATED = 5
/** The league's tiers, lowest first: a member starts in the first. */
export const leagueTiers = [
  { level: 0, name: 'ลีกทองแดง' },
  { level: 1, name: 'ลีกเงิน' },
  { level: 2, name: 'ลีกทอง' },
  { level: 3, name: 'ลีกแพลทินัม' },
  { level: 4, name: 'ลีกเพชร' },
] as const

const isoDay = z.iso.date()

/**
 * One Bangkok day of the streak strip: learned that day, covered by a freeze, missed, today not yet, or before
 * the member's first learning day.
 */
export const streakDayStates = ['done', 'frozen', 'missed', 'pending', 'none'] as const
export const streakDay = z.object({ date: isoDay, state: z.enum(streakDayStates) })

export const streakView = z.object({
  /** Bangkok days in a row with a learning activity, days covered by a freeze keeping it alive. */
  days: z.number().int().nonnegative(),
  /** A learning activity today already (reading, a quiz, a game). */
  active_today: z.boolean(),
  /** The last seven Bangkok days, oldest first, today last. */
  recent: z.array(streakDay),
  freezes_held: z.number().int().nonnegative(),
  freezes_max: z.number().int().positive(),
  freeze_price: koinString,
})
export type StreakView = z.infer<typeof streakView>

export const todayTasks = z.object({
  /** The daily quiz of today: whether there is one, and whether the member answered it. */
  daily_quiz: z.object({ available: z.boolean(), done: z.boolean() }),
  /** A SUPERQUEST mission joined and still open, not yet complete: the most recently joined. */
  mission: z
    .object({
      id: z.uuid(),
      title: z.string(),
      progress: z.number().int().nonnegative(),
      target: z.number().int().positive(),
      unit: z.string(),
    })
    .nullable(),
  /** A reward waiting to be claimed: a completed mission's, or a reached level's koins. */
  reward: z
    .object({ kind: z.enum(['mission', 'level']), title: z.string(), koin: koinString.nullable() })
    .nullable(),
})

export const progressToday = z.object({
  today: isoDay,
  /** The Bangkok week (Monday to Sunday) that koin_this_week counts. */
  week: z.object({ starts_on: isoDay, ends_on: isoDay }),
  streak: streakView,
  tasks: todayTasks,
  koin_this_week: koinString,
  koin: koinString,
})
export type ProgressToday = z.infer<typeof progressToday>

export const freezePurchase = z.object({ freezes_held: z.number().int().nonnegative(), koin: koinString })

export const leagueMember = z.object({
  rank: z.number().int().positive(),
  display_name: z.string(),
  display_image: z.string().nullable(),
  exp: z.number().int().nonnegative(),
  me: z.boolean(),
  /** Where the member would go next week if the week ended now. */
  zone: z.enum(['promote', 'stay', 'relegate']),
})

export const leagueView = z.object({
  week: z.object({ starts_on: isoDay, ends_on: isoDay }),
  tiers: z.array(z.object({ level: z.number().int(), name: z.string() })),
  /** The member's tier this week (or the one they will join when first active). */
  tier: z.object({ level: z.number().int(), name: z.string() }),
  /** Placed this week: false until the member's first learning activity of the week. */
  placed: z.boolean(),
  rank: z.number().int().positive().nullable(),
  promoted: z.number().int().nonnegative(),
  relegated: z.number().int().nonnegative(),
  members: z.array(leagueMember),
  /** How last week ended for the member, when they were placed then. */
  last_week: z
    .object({
      rank: z.number().int().positive(),
      tier: z.object({ level: z.number().int(), name: z.string() }),
      outcome: z.enum(['promoted', 'stayed', 'relegated']),
    })
    .nullable(),
})
export type LeagueView = z.infer<typeof leagueView>

export type EmailReminderKind = (typeof emailReminderKinds)[number]['id']
export const emailReminderKindIds = /*#__PURE__*/ emailReminderKinds.map((kind) => kind.id) as [
  EmailReminderKind,
  ...EmailReminderKind[],
]

export const reminderChoices = z.object({
  email: z.record(z.enum(emailReminderKindIds), z.boolean()),
  /** E-mail reminders go only to a confirmed address. */
  email_confirmed: z.boolean(),
  /** LINE sends the same reminders when linked (its own switches are on the LINE page). */
  line_linked: z.boolean(),
})
export type ReminderChoices = z.infer<typeof reminderChoices>
export const reminderChoicesBody = z.object({
  email: z.partialRecord(z.enum(emailReminderKindIds), z.boolean()),
})

export const progressCalls = defineCalls('progress', {
  today: {
    method: 'GET',
    path: progressPaths.today,
    access: 'member',
    summary: 'หน้าแรกของสมาชิก: streak วันที่เรียนต่อเนื่อง งานของวันนี้ และ koin ที่ได้สัปดาห์นี้',
    reply: dataOf(progressToday),
  },
  buyStreakFreeze: {
    method: 'POST',
    path: progressPaths.streakFreezes,
    access: 'member',
    summary: 'ซื้อ streak freeze ด้วย koin (ถือได้ไม่เกินจำนวนที่กำหนด) ใช้แทนวันที่พลาดได้หนึ่งวัน',
    reply: dataOf(freezePurchase),
    errors: ['STREAK_FREEZE_LIMIT', 'KOIN_INSUFFICIENT', 'EMAIL_NOT_CONFIRMED'],
  },
  league: {
    method: 'GET',
    path: progressPaths.league,
    access: 'member',
    summary: 'ลีกประจำสัปดาห์: กลุ่มของสมาชิก อันดับตาม exp ที่ได้สัปดาห์นี้ เลื่อนขึ้นและตกชั้น',
    reply: dataOf(leagueView),
  },
  reminders: {
    method: 'GET',
    path: progressPaths.reminders,
    access: 'member',
    summary: 'การแจ้งเตือนทางอีเมลที่สมาชิกเลือกไว้ (streak ใกล้ขาด ควิซประจำวัน)',
    reply: dataOf(reminderChoices),
  },
  updateReminders: {
    method: 'PATCH',
    path: progressPaths.reminders,
    access: 'member',
    summary: 'เปิดหรือปิดการแจ้งเตือนทางอีเมลแต่ละแบบ',
    body: reminderChoicesBody,
    reply: dataOf(reminderChoices),
  },
})
