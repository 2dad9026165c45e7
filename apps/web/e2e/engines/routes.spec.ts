import type { APIRequestContext } from '@playwright/test'
import { newMember } from '../demo'
import { expect, logIn, test } from './fixtures'
import { landing, sweptRoutes, type DemoThings } from './route-sweep'
import { DESKTOP, type Site } from './site'

async function firstOf<T>(request: APIRequestContext, path: string, pick: (body: unknown) => T): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true)
  return pick(await response.json())
}

type Item = { id: never; slug: string }
const firstItem = (body: unknown) => (body as { items: Item[] }).items[0]!

/** The demo content's first article, event, gift and video, for the pages with an id in their address. */
async function demoThings(request: APIRequestContext): Promise<DemoThings> {
  return {
    post: await firstOf(request, '/v2/api/post/detail?type=hit', firstItem),
    event: await firstOf(
      request,
      '/v2/api/event/upcoming',
      (body) => (body as { data: { events: Item[] } }).data.events[0]!,
    ),
    gift: await firstOf(request, '/v2/api/store', firstItem),
    video: await firstOf(request, '/v2/api/video', firstItem),
    hero: await firstOf(
      request,
      '/v2/api/superhero',
      (body) => (body as { data: { heroes: { id: number }[] } }).data.heroes[0]!,
    ),
  }
}

const screens = {
  phone: { width: 360, height: 740 },
  computer: DESKTOP,
} as const

/**
 * Opens every page of the route table with a full load, as a shared link would, and checks each one
 * apart (soft checks, so one broken page does not hide the next): it lands where SPEC 2 says, shows no
 * error page, and nothing went wrong in it; on the phone, nothing scrolls sideways and no control outside
 * running text is smaller than 44 x 44 px.
 */
async function sweep(
  site: Site,
  demo: DemoThings,
  who: 'visitor' | 'member',
  screen: keyof typeof screens,
): Promise<void> {
  for (const route of sweptRoutes) {
    const address = route.address(demo)
    const label = `${route.pattern} (${address}) as a ${who}`
    const before = structuredClone(await site.trouble())
    await test.step(label, async () => {
      await site.open(address)
      // A guard's redirect may land a moment after the page has loaded.
      await expect
        .configure({ soft: true })
        .poll(() => site.location(), { message: `where ${label} lands`, timeout: 5000 })
        .toBe(landing(route, address, who))
      expect.soft(await site.errorPage(), `error page on ${label}`).toBeNull()
      // Measured once the page has settled: a redirect or a loading state may stand for a moment.
      await expect
        .configure({ soft: true })
        .poll(() => site.sideScroll(), { message: `sideways scroll on ${label}`, timeout: 3000 })
        .toBe(0)
      // Phones first: on the phone every control outside running text is a 44 x 44 px tap target.
      if (screen === 'phone') {
        await expect
          .configure({ soft: true })
          .poll(() => site.smallTargets(), {
            message: `tap targets under 44 x 44 px on ${label}`,
            timeout: 3000,
          })
          .toEqual([])
      }
      // What looks tappable is tappable: no pointer cursor over something that does nothing.
      expect.soft(await site.deadTaps(), `looks tappable but does nothing on ${label}`).toEqual([])
      const after = await site.trouble()
      expect.soft(after.errors.slice(before.errors.length), `uncaught errors on ${label}`).toEqual([])
      expect
        .soft(after.policyViolations.slice(before.policyViolations.length), `refused code on ${label}`)
        .toEqual([])
    })
  }
}

for (const [screen, size] of Object.entries(screens)) {
  test(`every page of the route table opens for a visitor on a ${screen} without an error page or an uncaught error${screen === 'phone' ? ', with 44 px tap targets' : ''}`, async ({
    site,
    request,
  }) => {
    test.setTimeout(300_000)
    await site.useScreen(size.width, size.height)
    await sweep(site, await demoThings(request), 'visitor', screen as keyof typeof screens)
  })

  test(`every page of the route table opens for a member on a ${screen} without an error page or an uncaught error${screen === 'phone' ? ', with 44 px tap targets' : ''}`, async ({
    site,
    request,
  }) => {
    test.setTimeout(300_000)
    const demo = await demoThings(request)
    await site.useScreen(size.width, size.height)
    await logIn(site, await newMember(request, 'engines-sweep'))
    await sweep(site, demo, 'member', screen as keyof typeof screens)
  })
}
