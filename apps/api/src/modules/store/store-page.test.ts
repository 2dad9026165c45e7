import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import {
  fakeWebDist,
  MEMBER_COOKIE,
  renderedPageFiles,
  servedMain,
  servedPageData as servedData,
} from '../../../test/web-dist'

let t: TestApp
let dist: Awaited<ReturnType<typeof fakeWebDist>>
beforeAll(async () => {
  dist = await fakeWebDist(
    renderedPageFiles({ path: '/store', module: 'src/features/store/routes/store.tsx' }),
  )
  t = await createTestApp({ demo: true, config: { webDistDir: dist.dir } })
})
afterAll(async () => {
  await t.close()
  await dist.remove()
})

describe('/store as a visitor first opens it', () => {
  it('carries the first page of gifts the app would ask for, and has the first gift’s picture fetched at once', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/store' })).body
    const asked = (
      await t.app.inject({ method: 'GET', url: '/v2/api/store?sort=newest&page=1&limit=12' })
    ).json()
    expect(asked.items.length).toBeGreaterThan(1)
    expect(servedData(html)).toEqual({ store: asked })
    expect(html).toContain(
      `<link rel="preload" as="image" href="${asked.items[0].image}" fetchpriority="high" />`,
    )
    expect(html).toContain('<title>ร้านค้าแลกของรางวัล — Klass</title>')
  })

  it('carries nothing for a filtered, sorted or later page, which the app asks for itself', async () => {
    for (const url of ['/store?type=premium', '/store?sort=popular', '/store?page=2']) {
      const html = (await t.app.inject({ method: 'GET', url })).body
      expect(servedData(html), url).toBeUndefined()
      expect(html, url).not.toContain('rel="preload" as="image"')
    }
  })
})

describe('/store is painted before its code is fetched', () => {
  it('shows a visitor the first gifts and the first picture in the HTML, and fetches the code after the paint', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/store' })).body
    const { items } = servedData(html)!.store as { items: { name: string; image: string }[] }
    const main = servedMain(html)!
    expect(main).toContain(`<img src="${items[0]!.image}" fetchpriority="high" />`)
    for (const item of items.slice(0, 4)) expect(main).toContain(item.name.replace(/"/g, '&quot;'))
    expect(html).toContain(
      '<meta name="klass-deferred-modules" content="/assets/react-1.js /assets/app-1.js /assets/store-1.js" />',
    )
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/app-1.js"')
    // Its text waits for its font (preloaded with it), so the app's same text is not a new, larger paint.
    expect(html).toContain("font-family:'Noto Sans Thai Variable';font-display:block")
  })

  it("keeps the server's renderer out of the site's files", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.server/server-render.js' })
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).not.toContain('renderStorePage')
  })

  it("gives a member the page without the visitor's gifts: their own page runs its code as it loads", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/store', headers: { cookie: MEMBER_COOKIE } })
    expect(servedMain(response.body)).toBe('')
    expect(response.body).not.toContain('klass-deferred-modules')
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/app-1.js"')
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie')
    expect(response.body).toContain('font-display:swap')
  })
})
