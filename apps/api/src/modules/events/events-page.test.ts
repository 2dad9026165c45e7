import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import {
  fakeWebDist,
  MEMBER_COOKIE,
  renderedPageFiles,
  servedMain,
  servedPageData,
} from '../../../test/web-dist'
import { bangkokInstant, bangkokMonth } from '../../lib/time'

let t: TestApp
let dist: Awaited<ReturnType<typeof fakeWebDist>>
beforeAll(async () => {
  dist = await fakeWebDist(
    renderedPageFiles({ path: '/events', module: 'src/features/events/routes/events.tsx' }),
  )
  // Early in a month: the demo's first events (5, 12 and 19 days on) fall in it.
  t = await createTestApp({
    demo: true,
    start: bangkokInstant('2026-11-02', 10),
    config: { webDistDir: dist.dir },
  })
})
afterAll(async () => {
  await t.close()
  await dist.remove()
})

/** The served page's data, as the app reads it. */
const servedData = (html: string) =>
  servedPageData(html) as
    { events: { events: { title: string; image: string }[] }; nextEvents?: unknown } | undefined

describe('/events as a visitor first opens it', () => {
  it("carries this Bangkok month's events the app would ask for, and has the first event's picture fetched at once", async () => {
    const { month, year } = bangkokMonth(t.clock.now())
    const html = (await t.app.inject({ method: 'GET', url: '/events' })).body
    const asked = await t.app.inject({
      method: 'GET',
      url: `/v2/api/event/upcoming?fromMonth=${month}&fromYear=${year}&toMonth=${month}&toYear=${year}`,
    })
    const list = asked.json().data
    expect(list.events.length).toBeGreaterThan(0)
    expect(servedData(html)).toEqual({ events: list })
    expect(html).toContain(
      `<link rel="preload" as="image" href="${list.events[0].image}" fetchpriority="high" />`,
    )
  })

  it("carries the next months' events too when this month has none, so nothing below them moves when they come", async () => {
    const now = t.clock.now()
    // The month before the demo's events: none in it, some in the three after.
    t.clock.set(bangkokInstant('2026-10-15', 10))
    try {
      const html = (await t.app.inject({ method: 'GET', url: '/events' })).body
      const next = (
        await t.app.inject({
          method: 'GET',
          url: '/v2/api/event/upcoming?fromMonth=11&fromYear=2026&toMonth=1&toYear=2027',
        })
      ).json().data
      expect(next.events.length).toBeGreaterThan(0)
      const served = servedData(html)!
      expect(served.events.events).toEqual([])
      expect(served.nextEvents).toEqual(next)
      expect(html).toContain(
        `<link rel="preload" as="image" href="${next.events[0].image}" fetchpriority="high" />`,
      )
    } finally {
      t.clock.set(now)
    }
  })

  it('carries nothing for another month, which the app asks for itself', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/events?month=2030-01' })).body
    expect(servedData(html)).toBeUndefined()
  })
})

describe('/events is painted before its code is fetched', () => {
  it("shows a visitor this month's events and the first picture in the HTML, and fetches the code after the paint", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/events' })).body
    const { events } = servedData(html)!.events
    const main = servedMain(html)!
    expect(main).toContain(`<img src="${events[0]!.image}" fetchpriority="high" />`)
    for (const event of events) expect(main).toContain(event.title)
    expect(html).toContain(
      '<meta name="klass-deferred-modules" content="/assets/react-1.js /assets/app-1.js /assets/events-1.js" />',
    )
  })

  it('gives a member the page without the rendered events, which say nothing of what they joined', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/events', headers: { cookie: MEMBER_COOKIE } }))
      .body
    expect(servedMain(html)).toBe('')
    expect(html).not.toContain('klass-deferred-modules')
  })
})
