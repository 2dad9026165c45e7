import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf } from './envelope'
import { koinString } from './money'
import { eventPlaceTypes } from './events-constants'
export * from './events-constants'

export const eventPaths = {
  upcoming: '/v2/api/event/upcoming',
  detail: '/v2/api/event/detail',
  join: '/v2/api/event/join',
  cancel: '/v2/api/event/cancel',
} as const

/** The widest month range one call may ask for. */
export const MAX_EVENT_RANGE_MONTHS = 12

const month = z.coerce.number().int().min(1).max(12)
const year = z.coerce.number().int().min(2000).max(2100)

/**
 * SPEC 3: the event range is fromMonth, fromYear, toMonth, toYear (months 1–12, years AD, Bangkok calendar).
 * Without a range: this month and the next two.
 */
export const eventRangeQuery = z
  .object({
    fromMonth: month.optional(),
    fromYear: year.optional(),
    toMonth: month.optional(),
    toYear: year.optional(),
  })
  .refine((q) => (q.fromMonth === undefined) === (q.fromYear === undefined), {
    error: 'ต้องส่ง fromMonth และ fromYear คู่กัน',
    path: ['fromYear'],
  })
  .refine((q) => (q.toMonth === undefined) === (q.toYear === undefined), {
    error: 'ต้องส่ง toMonth และ toYear คู่กัน',
    path: ['toYear'],
  })
export type EventRangeQuery = z.infer<typeof eventRangeQuery>

export const eventIdQuery = z.object({ id: z.uuid() })

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false)
/** SPEC 7: join?id&useVoucher — the client's retry omits useVoucher (the Idempotency-Key covers it). */
export const eventJoinQuery = z.object({ id: z.uuid(), useVoucher: flag })

/** open: seats left and not started; full; started: registration closed; ended. */
export const eventStatuses = ['open', 'full', 'started', 'ended'] as const
export type EventStatus = (typeof eventStatuses)[number]

export const eventSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  placeType: z.enum(eventPlaceTypes),
  placeLabel: z.string(),
  venue: z.string(),
  province: z.string().nullable(),
  /** Koins per seat; "0.00" is a free event. */
  price: koinString,
  /** An event voucher from the store can replace the koin price. */
  voucherAccepted: z.boolean(),
  seats: z.number().int().nonnegative(),
  seatsRemaining: z.number().int().nonnegative(),
  status: z.enum(eventStatuses),
  /** With a token: whether the member holds a seat; null for visitors. */
  joined: z.boolean().nullable(),
})
export type EventSummary = z.infer<typeof eventSummary>

export const eventPaymentMethods = ['koin', 'voucher', 'free'] as const

export const eventDetail = eventSummary.extend({
  description: z.array(z.string()),
  agenda: z.array(z.object({ time: z.string(), title: z.string() })),
  organizer: z.string(),
  /** The member's seat, when they hold one. */
  registration: z
    .object({
      /** Shown at the door to be checked in. */
      seatCode: z.string(),
      paidWith: z.enum(eventPaymentMethods),
      koinPaid: koinString,
      joinedAt: z.string(),
    })
    .nullable(),
  /** The online room's link, shown only to members holding a seat. */
  onlineUrl: z.string().nullable(),
  /** The member's unused event vouchers. */
  vouchersAvailable: z.number().int().nonnegative(),
  canCancel: z.boolean(),
})
export type EventDetail = z.infer<typeof eventDetail>

export const eventListResponse = dataOf(
  z.object({
    from: z.object({ month: z.number().int(), year: z.number().int() }),
    to: z.object({ month: z.number().int(), year: z.number().int() }),
    events: z.array(eventSummary),
  }),
)
export const eventDetailResponse = dataOf(eventDetail)
/** Join and cancel answer the event as the member now sees it and their koin balance. */
export const eventSeatResponse = dataOf(z.object({ event: eventDetail, koin: koinString }))

export const eventCalls = defineCalls('events', {
  upcoming: {
    method: 'GET',
    shared: true,
    path: eventPaths.upcoming,
    access: 'optional-member',
    summary: 'กิจกรรมในช่วงเดือนที่เลือก (ส่ง token เพื่อดูว่าลงทะเบียนไว้หรือยัง)',
    query: eventRangeQuery,
    reply: eventListResponse,
  },
  detail: {
    method: 'GET',
    path: eventPaths.detail,
    access: 'member',
    summary: 'รายละเอียดกิจกรรมและที่นั่งของสมาชิก',
    query: eventIdQuery,
    reply: eventDetailResponse,
    errors: ['EVENT_NOT_FOUND'],
  },
  join: {
    method: 'POST',
    path: eventPaths.join,
    access: 'member',
    summary: 'ลงทะเบียนกิจกรรม จ่ายด้วย koin หรือบัตรเข้าร่วมกิจกรรม (useVoucher=true)',
    query: eventJoinQuery,
    reply: eventSeatResponse,
    errors: [
      'EVENT_NOT_FOUND',
      'EVENT_REGISTRATION_CLOSED',
      'EVENT_ALREADY_JOINED',
      'EVENT_VOUCHER_NOT_ACCEPTED',
      'EVENT_FULL',
      'EVENT_VOUCHER_NONE',
      'KOIN_INSUFFICIENT',
      'EMAIL_NOT_CONFIRMED',
      'GUARDIAN_CONSENT_NEEDED',
    ],
  },
  cancel: {
    method: 'POST',
    path: eventPaths.cancel,
    access: 'member',
    summary: 'ยกเลิกการลงทะเบียนก่อนกิจกรรมเริ่ม คืนที่นั่งและ koin หรือบัตร',
    query: eventIdQuery,
    reply: eventSeatResponse,
    errors: ['EVENT_NOT_FOUND', 'EVENT_NOT_JOINED', 'EVENT_CANCEL_TOO_LATE', 'MISSION_REWARD_SPENT'],
  },
})
