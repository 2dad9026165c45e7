import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, pageOf, pageQuery } from './envelope'
import { koinString } from './money'
import { shipmentStatuses, shippingAddress } from './shipping'
import { profileTypes } from './user'

/** SPEC 7: the SUPERQUEST campaign calls. landingPage, monthlyMissions and rules are public. */
export const superquestPaths = {
  landingPage: '/v2/api/superQuest/landingPage',
  monthlyMissions: '/v2/api/superQuest/monthlyMissions',
  rules: '/v2/api/superQuest/rules',
  missions: '/v2/api/superQuest/missions',
  joinMissions: '/v2/api/superQuest/joinMissions',
  joinMissionRewards: '/v2/api/superQuest/joinMissionRewards',
  joinMission: '/v2/api/superQuest/joinMission',
  redeemKoin: '/v2/api/superQuest/redeemKoin',
  redeemGift: '/v2/api/superQuest/redeemGift',
  /** SPEC 7 lists it with the user calls: the profile's premium-gift tab. */
  premiumGiftHistory: '/v2/api/superQuest/premiumGiftHistory',
} as const

export const krazyDayPaths = {
  get: '/v2/api/superQuestKrazyDay/get',
  redeem: '/v2/api/superQuestKrazyDay/redeem',
} as const

export const userLevelPaths = {
  get: '/v2/api/superQuestUserLevel/get',
  claim: '/v2/api/superQuestUserLevel/claim',
  redeem: '/v2/api/superQuestUserLevel/redeem',
} as const

/**
 * SPEC 2 has only the page /big-prize/redeem (SKILL profiles); SPEC 7 names no call for it. These are ours
 * (docs/decisions/005-koin-economy.md): read the prize and the member's entries, and spend skill points.
 */
export const bigPrizePaths = {
  get: '/v2/api/bigPrize/get',
  redeem: '/v2/api/bigPrize/redeem',
} as const

/** Everything a member can do that a mission may count, with what staff read in the back office. */
export const missionActionLabels = {
  'post.read': 'อ่านบทความ',
  'post.answered': 'ตอบคำถามท้ายบทความ',
  'post.summarized': 'สรุปบทเรียนจากบทความ',
  'post.liked': 'กดถูกใจโพสต์',
  'post.published': 'เผยแพร่โพสต์',
  'video.viewed': 'ดูวิดีโอ',
  'quiz.daily.answered': 'ตอบควิซประจำวัน',
  'quiz.monthly.answered': 'ตอบควิซประจำเดือน',
  'quiz.final.answered': 'ทำแบบทดสอบท้ายบทเรียน',
  'quiz.money.answered': 'ตอบควิซการเงิน',
  'game.catchme.played': 'เล่นเกม Catch Me',
  'game.hangman.played': 'เล่นเกมทายคำ',
  'game.visual-decoder.played': 'เล่นเกมถอดรหัสภาพ',
  'game.crossword.played': 'เล่นเกมอักษรไขว้',
  'event.joined': 'เข้าร่วมกิจกรรม',
  'store.bought': 'แลกของในร้านค้า',
  'bank.deposited': 'ฝากเงินฝึกหัด',
  'bank.fund.bought': 'ซื้อกองทุนฝึกหัด',
  'robo.opened': 'เปิดบัญชี Robo',
} as const
export type MissionAction = keyof typeof missionActionLabels
export const missionActions = Object.keys(missionActionLabels) as [MissionAction, ...MissionAction[]]

export const campaignStatuses = ['upcoming', 'running', 'ended'] as const

export const campaign = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.array(z.string()),
  image: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(campaignStatuses),
})
export type Campaign = z.infer<typeof campaign>

/** A premium gift: a mission reward, a level gift or a krazy-day gift. */
export const premiumGift = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  stock: z.number().int().nonnegative(),
  stockTotal: z.number().int().nonnegative(),
})
export type PremiumGift = z.infer<typeof premiumGift>

export const missionStatuses = ['upcoming', 'open', 'ended'] as const
/** Where the member stands: not joined; joined and working on it; done and the reward waiting; reward taken. */
export const missionRewardStates = ['not-joined', 'in-progress', 'redeemable', 'redeemed'] as const
export type MissionRewardState = (typeof missionRewardStates)[number]

export const mission = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** What counts: the kind of member activity (quiz.daily.answered, post.read, game.hangman.played, …). */
  action: z.string(),
  /** Where in the app the member does it. */
  link: z.string(),
  target: z.number().int().positive(),
  /** The unit counted, in Thai ("ครั้ง", "บทความ"). */
  unit: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(missionStatuses),
  /** The reward: koins, a premium gift, or a choice of either. */
  reward: z.object({ koin: koinString.nullable(), gift: premiumGift.nullable() }),
  participants: z.number().int().nonnegative(),
  /** With a token: the member's standing; null for visitors. */
  joined: z.boolean().nullable(),
  joinedAt: z.string().nullable(),
  /** Counted from what the member did after joining, within the mission's dates. */
  progress: z.number().int().nonnegative().nullable(),
  completed: z.boolean().nullable(),
  rewardState: z.enum(missionRewardStates).nullable(),
  redeemedAs: z.enum(['koin', 'gift']).nullable(),
  redeemedAt: z.string().nullable(),
})
export type Mission = z.infer<typeof mission>

export const landingPage = z.object({
  campaign,
  stats: z.object({
    missions: z.number().int().nonnegative(),
    participants: z.number().int().nonnegative(),
    rewardsRedeemed: z.number().int().nonnegative(),
  }),
  gifts: z.array(premiumGift),
  krazyDay: z
    .object({ id: z.uuid(), title: z.string(), opensAt: z.string(), closesAt: z.string(), open: z.boolean() })
    .nullable(),
  bigPrize: z.object({ name: z.string(), image: z.string(), drawAt: z.string() }).nullable(),
  /** With a token: the member's missions at a glance; null for visitors. */
  member: z
    .object({
      joined: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
      redeemable: z.number().int().nonnegative(),
    })
    .nullable(),
})
export const landingPageResponse = dataOf(landingPage)

export const rulesResponse = dataOf(
  z.object({
    campaign: z.object({ id: z.uuid(), title: z.string(), startsAt: z.string(), endsAt: z.string() }),
    sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()) })),
  }),
)

export const monthlyMissionsQuery = z.object({
  /** A Bangkok calendar month, YYYY-MM; without it every month of the campaign. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'รูปแบบเดือนต้องเป็น YYYY-MM' })
    .optional(),
})

export const monthlyMissionsResponse = dataOf(
  z.object({
    campaign: z.object({ id: z.uuid(), title: z.string() }),
    months: z.array(z.object({ month: z.string(), label: z.string(), missions: z.array(mission) })),
  }),
)
export const missionListResponse = dataOf(z.array(mission))
export const missionResponse = dataOf(mission)

export const missionIdBody = z.object({ id: z.uuid() })
export const redeemGiftBody = z.object({ id: z.uuid(), address: shippingAddress })

export const premiumGiftSources = ['mission', 'level', 'krazy-day'] as const
export type PremiumGiftSource = (typeof premiumGiftSources)[number]
export const premiumGiftSourceLabels: Record<PremiumGiftSource, string> = {
  mission: 'รางวัลภารกิจ SUPERQUEST',
  level: 'ของรางวัลประจำเลเวล',
  'krazy-day': 'Krazy Day',
}

/** SPEC 3: premium gift history items carry imageUrl, name and trackingNumber. */
export const premiumGiftShipment = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  name: z.string(),
  trackingNumber: z.string(),
  source: z.enum(premiumGiftSources),
  sourceLabel: z.string(),
  /** Koins paid (krazy day); "0.00" for rewards. */
  koin: koinString,
  status: z.enum(shipmentStatuses),
  statusLabel: z.string(),
  date: z.string(),
})
export type PremiumGiftShipment = z.infer<typeof premiumGiftShipment>
export const premiumGiftHistoryPage = pageOf(premiumGiftShipment)

export const redeemKoinResponse = dataOf(z.object({ mission, koin: koinString }))
export const redeemGiftResponse = dataOf(z.object({ mission, shipment: premiumGiftShipment }))

/** Krazy day: announced days when gifts open at special koin prices, at a set time, in limited stock. */
export const krazyDayStatuses = ['announced', 'open', 'closed'] as const
export const krazyDay = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** "25 พฤศจิกายน 2569 เวลา 12:00 น." (Asia/Bangkok). */
  opensAtLabel: z.string(),
  status: z.enum(krazyDayStatuses),
  items: z.array(
    z.object({
      id: z.uuid(),
      gift: premiumGift.pick({ id: true, name: true, description: true, image: true }),
      price: koinString,
      normalPrice: koinString,
      stock: z.number().int().nonnegative(),
      stockTotal: z.number().int().nonnegative(),
      /** With a token: whether the member has taken their one; null for visitors. */
      redeemed: z.boolean().nullable(),
    }),
  ),
})
export type KrazyDay = z.infer<typeof krazyDay>
export const krazyDayResponse = dataOf(
  z.object({
    /** The day open now, or else the next one announced. */
    current: krazyDay.nullable(),
    upcoming: z.array(krazyDay),
  }),
)
export const krazyDayRedeemBody = z.object({ id: z.uuid(), address: shippingAddress })
export const krazyDayRedeemResponse = dataOf(z.object({ shipment: premiumGiftShipment, koin: koinString }))

/** User levels: reached by exp (levels.ts); each has koins to claim once and may have a gift to redeem once. */
export const userLevelEntry = z.object({
  level: z.number().int().positive(),
  name: z.string(),
  minExp: z.number().int().nonnegative(),
  reached: z.boolean(),
  /** What the level means and gives, in Thai; null when no reward is set for it. */
  description: z.string().nullable(),
  reward: z.object({ koin: koinString, claimed: z.boolean(), claimedAt: z.string().nullable() }).nullable(),
  gift: premiumGift.extend({ redeemed: z.boolean() }).nullable(),
})
export type UserLevelEntry = z.infer<typeof userLevelEntry>

export const userLevelResponse = dataOf(
  z.object({
    exp: z.number().int().nonnegative(),
    level: z.number().int().positive(),
    name: z.string(),
    nextExp: z.number().int().nullable(),
    levels: z.array(userLevelEntry),
  }),
)
export const levelBody = z.object({ level: z.number().int().min(1).max(100) })
export const levelRedeemBody = levelBody.extend({ address: shippingAddress })
export const levelClaimResponse = dataOf(z.object({ level: userLevelEntry, koin: koinString }))
export const levelRedeemResponse = dataOf(z.object({ level: userLevelEntry, shipment: premiumGiftShipment }))

/**
 * not_committed: the time to open has come but no commitment to the draw's seed was published before it
 * (docs/decisions/041-verifiable-big-prize-draw.md), so entries do not open.
 */
export const bigPrizeClosedReasons = ['not_yet_open', 'not_committed', 'closed'] as const
export type BigPrizeClosedReason = (typeof bigPrizeClosedReasons)[number]

/** Big prize: SKILL profiles spend skill points for entries in the draw. */
export const bigPrize = z.object({
  prize: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.array(z.string()),
    image: z.string(),
    /** Skill points per entry. */
    entryCost: z.number().int().positive(),
    maxEntriesPerMember: z.number().int().positive(),
    /** Entries open at this instant and close at the draw. */
    opensAt: z.string(),
    /** The opening in Thai, Buddhist era: "1 ธันวาคม 2569 เวลา 00:00 น.". */
    opensAtLabel: z.string(),
    drawAt: z.string(),
    drawAtLabel: z.string(),
    /** opensAt <= now < drawAt, with a commitment published before opensAt. */
    open: z.boolean(),
    /**
     * Why entries are not open: not yet (before opensAt), not committed (no commitment published before
     * opensAt) or closed (from the draw on); null while open.
     */
    closedReason: z.enum(bigPrizeClosedReasons).nullable(),
    totalEntries: z.number().int().nonnegative(),
  }),
  member: z.object({
    type: z.enum(profileTypes),
    eligible: z.boolean(),
    /** Why the member cannot take part, in Thai; null when they can. */
    reason: z.string().nullable(),
    skill: z.number().int().nonnegative(),
    entries: z.number().int().nonnegative(),
  }),
})
/**
 * The draw's public record (docs/decisions/041-verifiable-big-prize-draw.md): the commitment published before
 * entries close; after the draw the seed, every ticket in order with its holder's code, and the winners.
 * Anyone can re-run it: SHA-256(seed) equals the commitment; each ticket's score is HMAC-SHA256(key = seed,
 * message = ticket) in hex; tickets sorted by score, lowest first; a holder wins once; the first
 * `winnerCount` holders win.
 */
export const bigPrizeDraw = z.object({
  winnerCount: z.number().int().positive(),
  commitment: z.string().nullable(),
  committedAt: z.string().nullable(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /** Ticket `<entry row>-<n>`, and its holder: a code that stands for one member in this draw only. */
  tickets: z.array(z.object({ ticket: z.string(), holder: z.string() })),
  winners: z.array(
    z.object({ rank: z.number().int().positive(), ticket: z.string(), holder: z.string(), name: z.string() }),
  ),
})
export type BigPrizeDraw = z.infer<typeof bigPrizeDraw>

export const bigPrizeView = bigPrize.extend({
  draw: bigPrizeDraw,
  /** The member's holder code in this draw and their tickets, so they can find themselves in the list. */
  mine: z.object({ holder: z.string(), tickets: z.array(z.string()) }),
})
export const bigPrizeResponse = dataOf(bigPrizeView)
export const bigPrizeRedeemBody = z.object({ entries: z.number().int().min(1).max(100).default(1) })

/** SPEC 7 Superquest: the campaign and its missions. */
export const superquestCalls = defineCalls('superquest', {
  landingPage: {
    method: 'GET',
    shared: true,
    path: superquestPaths.landingPage,
    access: 'public',
    summary: 'หน้าแรกแคมเปญ SUPERQUEST: แคมเปญ สถิติ ของรางวัล Krazy Day และ Big Prize',
    reply: landingPageResponse,
    errors: ['CAMPAIGN_NOT_FOUND'],
  },
  rules: {
    method: 'GET',
    shared: true,
    path: superquestPaths.rules,
    access: 'public',
    summary: 'กติกาแคมเปญ SUPERQUEST',
    reply: rulesResponse,
    errors: ['CAMPAIGN_NOT_FOUND'],
  },
  monthlyMissions: {
    method: 'GET',
    shared: true,
    path: superquestPaths.monthlyMissions,
    access: 'public',
    summary: 'ภารกิจแยกตามเดือนของแคมเปญ (ส่ง token เพื่อดูความคืบหน้าของตัวเอง)',
    query: monthlyMissionsQuery,
    reply: monthlyMissionsResponse,
    errors: ['CAMPAIGN_NOT_FOUND'],
  },
  missions: {
    method: 'GET',
    path: superquestPaths.missions,
    access: 'member',
    summary: 'ภารกิจทั้งหมดของแคมเปญพร้อมสถานะของสมาชิก',
    reply: missionListResponse,
    errors: ['CAMPAIGN_NOT_FOUND'],
  },
  joinMissions: {
    method: 'GET',
    path: superquestPaths.joinMissions,
    access: 'member',
    summary: 'ภารกิจที่สมาชิกเข้าร่วมและความคืบหน้า',
    reply: missionListResponse,
  },
  joinMissionRewards: {
    method: 'GET',
    path: superquestPaths.joinMissionRewards,
    access: 'member',
    summary: 'รางวัลของภารกิจที่เข้าร่วม รางวัลที่รับได้ขึ้นก่อน',
    reply: missionListResponse,
  },
  joinMission: {
    method: 'POST',
    path: superquestPaths.joinMission,
    access: 'member',
    summary: 'เข้าร่วมภารกิจ นับความคืบหน้าจากสิ่งที่ทำหลังเข้าร่วม',
    body: missionIdBody,
    reply: missionResponse,
    errors: ['MISSION_NOT_FOUND', 'MISSION_NOT_OPEN', 'MISSION_ENDED', 'MISSION_ALREADY_JOINED'],
  },
  redeemKoin: {
    method: 'POST',
    path: superquestPaths.redeemKoin,
    access: 'member',
    summary: 'รับรางวัล koin ของภารกิจที่สำเร็จ (ครั้งเดียว)',
    body: missionIdBody,
    reply: redeemKoinResponse,
    errors: [
      'MISSION_NOT_FOUND',
      'MISSION_NOT_JOINED',
      'MISSION_NOT_COMPLETE',
      'REWARD_ALREADY_REDEEMED',
      'REWARD_NOT_KOIN',
      'EMAIL_NOT_CONFIRMED',
    ],
  },
  redeemGift: {
    method: 'POST',
    path: superquestPaths.redeemGift,
    access: 'member',
    summary: 'รับของรางวัลพรีเมียมของภารกิจที่สำเร็จ จัดส่งตามที่อยู่ (ครั้งเดียว)',
    body: redeemGiftBody,
    reply: redeemGiftResponse,
    errors: [
      'MISSION_NOT_FOUND',
      'MISSION_NOT_JOINED',
      'MISSION_NOT_COMPLETE',
      'REWARD_ALREADY_REDEEMED',
      'REWARD_NOT_GIFT',
      'GIFT_OUT_OF_STOCK',
      'EMAIL_NOT_CONFIRMED',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
  premiumGiftHistory: {
    method: 'GET',
    path: superquestPaths.premiumGiftHistory,
    access: 'member',
    summary: 'ประวัติของรางวัลพรีเมียมพร้อมเลขพัสดุ ใหม่สุดก่อน',
    query: pageQuery,
    reply: premiumGiftHistoryPage,
  },
})

/** Krazy day: in the superquest group, so the web app refreshes it with the campaign. */
export const krazyDayCalls = defineCalls('superquest', {
  krazyDay: {
    method: 'GET',
    shared: true,
    path: krazyDayPaths.get,
    access: 'optional-member',
    summary: 'Krazy Day ที่เปิดอยู่หรือรอบถัดไป พร้อมของรางวัลราคาพิเศษ (ส่ง token เพื่อดูสิ่งที่แลกแล้ว)',
    reply: krazyDayResponse,
  },
  krazyDayRedeem: {
    method: 'POST',
    path: krazyDayPaths.redeem,
    access: 'member',
    summary: 'แลกของรางวัล Krazy Day ราคาพิเศษ คนละ 1 ชิ้นต่อรายการ',
    body: krazyDayRedeemBody,
    reply: krazyDayRedeemResponse,
    errors: [
      'KRAZY_DAY_ITEM_NOT_FOUND',
      'KRAZY_DAY_NOT_OPEN',
      'KRAZY_DAY_CLOSED',
      'KRAZY_DAY_ALREADY_REDEEMED',
      'KRAZY_DAY_SOLD_OUT',
      'KOIN_INSUFFICIENT',
      'EMAIL_NOT_CONFIRMED',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
})

/** User levels: in the superquest group. */
export const userLevelCalls = defineCalls('superquest', {
  userLevel: {
    method: 'GET',
    path: userLevelPaths.get,
    access: 'member',
    summary: 'เลเวลของสมาชิกจาก exp รางวัลของแต่ละเลเวล และของรางวัลประจำเลเวล',
    reply: userLevelResponse,
  },
  userLevelClaim: {
    method: 'POST',
    path: userLevelPaths.claim,
    access: 'member',
    summary: 'รับรางวัล koin ของเลเวลที่ไปถึง (ครั้งเดียว)',
    body: levelBody,
    reply: levelClaimResponse,
    errors: ['LEVEL_NOT_FOUND', 'LEVEL_NOT_REACHED', 'LEVEL_REWARD_ALREADY_CLAIMED', 'EMAIL_NOT_CONFIRMED'],
  },
  userLevelRedeem: {
    method: 'POST',
    path: userLevelPaths.redeem,
    access: 'member',
    summary: 'แลกของรางวัลประจำเลเวลที่ไปถึง จัดส่งตามที่อยู่ (ครั้งเดียว)',
    body: levelRedeemBody,
    reply: levelRedeemResponse,
    errors: [
      'LEVEL_NOT_FOUND',
      'LEVEL_NOT_REACHED',
      'LEVEL_GIFT_NONE',
      'LEVEL_GIFT_ALREADY_REDEEMED',
      'GIFT_OUT_OF_STOCK',
      'EMAIL_NOT_CONFIRMED',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
})

/** Big prize (SPEC 2 /big-prize/redeem): in the superquest group. */
export const bigPrizeCalls = defineCalls('superquest', {
  bigPrize: {
    method: 'GET',
    path: bigPrizePaths.get,
    access: 'member',
    summary: 'Big Prize รอบปัจจุบัน สิทธิ์ของสมาชิก และเหตุผลเมื่อแลกไม่ได้',
    reply: bigPrizeResponse,
    errors: ['BIG_PRIZE_NOT_FOUND'],
  },
  bigPrizeRedeem: {
    method: 'POST',
    path: bigPrizePaths.redeem,
    access: 'member',
    summary: 'ใช้ skill point แลกสิทธิ์ลุ้นรางวัลใหญ่ (เฉพาะสมาชิกประเภท SKILL)',
    body: bigPrizeRedeemBody,
    reply: bigPrizeResponse,
    errors: [
      'BIG_PRIZE_NOT_FOUND',
      'BIG_PRIZE_SKILL_ONLY',
      'BIG_PRIZE_NOT_OPEN',
      'BIG_PRIZE_CLOSED',
      'BIG_PRIZE_ENTRY_LIMIT',
      'SKILL_INSUFFICIENT',
      'EMAIL_NOT_CONFIRMED',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
})
