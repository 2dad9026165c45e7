import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { fakeWebDist, servedPageData as servedData } from '../../../test/web-dist'

let t: TestApp
let dist: Awaited<ReturnType<typeof fakeWebDist>>
beforeAll(async () => {
  dist = await fakeWebDist()
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
