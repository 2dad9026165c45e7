import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'
import { fakeWebDist } from '../../test/web-dist'
import { pageMatcher, pageModuleFinder, type PageRoute } from './page-paths'

describe("the web app's page patterns", () => {
  const isPage = pageMatcher([
    '/',
    '/profile',
    '/store/:id/:slug?',
    '/club/:type?',
    '/ShowVariable',
    '/docs/*',
  ])

  it('knows each page, with its parameters filled in, and nothing else', () => {
    expect(isPage('/')).toBe(true)
    expect(isPage('/profile')).toBe(true)
    expect(isPage('/store/3bd31c35/voucher')).toBe(true)
    expect(isPage('/store/3bd31c35')).toBe(true)
    expect(isPage('/club')).toBe(true)
    expect(isPage('/club/hit')).toBe(true)
    expect(isPage('/docs/a/b')).toBe(true)
    expect(isPage('/store')).toBe(false)
    expect(isPage('/store/1/2/3')).toBe(false)
    expect(isPage('/profiles')).toBe(false)
    expect(isPage('/no-such-page')).toBe(false)
  })

  it('matches as the router does: any case, a closing slash, a query and Thai words in the address', () => {
    expect(isPage('/showvariable')).toBe(true)
    expect(isPage('/profile/')).toBe(true)
    expect(isPage('/profile?tab=koins')).toBe(true)
    expect(isPage(`/store/7/${encodeURIComponent('บัตรกำนัล')}`)).toBe(true)
    expect(isPage('/store/7/%E0%B8')).toBe(true)
  })
})

describe('an address no page of the web app matches', () => {
  let t: TestApp
  let dist: Awaited<ReturnType<typeof fakeWebDist>>
  beforeAll(async () => {
    dist = await fakeWebDist({
      '.prerendered/pages.json': JSON.stringify(['/', '/profile', '/store/:id/:slug?']),
    })
    t = await createTestApp({ config: { webDistDir: dist.dir } })
  })
  afterAll(async () => {
    await t.close()
    await dist.remove()
  })

  it('answers 404 with the app, which shows its not-found page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page?from=a-link' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('<div id="root">')
  })

  it("answers a page of the route table with 200, whatever its address's parameters", async () => {
    for (const url of ['/', '/profile', '/store/3bd31c35/voucher']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('<div id="root">')
    }
  })

  it('keeps an unknown API route a JSON 404', async () => {
    for (const url of ['/api/no-such-call', '/v2/api/no-such-call']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^application\/json/)
      expect(response.json(), url).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } })
    }
  })
})

const routes: PageRoute[] = [
  { path: '/store', module: 'src/features/store/routes/store.tsx', access: 'public' },
  { path: '/store/:id/:slug?', module: 'src/features/store/routes/store-item.tsx', access: 'public' },
  { path: '/store/test-store', module: 'src/features/store/routes/test-store.tsx', access: 'public' },
  { path: '/login', module: 'src/features/auth/routes/login.tsx', access: 'guest' },
  { path: '/bank/fund', module: 'src/features/bank/routes/fund.tsx', access: 'member' },
  { path: '/admin/store', module: 'src/features/admin-store/routes/store-items.tsx', access: 'staff' },
]

describe('the route module fetched with a page', () => {
  const moduleOf = pageModuleFinder(routes)

  it('is the page’s own, the pattern with the most fixed segments first', () => {
    expect(moduleOf('/store?sort=popular', false)).toBe('src/features/store/routes/store.tsx')
    expect(moduleOf('/store/3bd31c35/voucher', false)).toBe('src/features/store/routes/store-item.tsx')
    expect(moduleOf('/store/test-store', false)).toBe('src/features/store/routes/test-store.tsx')
    expect(moduleOf('/login', false)).toBe('src/features/auth/routes/login.tsx')
    expect(moduleOf('/no-such-page', false)).toBeUndefined()
  })

  it('is a member’s page only for a member, and never the back office’s', () => {
    expect(moduleOf('/bank/fund', false)).toBeUndefined()
    expect(moduleOf('/bank/fund', true)).toBe('src/features/bank/routes/fund.tsx')
    expect(moduleOf('/admin/store', true)).toBeUndefined()
  })
})

describe('a served page', () => {
  let t: TestApp
  let dist: Awaited<ReturnType<typeof fakeWebDist>>
  beforeAll(async () => {
    const chunk = (file: string, imports: string[] = []) => ({ file, imports, isDynamicEntry: true })
    dist = await fakeWebDist({
      '.prerendered/pages.json': JSON.stringify(routes.map((r) => r.path)),
      '.prerendered/page-modules.json': JSON.stringify(routes),
      '.vite/manifest.json': JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: [], dynamicImports: [] },
        'src/features/store/routes/store.tsx': chunk('assets/store-1.js', ['_grid-1.js']),
        '_grid-1.js': { file: 'assets/grid-1.js' },
        'src/features/bank/routes/fund.tsx': chunk('assets/fund-1.js'),
      }),
    })
    t = await createTestApp({ config: { webDistDir: dist.dir } })
  })
  afterAll(async () => {
    await t.close()
    await dist.remove()
  })

  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])

  it("has the browser fetch its route's code with it, not after the app has started", async () => {
    const store = await t.app.inject({ method: 'GET', url: '/store' })
    expect(preloads(store.body)).toEqual(['/assets/store-1.js', '/assets/grid-1.js'])
  })

  it("fetches a member's page code only with a member's cookie", async () => {
    expect(preloads((await t.app.inject({ method: 'GET', url: '/bank/fund' })).body)).toEqual([])
    const member = await t.app.inject({
      method: 'GET',
      url: '/bank/fund',
      cookies: { 'auth._token.local': 'a-token' },
    })
    expect(preloads(member.body)).toEqual(['/assets/fund-1.js'])
  })
})
