import { NEXT_EVENTS_MONTHS, eventCalls } from '@klass/contract/events'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { answeredData } from '../../plugins/page-meta'
import { addMonths, bangkokMonth, type CalendarMonth } from '../../lib/time'
import { createEventsService } from './events.service'

export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const events = createEventsService(app.ctx)

  routeCall(app, eventCalls.upcoming, async (request) => ({
    data: await events.upcoming(request.query, request.user?.id ?? null),
  }))

  routeCall(app, eventCalls.detail, async (request) => ({
    data: await events.detail(request.query.id, memberOf(request).id),
  }))

  routeCall(
    app,
    eventCalls.join,
    async (request) => ({
      data: await events.join(memberOf(request).id, request.query.id, request.query.useVoucher),
    }),
    // SPEC 7: the client's retry omits useVoucher; the same Idempotency-Key still returns the first answer.
    { config: { idempotencyIgnoredQuery: ['useVoucher'] } },
  )

  routeCall(app, eventCalls.cancel, async (request) => ({
    data: await events.cancel(memberOf(request).id, request.query.id),
  }))

  // /events as a visitor first opens it (this Bangkok month): the month's events in the HTML, as the answer the
  // app starts from and, rendered by the web build's components, as the page itself, painted before the app's
  // code is fetched; the first event's picture is fetched at once. The rendered page is kept with its answer
  // for the month (any write forgets both).
  app.pageMeta.add(/^\/events\/?$/i, async (_, request) => {
    if (request.url.includes('?')) return null
    const month = bangkokMonth(app.ctx.clock.now())
    const between = async (from: CalendarMonth, to: CalendarMonth) =>
      answeredData(
        eventCalls.upcoming,
        await events.upcoming(
          { fromMonth: from.month, fromYear: from.year, toMonth: to.month, toYear: to.year },
          null,
        ),
      )
    // The journeys' server lets a request see the clock moved on: that is another page.
    const key = `page:/events:${month.year}-${month.month}:${request.headers['x-clock-offset-days'] ?? ''}`
    const { data, shown, body } = await app.ctx.shared.remember(key, async () => {
      const list = await between(month, month)
      // A month without events shows the next ones instead: those too, so nothing below them moves.
      const next =
        list.events.length > 0
          ? null
          : await between(addMonths(month, 1), addMonths(month, NEXT_EVENTS_MONTHS))
      const data = next ? { events: list, nextEvents: next } : { events: list }
      const shown = next ? next.events.filter((event) => event.status !== 'ended') : list.events
      return { data, shown, body: app.pageMeta.render('renderEventsPage', data) }
    })
    return {
      title: 'กิจกรรม — Klass',
      description: 'เวิร์กช็อป ไลฟ์ และค่ายเรื่องเงิน ทั้งออนไซต์และออนไลน์ ลงทะเบียนด้วย koin หรือบัตรเข้าร่วมกิจกรรม',
      data,
      body,
      visitorBody: true,
      preloadImage: shown[0]?.image ?? null,
    }
  })

  // Link previews for /events/{id}/{slug?}.
  app.pageMeta.add(/^\/events\/([0-9a-f-]{36})(?:\/[^/]*)?\/?$/i, async ([id]) => {
    const event = await events.preview(id!)
    return event
      ? { title: `${event.title} | กิจกรรม Klass`, description: event.summary, image: event.image }
      : null
  })
}
