import { randomUUID } from 'node:crypto'
import type { eventInput } from '@klass/contract/admin-campaign'
import { pageOffset } from '@klass/contract/envelope'
import { artPalettes, bannerSvg, type GiftMotif } from '@klass/db/demo/economy-art'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { slugify } from '../../lib/thai-text'
import * as repo from './events.repo'

type EventInput = z.output<typeof eventInput>

/** Banner motifs for events made in the back office, picked by the event's id so each keeps its own. */
const bannerMotifs: GiftMotif[] = ['piggy', 'laptop', 'bank', 'rocket']

/** Events in the back office (issue 21): dates, seats, koin price, who holds a seat, and check-in at the door. */
export function createEventsAdmin(ctx: AppContext) {
  const { db, clock, storage } = ctx

  function valuesOf(input: EventInput) {
    return {
      title: input.title,
      summary: input.summary,
      description: input.description,
      organizer: input.organizer,
      placeType: input.placeType,
      venue: input.venue,
      province: input.province || null,
      onlineUrl: input.onlineUrl,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      price: input.price,
      voucherAccepted: input.voucherAccepted,
    }
  }

  return {
    async list(page: number, limit: number) {
      const { items, total } = await repo.eventPage(db, pageOffset(page, limit), limit)
      return { items, total, page, pages: Math.ceil(total / limit) }
    },

    async create(actorId: string, input: EventInput) {
      const id = randomUUID()
      const image = `public/events/${id}.svg`
      const motif = bannerMotifs[parseInt(id.slice(0, 2), 16) % bannerMotifs.length]!
      await storage.put(image, Buffer.from(bannerSvg(motif, artPalettes.event, parseInt(id.slice(2, 4), 16))))
      await db.transaction(async (tx) => {
        const base = slugify(input.title)
        const slug = (await repo.slugTaken(tx, base)) ? `${base}-${id.slice(0, 8)}` : base
        const row = await repo.insertEvent(tx, {
          ...valuesOf(input),
          id,
          slug,
          image,
          agenda: [],
          seatsTotal: input.seatsTotal,
          seatsRemaining: input.seatsTotal,
        })
        await recordAudit(tx, { actorId, action: 'event.create', entity: 'event', entityId: id, after: row })
      })
      return (await repo.adminEvent(db, id))!
    },

    /** Seats may not drop below the seats members hold; the row lock keeps a join from slipping in between. */
    async update(actorId: string, id: string, input: EventInput) {
      await db.transaction(async (tx) => {
        const before = await repo.lockEvent(tx, id)
        if (!before) throw new DomainError('EVENT_NOT_FOUND')
        const taken = before.seatsTotal - before.seatsRemaining
        if (input.seatsTotal < taken) {
          throw new DomainError(
            'EVENT_SEATS_BELOW_TAKEN',
            { seatsTaken: taken },
            `จำนวนที่นั่งต้องไม่น้อยกว่า ${taken} ที่นั่งที่มีผู้ลงทะเบียนแล้ว`,
          )
        }
        const after = await repo.updateEvent(tx, id, {
          ...valuesOf(input),
          seatsTotal: input.seatsTotal,
          seatsRemaining: input.seatsTotal - taken,
        })
        await recordAudit(tx, {
          actorId,
          action: 'event.update',
          entity: 'event',
          entityId: id,
          before,
          after,
        })
      })
      return (await repo.adminEvent(db, id))!
    },

    async attendees(eventId: string, page: number, limit: number) {
      if (!(await repo.adminEvent(db, eventId))) throw new DomainError('EVENT_NOT_FOUND')
      const { items, total } = await repo.attendeePage(db, eventId, pageOffset(page, limit), limit)
      return { items, total, page, pages: Math.ceil(total / limit) }
    },

    /** Lets a member in at the door by their seat code or the event voucher they paid with, once. */
    async checkIn(actorId: string, eventId: string, code: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        if (!(await repo.adminEvent(tx, eventId))) throw new DomainError('EVENT_NOT_FOUND')
        const seats = await repo.seatsByCode(tx, eventId, code)
        if (seats.length !== 1) throw new DomainError('EVENT_SEAT_NOT_FOUND')
        const { attendee } = seats[0]!
        if (attendee.checkedInAt) {
          throw new DomainError('EVENT_ALREADY_CHECKED_IN', { checkedInAt: attendee.checkedInAt })
        }
        await repo.markCheckedIn(tx, attendee.registrationId, actorId, now)
        const after = { ...attendee, checkedInAt: now.toISOString() }
        await recordAudit(tx, {
          actorId,
          action: 'event.check_in',
          entity: 'event_registration',
          entityId: attendee.registrationId,
          before: { checkedInAt: null },
          after: { checkedInAt: after.checkedInAt, eventId, code: code.toUpperCase() },
        })
        return after
      })
    },
  }
}
