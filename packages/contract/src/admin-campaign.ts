import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam } from './envelope'
import { eventPlaceTypes } from './events'
import { bigPrizeDraw, missionActions } from './superquest'
import { requiredText as text } from './fields'

/**
 * The back office's campaign part (issue 21): missions and their rewards, krazy days, level rewards, the big
 * prize draw, and events with their seats and check-in. Staff with the campaign role (and admin) only.
 */
const base = '/v2/api/admin/campaign'
export const adminCampaignPaths = {
  options: `${base}/options`,
  missions: `${base}/missions`,
  mission: `${base}/missions/:id`,
  krazyDays: `${base}/krazy-days`,
  krazyDay: `${base}/krazy-days/:id`,
  levels: `${base}/levels`,
  level: `${base}/levels/:level`,
  bigPrizes: `${base}/big-prizes`,
  bigPrize: `${base}/big-prizes/:id`,
  bigPrizeCommitment: `${base}/big-prizes/:id/commitment`,
  bigPrizeDraw: `${base}/big-prizes/:id/draw`,
  events: `${base}/events`,
  event: `${base}/events/:id`,
  attendees: `${base}/events/:id/attendees`,
  checkIn: `${base}/events/:id/check-in`,
} as const

const idParams = z.object({ id: z.uuid({ error: 'รหัสไม่ถูกต้อง' }) })
const listQuery = z.object({ page: pageParam, limit: limitParam(20) })

/** A moment with its offset, as the back office's forms send it ("2026-11-27T12:00:00+07:00"). */
const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label}ต้องเป็นวันและเวลาที่ถูกต้อง` })
/** Koins in hundredths (or satang): a whole number above zero. */
const amount = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .int({ error: `${label}ต้องเป็นจำนวนเต็มของหน่วยย่อย (สตางค์)` })
    .positive({ error: `${label}ต้องมากกว่า 0` })
    .max(100_000_000_00, { error: `${label}สูงเกินไป` })
const count = (label: string, min = 1) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .int({ error: `${label}ต้องเป็นจำนวนเต็ม` })
    .min(min, { error: `${label}ต้องไม่น้อยกว่า ${min}` })
    .max(1_000_000, { error: `${label}มากเกินไป` })
const localPath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9/_\-?=&.]*$/, { error: 'ลิงก์ต้องเป็นหน้าใน Klass ขึ้นต้นด้วย /' })

/** End after start, with the message on the end field. */
function endsAfterStart<T extends { startsAt: string; endsAt: string }>(value: T) {
  return Date.parse(value.endsAt) > Date.parse(value.startsAt)
}
const endsAfterStartIssue = { error: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', path: ['endsAt'] }

// ---- Options for the forms ----

export const campaignOptions = z.object({
  campaigns: z.array(z.object({ id: z.uuid(), title: z.string(), startsAt: z.string(), endsAt: z.string() })),
  gifts: z.array(
    z.object({ id: z.uuid(), name: z.string(), stock: z.number().int(), stockTotal: z.number().int() }),
  ),
  actions: z.array(z.object({ action: z.string(), label: z.string() })),
})
export type CampaignOptions = z.infer<typeof campaignOptions>

// ---- Missions ----

export const adminMission = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  action: z.string(),
  target: z.number().int(),
  countDistinct: z.boolean(),
  unit: z.string(),
  link: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Koin hundredths; null when the reward is only a gift. */
  rewardKoin: z.number().int().nullable(),
  rewardGiftId: z.uuid().nullable(),
  rewardGiftName: z.string().nullable(),
  joined: z.number().int().nonnegative(),
  redeemed: z.number().int().nonnegative(),
})
export type AdminMission = z.infer<typeof adminMission>

export const missionInput = z
  .object({
    campaignId: z.uuid({ error: 'กรุณาเลือกแคมเปญ' }),
    title: text('ชื่อภารกิจ', 120),
    description: text('รายละเอียดภารกิจ', 1000),
    action: z.enum(missionActions, { error: 'กรุณาเลือกสิ่งที่นับในภารกิจ' }),
    target: count('เป้าหมาย'),
    countDistinct: z.boolean().default(false),
    unit: text('หน่วยที่นับ', 30),
    link: localPath,
    startsAt: moment('เวลาเริ่ม'),
    endsAt: moment('เวลาสิ้นสุด'),
    rewardKoin: amount('รางวัล koin').nullable(),
    rewardGiftId: z.uuid({ error: 'ของรางวัลไม่ถูกต้อง' }).nullable(),
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .refine((m) => m.rewardKoin !== null || m.rewardGiftId !== null, {
    error: 'ภารกิจต้องมีรางวัล: koin ของรางวัล หรือทั้งสองอย่าง',
    path: ['rewardKoin'],
  })
export type MissionInput = z.input<typeof missionInput>

// ---- Krazy days ----

export const adminKrazyDayItem = z.object({
  id: z.uuid(),
  giftId: z.uuid(),
  giftName: z.string(),
  price: z.number().int(),
  normalPrice: z.number().int(),
  stockTotal: z.number().int(),
  stockRemaining: z.number().int(),
})
export const adminKrazyDay = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(['announced', 'open', 'closed']),
  items: z.array(adminKrazyDayItem),
})
export type AdminKrazyDay = z.infer<typeof adminKrazyDay>

export const krazyDayInput = z
  .object({
    title: text('ชื่อ Krazy Day', 120),
    description: text('รายละเอียด', 1000),
    opensAt: moment('เวลาเปิด'),
    closesAt: moment('เวลาปิด'),
    items: z
      .array(
        z
          .object({
            /** An item already on the day (to edit it); absent for a new one. */
            id: z.uuid().optional(),
            giftId: z.uuid({ error: 'กรุณาเลือกของรางวัล' }),
            price: amount('ราคาพิเศษ'),
            normalPrice: amount('ราคาปกติ'),
            stockTotal: count('จำนวนของรางวัล'),
          })
          .refine((i) => i.price < i.normalPrice, {
            error: 'ราคาพิเศษต้องต่ำกว่าราคาปกติ',
            path: ['price'],
          }),
      )
      .min(1, { error: 'Krazy Day ต้องมีของรางวัลอย่างน้อย 1 รายการ' })
      .max(20, { error: 'Krazy Day มีของรางวัลได้ไม่เกิน 20 รายการ' })
      .refine((items) => new Set(items.map((i) => i.giftId)).size === items.length, {
        error: 'ของรางวัลแต่ละชิ้นใส่ได้ครั้งเดียวต่อวัน',
      }),
  })
  .refine((d) => Date.parse(d.closesAt) > Date.parse(d.opensAt), {
    error: 'เวลาปิดต้องอยู่หลังเวลาเปิด',
    path: ['closesAt'],
  })
export type KrazyDayInput = z.input<typeof krazyDayInput>

// ---- Levels ----

export const adminLevel = z.object({
  level: z.number().int().positive(),
  name: z.string(),
  minExp: z.number().int().nonnegative(),
  description: z.string().nullable(),
  rewardKoin: z.number().int().nullable(),
  giftId: z.uuid().nullable(),
  giftName: z.string().nullable(),
  claims: z.number().int().nonnegative(),
})
export type AdminLevel = z.infer<typeof adminLevel>
export const levelParams = z.object({ level: z.coerce.number().int().min(1).max(100) })
export const levelInput = z.object({
  description: text('คำอธิบายเลเวล', 500),
  rewardKoin: amount('รางวัล koin'),
  giftId: z.uuid({ error: 'ของรางวัลไม่ถูกต้อง' }).nullable(),
})
export type LevelInput = z.input<typeof levelInput>

// ---- The big prize draw ----

/**
 * Where a big prize stands: announced (entries not yet open), open, not_committed (entries time has come but no
 * commitment was published before it, so it does not open), closed (waiting for the draw), drawn.
 */
export const adminBigPrizeStatuses = ['announced', 'open', 'not_committed', 'closed', 'drawn'] as const
export const adminBigPrize = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.array(z.string()),
  status: z.enum(adminBigPrizeStatuses),
  /** Once entries opened, the draw's terms (times, cost, limits, winner count) no longer change. */
  settingsLocked: z.boolean(),
  opensAt: z.string(),
  drawAt: z.string(),
  entryCost: z.number().int(),
  maxEntriesPerMember: z.number().int(),
  totalEntries: z.number().int().nonnegative(),
  draw: bigPrizeDraw,
})
export type AdminBigPrize = z.infer<typeof adminBigPrize>
const sha256Hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { error: 'ค่าคำมั่นต้องเป็น SHA-256 แบบเลขฐานสิบหก 64 ตัว' })
export const bigPrizeInput = z
  .object({
    name: text('ชื่อรางวัล', 160),
    description: z
      .array(text('รายละเอียด', 1000))
      .min(1, { error: 'กรุณากรอกรายละเอียดอย่างน้อย 1 ย่อหน้า' })
      .max(10, { error: 'รายละเอียดมีได้ไม่เกิน 10 ย่อหน้า' }),
    entryCost: count('skill point ต่อสิทธิ์'),
    maxEntriesPerMember: count('สิทธิ์สูงสุดต่อคน').max(100, { error: 'สิทธิ์สูงสุดต่อคนต้องไม่เกิน 100' }),
    winnerCount: count('จำนวนผู้โชคดี').max(1000, { error: 'จำนวนผู้โชคดีต้องไม่เกิน 1,000 คน' }),
    opensAt: moment('เวลาเปิดรับสิทธิ์'),
    drawAt: moment('เวลาจับรางวัล'),
  })
  .refine((p) => Date.parse(p.drawAt) > Date.parse(p.opensAt), {
    error: 'เวลาจับรางวัลต้องอยู่หลังเวลาเปิดรับสิทธิ์',
    path: ['drawAt'],
  })
export type BigPrizeInput = z.input<typeof bigPrizeInput>
export const commitmentInput = z.object({ commitment: sha256Hex })
export const drawInput = z.object({
  seed: z
    .string()
    .trim()
    .min(32, { error: 'seed ต้องยาวอย่างน้อย 32 ตัวอักษร' })
    .max(200, { error: 'seed ยาวได้ไม่เกิน 200 ตัวอักษร' }),
})

// ---- Events ----

export const adminEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  description: z.array(z.string()),
  organizer: z.string(),
  placeType: z.enum(eventPlaceTypes),
  venue: z.string(),
  province: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  seatsTotal: z.number().int(),
  seatsTaken: z.number().int(),
  /** Koin hundredths per seat; 0 is free. */
  price: z.number().int(),
  voucherAccepted: z.boolean(),
  checkedIn: z.number().int().nonnegative(),
})
export type AdminEvent = z.infer<typeof adminEvent>

export const eventInput = z
  .object({
    title: text('ชื่อกิจกรรม', 160),
    summary: text('สรุปกิจกรรม', 300),
    description: z
      .array(text('รายละเอียด', 2000))
      .min(1, { error: 'กรุณากรอกรายละเอียดอย่างน้อย 1 ย่อหน้า' })
      .max(20),
    organizer: text('ผู้จัด', 120),
    placeType: z.enum(eventPlaceTypes, { error: 'กรุณาเลือกรูปแบบกิจกรรม' }),
    venue: text('สถานที่', 200),
    province: z.string().trim().max(60).nullable(),
    onlineUrl: z.url({ protocol: /^https$/, error: 'ลิงก์ห้องออนไลน์ต้องเป็น https://' }).nullable(),
    startsAt: moment('เวลาเริ่ม'),
    endsAt: moment('เวลาสิ้นสุด'),
    seatsTotal: count('จำนวนที่นั่ง'),
    price: z
      .number({ error: 'ราคาต้องเป็นตัวเลข' })
      .int({ error: 'ราคาต้องเป็นจำนวนเต็มของหน่วยย่อย' })
      .min(0, { error: 'ราคาต้องไม่ติดลบ' })
      .max(100_000_000_00),
    voucherAccepted: z.boolean().default(false),
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .refine((e) => e.placeType === 'onsite' || e.onlineUrl !== null, {
    error: 'กิจกรรมออนไลน์ต้องมีลิงก์ห้องออนไลน์',
    path: ['onlineUrl'],
  })
export type EventInput = z.input<typeof eventInput>

export const attendee = z.object({
  registrationId: z.uuid(),
  /** What the member shows at the door: the first 8 characters of their seat, upper case. */
  seatCode: z.string(),
  voucherCode: z.string().nullable(),
  displayName: z.string(),
  email: z.string(),
  paidWith: z.enum(['koin', 'voucher', 'free']),
  joinedAt: z.string(),
  checkedInAt: z.string().nullable(),
})
export type Attendee = z.infer<typeof attendee>
export const checkInInput = z.object({
  code: z
    .string({ error: 'กรุณากรอกรหัสที่นั่งหรือรหัสบัตร' })
    .trim()
    .min(4, { error: 'กรุณากรอกรหัสที่นั่งหรือรหัสบัตร' })
    .max(64, { error: 'รหัสยาวเกินไป' }),
})

const staffCall = { access: 'staff', roles: ['campaign'] } as const

export const adminCampaignCalls = defineCalls('adminCampaign', {
  options: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.options,
    summary: 'แคมเปญ ของรางวัล และสิ่งที่ภารกิจนับได้ สำหรับแบบฟอร์มของทีมงาน',
    reply: dataOf(campaignOptions),
  },
  missions: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.missions,
    summary: 'ภารกิจทั้งหมด ใหม่สุดก่อน พร้อมจำนวนผู้เข้าร่วมและผู้รับรางวัล',
    query: listQuery,
    reply: pageOf(adminMission),
  },
  createMission: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.missions,
    status: 201,
    summary: 'สร้างภารกิจพร้อมรางวัล (koin ของรางวัล หรือให้สมาชิกเลือก)',
    body: missionInput,
    reply: dataOf(adminMission),
    errors: ['CAMPAIGN_NOT_FOUND', 'GIFT_NOT_FOUND', 'MISSION_OUTSIDE_CAMPAIGN'],
  },
  updateMission: {
    ...staffCall,
    method: 'PATCH',
    path: adminCampaignPaths.mission,
    summary: 'แก้ไขภารกิจ ไม่ลดรางวัลหรือเพิ่มเป้าหมายของภารกิจที่มีผู้เข้าร่วมแล้ว',
    params: idParams,
    body: missionInput,
    reply: dataOf(adminMission),
    errors: [
      'MISSION_NOT_FOUND',
      'CAMPAIGN_NOT_FOUND',
      'GIFT_NOT_FOUND',
      'MISSION_OUTSIDE_CAMPAIGN',
      'MISSION_REWARD_EARNED',
    ],
  },
  krazyDays: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.krazyDays,
    summary: 'Krazy Day ทั้งหมด รอบล่าสุดก่อน พร้อมของรางวัลและจำนวนคงเหลือ',
    query: listQuery,
    reply: pageOf(adminKrazyDay),
  },
  createKrazyDay: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.krazyDays,
    status: 201,
    summary: 'ประกาศ Krazy Day: วันเวลา ของรางวัล ราคาพิเศษ และจำนวน (ไม่ทับกับรอบอื่น)',
    body: krazyDayInput,
    reply: dataOf(adminKrazyDay),
    errors: ['GIFT_NOT_FOUND', 'KRAZY_DAY_OVERLAP'],
  },
  updateKrazyDay: {
    ...staffCall,
    method: 'PATCH',
    path: adminCampaignPaths.krazyDay,
    summary: 'แก้ไข Krazy Day ไม่ลดจำนวนต่ำกว่าที่แลกไปแล้ว และไม่ลบรายการที่มีผู้แลกแล้ว',
    params: idParams,
    body: krazyDayInput,
    reply: dataOf(adminKrazyDay),
    errors: [
      'KRAZY_DAY_NOT_FOUND',
      'GIFT_NOT_FOUND',
      'KRAZY_DAY_OVERLAP',
      'KRAZY_DAY_ITEM_NOT_FOUND',
      'KRAZY_DAY_STOCK_BELOW_TAKEN',
      'KRAZY_DAY_ITEM_TAKEN',
    ],
  },
  levels: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.levels,
    summary: 'เลเวลสมาชิก เกณฑ์ exp รางวัล และจำนวนผู้รับรางวัลแล้ว',
    reply: dataOf(z.array(adminLevel)),
  },
  updateLevel: {
    ...staffCall,
    method: 'PATCH',
    path: adminCampaignPaths.level,
    summary: 'ตั้งรางวัลของเลเวล ไม่ลดรางวัลของเลเวลที่มีผู้รับแล้ว',
    params: levelParams,
    body: levelInput,
    reply: dataOf(adminLevel),
    errors: ['LEVEL_NOT_FOUND', 'GIFT_NOT_FOUND', 'LEVEL_REWARD_EARNED'],
  },
  bigPrizes: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.bigPrizes,
    summary: 'Big Prize ทุกรอบ ค่าคำมั่น และผลการจับรางวัล',
    query: listQuery,
    reply: pageOf(adminBigPrize),
  },
  createBigPrize: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.bigPrizes,
    status: 201,
    summary: 'สร้าง Big Prize: เวลาเปิดรับสิทธิ์และจับรางวัล skill point ต่อสิทธิ์ สิทธิ์ต่อคน และจำนวนผู้โชคดี',
    body: bigPrizeInput,
    reply: dataOf(adminBigPrize),
    errors: ['BIG_PRIZE_OPENS_IN_PAST'],
  },
  updateBigPrize: {
    ...staffCall,
    method: 'PATCH',
    path: adminCampaignPaths.bigPrize,
    summary: 'แก้ไข Big Prize เมื่อเปิดรับสิทธิ์แล้วแก้ได้เฉพาะชื่อและรายละเอียด',
    params: idParams,
    body: bigPrizeInput,
    reply: dataOf(adminBigPrize),
    errors: ['BIG_PRIZE_NOT_FOUND', 'BIG_PRIZE_SETTINGS_LOCKED', 'BIG_PRIZE_OPENS_IN_PAST'],
  },
  commitBigPrize: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.bigPrizeCommitment,
    summary: 'ประกาศค่าคำมั่น (SHA-256 ของ seed ลับ) ก่อนเปิดรับสิทธิ์ ประกาศได้ครั้งเดียว',
    params: idParams,
    body: commitmentInput,
    reply: dataOf(adminBigPrize),
    errors: ['BIG_PRIZE_NOT_FOUND', 'BIG_PRIZE_COMMIT_TOO_LATE', 'BIG_PRIZE_ALREADY_COMMITTED'],
  },
  drawBigPrize: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.bigPrizeDraw,
    summary: 'จับรางวัล: เปิดเผย seed ที่ตรงกับค่าคำมั่น แล้วเลือกผู้โชคดีจาก seed และรายการสิทธิ์ จับได้ครั้งเดียว',
    params: idParams,
    body: drawInput,
    reply: dataOf(adminBigPrize),
    errors: [
      'BIG_PRIZE_NOT_FOUND',
      'BIG_PRIZE_NOT_COMMITTED',
      'BIG_PRIZE_DRAW_TOO_EARLY',
      'BIG_PRIZE_SEED_MISMATCH',
      'BIG_PRIZE_ALREADY_DRAWN',
    ],
  },
  events: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.events,
    summary: 'กิจกรรมทั้งหมด ใหม่สุดก่อน พร้อมที่นั่งและจำนวนผู้เช็กอิน',
    query: listQuery,
    reply: pageOf(adminEvent),
  },
  createEvent: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.events,
    status: 201,
    summary: 'สร้างกิจกรรม: วันเวลา ที่นั่ง ราคา koin และการรับบัตรเข้าร่วมกิจกรรม',
    body: eventInput,
    reply: dataOf(adminEvent),
  },
  updateEvent: {
    ...staffCall,
    method: 'PATCH',
    path: adminCampaignPaths.event,
    summary: 'แก้ไขกิจกรรม ที่นั่งต้องไม่น้อยกว่าที่มีผู้ลงทะเบียนแล้ว',
    params: idParams,
    body: eventInput,
    reply: dataOf(adminEvent),
    errors: ['EVENT_NOT_FOUND', 'EVENT_SEATS_BELOW_TAKEN'],
  },
  attendees: {
    ...staffCall,
    method: 'GET',
    path: adminCampaignPaths.attendees,
    summary: 'ผู้ลงทะเบียนกิจกรรม พร้อมรหัสที่นั่ง รหัสบัตร และเวลาเช็กอิน',
    params: idParams,
    query: listQuery,
    reply: pageOf(attendee),
    errors: ['EVENT_NOT_FOUND'],
  },
  checkIn: {
    ...staffCall,
    method: 'POST',
    path: adminCampaignPaths.checkIn,
    summary: 'เช็กอินสมาชิกที่หน้างานด้วยรหัสที่นั่งหรือรหัสบัตรเข้าร่วมกิจกรรม',
    params: idParams,
    body: checkInInput,
    reply: dataOf(attendee),
    errors: ['EVENT_NOT_FOUND', 'EVENT_SEAT_NOT_FOUND', 'EVENT_ALREADY_CHECKED_IN'],
  },
})
