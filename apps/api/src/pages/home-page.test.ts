import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'
import {
  fakeWebDist,
  MEMBER_COOKIE,
  renderedPageFiles,
  servedMain,
  servedPageData as servedData,
} from '../../test/web-dist'

let t: TestApp
let dist: Awaited<ReturnType<typeof fakeWebDist>>
beforeAll(async () => {
  dist = await fakeWebDist(renderedPageFiles({ path: '/', module: 'src/features/home/routes/home.tsx' }))
  t = await createTestApp({ demo: true, config: { webDistDir: dist.dir } })
})
afterAll(async () => {
  await t.close()
  await dist.remove()
})

const answerOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data

describe('/ as a visitor first opens it', () => {
  it('carries the home call’s answer and the campaign’s landing data, as the app would ask for them', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body
    const home = await answerOf('/v2/api/home')
    const campaign = await answerOf('/v2/api/superQuest/landingPage')
    expect(home.sections.articles.items.length).toBeGreaterThan(1)
    expect(servedData(html)).toEqual({ home, campaign })
    expect(html).toContain('<title>Klass — เรื่องเงิน เรียนสนุก</title>')
  })

  it('is the whole page in the HTML, painted before its code is fetched', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body
    const { home, campaign } = servedData(html) as {
      home: { sections: { premiums: { items: { name: string }[] } } }
      campaign: { campaign: { title: string } }
    }
    const main = servedMain(html)!
    expect(main).toContain('<h1 id="hero-title">')
    for (const item of home.sections.premiums.items) expect(main).toContain(item.name.replace(/"/g, '&quot;'))
    expect(main).toContain(campaign.campaign.title)
    expect(html).toContain(
      '<meta name="klass-deferred-modules" content="/assets/react-1.js /assets/app-1.js /assets/-1.js" />',
    )
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/app-1.js"')
  })

  it('gives a member the shell: their home is their own day, and its code runs as it loads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: MEMBER_COOKIE } })
    expect(servedMain(response.body)).toBe('')
    expect(response.body).not.toContain('klass-deferred-modules')
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/app-1.js"')
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie')
  })
})
