import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Klass</title></head><body><div id="root"><main></main></div></body></html>',
  )
  await mkdir(path.join(dist, '.prerendered'))
  t = await createTestApp({ demo: true, config: { webDistDir: dist } })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

const servedData = (html: string) => {
  const block = /<script type="application\/json" id="klass-page-data"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  return block === undefined ? undefined : JSON.parse(block)
}

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
