import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><meta\n      name="description"\n      content="x"\n    /><title>Klass</title><link rel="stylesheet" crossorigin href="/assets/index-8c1d.css"></head><body><div id="root"><main class="flex-1"></main></div></body></html>',
  )
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("klass")')
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Klass"}')
  await writeFile(path.join(dist, 'assets', 'index-8c1d.css'), 'main{color:#17153a}')
  await mkdir(path.join(dist, '.vite'))
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-3f9a1c.js',
        isEntry: true,
        imports: ['_boot-1.js'],
        dynamicImports: ['_react-1.js', '_app-1.js'],
        assets: ['assets/prompt-thai-600-1.woff2'],
      },
      '_boot-1.js': { file: 'assets/boot-1.js' },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js', '_boot-1.js'] },
      'src/features/home/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_app-1.js', '_tabs-1.js'] },
      '_tabs-1.js': { file: 'assets/tabs-1.js' },
    }),
  )
  await mkdir(path.join(dist, '.prerendered'))
  await writeFile(
    path.join(dist, '.prerendered', 'home.html'),
    '<section aria-labelledby="hero-title"><h1 id="hero-title">เรื่องเงิน เรียนสนุก</h1></section>',
  )
  t = await createTestApp({
    config: { webDistDir: dist },
    extend: (app) => {
      app.pageMeta.add(/^\/data-test$/, async () => ({
        title: 'ข้อมูล $& ในหน้า',
        description: 'd',
        data: { text: "</script><script>alert(1)</script> & $' \u2028" },
        body: '<p>อ่านได้ก่อนโค้ด $&</p>',
      }))
      app.pageMeta.add(/^\/preview-test\/(\d+)/, async ([id]) =>
        id === '404'
          ? null
          : {
              title: `ออมเงิน "วันละ 20" <ตอน ${id}>`,
              description: 'เริ่มออม\nง่าย ๆ',
              image: '/uploads/covers/a.svg',
              type: 'article',
            },
      )
    },
  })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

describe('serving the built web app', () => {
  it("writes a page's data as an inert JSON block that nothing in it can close, and its body into <main>", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/data-test' })).body
    const block = /<script type="application\/json" id="klass-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(block).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(block ?? 'null')).toEqual({ text: "</script><script>alert(1)</script> & $' \u2028" })
    expect(html.match(/<script(?! type="module")/g)).toHaveLength(1)
    expect(html).toContain('<main class="flex-1"><p>อ่านได้ก่อนโค้ด $&</p></main>')
    expect(html).toContain('<title>ข้อมูล $&amp; ในหน้า</title>')
    // The served text's font is asked for first, before the stylesheet written into the page.
    const font = html.indexOf(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/prompt-thai',
    )
    expect(font).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'))
    expect(font).toBeLessThan(html.indexOf('<style>'))
  })

  it("serves the home page with the build's hero in <main>, readable before the app's code arrives", async () => {
    for (const url of ['/', '/?utm_source=line']) {
      const html = (await t.app.inject({ method: 'GET', url })).body
      expect(html).toContain(
        '<main class="flex-1"><section aria-labelledby="hero-title"><h1 id="hero-title">',
      )
    }
    const other = (await t.app.inject({ method: 'GET', url: '/store' })).body
    expect(other).toContain('<main class="flex-1"></main>')
  })

  it("gives a signed-in member the shell of / instead of the visitor's hero with its sign-up buttons", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'klass.consent=1; auth._token.local=Bearer%20eyJ.x.y' },
    })
    expect(response.body).toContain('<main class="flex-1"></main>')
    expect(response.body).not.toContain('hero-title')
    // A shared cache keeps the member's page apart from the visitor's.
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie')
  })

  it("runs the app's code as pages load and fetches the route's code with it, each file once", async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body
    expect(home).toContain('<script type="module" crossorigin src="/assets/react-1.js"></script>')
    expect(home).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>')
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />')
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-1.js" />')
    for (const file of ['react-1.js', 'app-1.js', 'home-1.js', 'boot-1.js'])
      expect(home.split(`/assets/${file}`).length - 1).toBeLessThanOrEqual(1)
    expect(home).not.toContain('klass-deferred-modules')
    const store = (await t.app.inject({ method: 'GET', url: '/store' })).body
    expect(store).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>')
    expect(store).not.toContain('home-1.js')
  })

  it('writes the stylesheet into every page and compresses pages for browsers that accept it', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/events' })).body
    expect(plain).toContain('<style>main{color:#17153a}</style>')
    expect(plain).not.toContain('rel="stylesheet"')
    for (const [accept, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/events',
        headers: { 'accept-encoding': accept },
      })
      expect(response.headers['content-encoding']).toBe(accept.includes('br') ? 'br' : 'gzip')
      expect(response.headers.vary).toContain('Accept-Encoding')
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain)
    }
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/', '/profile', '/post/detail/12/ออมเงิน', '/policy/law?x=1'])(
    'answers the page path %s with index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url: encodeURI(url) })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    },
  )

  it('still answers unknown API calls and missing uploads with the JSON 404', async () => {
    for (const url of ['/api/unknown', '/v2/api/unknown', '/uploads/avatars/none.webp']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code).toBe('ROUTE_NOT_FOUND')
    }
  })

  it('does not answer a page for a write to an unknown path', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/profile' })
    expect(response.statusCode).toBe(404)
  })
})

describe('link previews', () => {
  it("puts a page's title, description and image into its Open Graph and Twitter tags, safely escaped", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/preview-test/12/saving' })
    const html = response.body
    expect(html).toContain('<title>ออมเงิน &quot;วันละ 20&quot; &lt;ตอน 12&gt;</title>')
    expect(html).toContain('<meta property="og:title" content="ออมเงิน &quot;วันละ 20&quot; &lt;ตอน 12&gt;" />')
    expect(html).toContain('<meta property="og:type" content="article" />')
    expect(html).toContain('<meta name="description" content="เริ่มออม ง่าย ๆ" />')
    expect(html).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/uploads/covers/a.svg" />`,
    )
    expect(html).toContain(
      `<meta property="og:url" content="${t.config.publicUrl}/preview-test/12/saving" />`,
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('falls back to the site description for pages without their own', async () => {
    for (const url of ['/', '/preview-test/404']) {
      const html = (await t.app.inject({ method: 'GET', url })).body
      expect(html).toContain('<meta property="og:title" content="Klass — เรื่องเงิน เรียนสนุก" />')
      expect(html).toContain(`${t.config.publicUrl}/icons/icon-512.png`)
    }
  })
})
