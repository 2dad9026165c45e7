import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'

/** A page without its per-answer nonces, to compare two answers of one page. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '')

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><meta\n      name="description"\n      content="x"\n    /><title>Klass</title><script type="module" crossorigin src="/assets/index-3f9a1c.js"></script><link rel="stylesheet" crossorigin href="/assets/index-8c1d.css"></head><body><div id="root"><main class="flex-1"></main></div></body></html>',
  )
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("klass")')
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Klass"}')
  await writeFile(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => {})")
  await writeFile(path.join(dist, 'offline.html'), '<!doctype html><title>ออฟไลน์อยู่</title>')
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
      // A page that shows a visitor its content rendered by the web build (as /store does), when the build has it.
      app.pageMeta.add(/^\/rendered-test$/, async () => ({
        title: 'ร้านค้า',
        description: 'd',
        data: { store: { items: [] } },
        body: app.pageMeta.render('renderStorePage', { store: { items: [] } }),
        visitorBody: true,
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
    const html = withoutNonces((await t.app.inject({ method: 'GET', url: '/data-test' })).body)
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
    expect(font).toBeLessThan(html.indexOf('<style'))
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

  it("paints a visitor's home hero before its code is fetched, and lists the app's and the page's code for after", async () => {
    const home = withoutNonces((await t.app.inject({ method: 'GET', url: '/' })).body)
    expect(home).toContain('<h1 id="hero-title">')
    expect(home).not.toContain('modulepreload')
    expect(home).not.toContain('src="/assets/app-1.js"')
    expect(home).not.toContain('src="/assets/react-1.js"')
    expect(home).toContain(
      '<meta name="klass-deferred-modules" content="/assets/react-1.js /assets/app-1.js /assets/home-1.js /assets/tabs-1.js" />',
    )
  })

  it("serves a page the web build would render as before when the build has no renderer: the app's code runs as it loads", async () => {
    expect(t.app.pageMeta.renderer).toBeNull()
    const html = withoutNonces((await t.app.inject({ method: 'GET', url: '/rendered-test' })).body)
    expect(html).toContain('<main class="flex-1"></main>')
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>')
    expect(html).not.toContain('klass-deferred-modules')
    expect(html).toContain('id="klass-page-data">{"store":{"items":[]}}</script>')
  })

  it("runs the app's code as pages load and fetches the route's code with it, each file once", async () => {
    const home = withoutNonces(
      (
        await t.app.inject({
          method: 'GET',
          url: '/',
          headers: { cookie: 'klass.consent=1; auth._token.local=Bearer%20eyJ.x.y' },
        })
      ).body,
    )
    expect(home).toContain('<script type="module" crossorigin src="/assets/react-1.js"></script>')
    expect(home).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>')
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />')
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-1.js" />')
    for (const file of ['react-1.js', 'app-1.js', 'home-1.js', 'boot-1.js'])
      expect(home.split(`/assets/${file}`).length - 1).toBeLessThanOrEqual(1)
    expect(home).not.toContain('klass-deferred-modules')
    const store = withoutNonces((await t.app.inject({ method: 'GET', url: '/store' })).body)
    expect(store).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>')
    expect(store).not.toContain('home-1.js')
  })

  it('writes the stylesheet into every page and compresses pages for browsers that accept it', async () => {
    const plain = withoutNonces((await t.app.inject({ method: 'GET', url: '/events' })).body)
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
      expect(withoutNonces(decode(response.rawPayload).toString('utf8'))).toBe(plain)
    }
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves the service worker for the whole site, checked with the server on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['service-worker-allowed']).toBe('/')
  })

  it('serves the web app manifest as a manifest and the offline page as a file', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toContain('application/manifest+json')
    expect(manifest.json()).toEqual({ name: 'Klass' })
    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' })
    expect(offline.statusCode).toBe(200)
    expect(offline.body).toContain('ออฟไลน์อยู่')
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

/** One directive's sources in a policy. */
function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '').split(/;\s*/).find((part) => part.startsWith(`${name} `))
  return found?.split(/\s+/).slice(1) ?? []
}

const THIRD_PARTIES =
  /googletagmanager|google-analytics|analytics\.google|google\.com|recaptcha|gstatic|facebook|line-scdn|line\.me/

describe('the content security policy of pages (decision 026)', () => {
  it('gives every page load its own nonce, carried by every script and style of the page', async () => {
    const nonces = new Set<string>()
    for (const url of ['/', '/', '/data-test', '/events']) {
      const response = await t.app.inject({ method: 'GET', url })
      const nonce = /'nonce-([^']+)'/.exec(response.headers['content-security-policy'] as string)?.[1]
      expect(nonce, url).toBeTruthy()
      nonces.add(nonce!)
      expect(directive(response.headers['content-security-policy'] as string, 'style-src')).toContain(
        `'nonce-${nonce}'`,
      )
      const elements = response.body.match(/<(script|style)\b[^>]*>/g) ?? []
      expect(elements.length, url).toBeGreaterThanOrEqual(2)
      for (const element of elements) expect(element, url).toContain(` nonce="${nonce}"`)
      // Not a validator a cache could answer with: the next load must bring a new nonce.
      expect(response.headers.etag).toBeUndefined()
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    expect(nonces.size).toBe(4)
  })

  it('runs no inline script or <style> without the nonce: no unsafe-inline for either', async () => {
    const policy = (await t.app.inject({ method: 'GET', url: '/events' })).headers[
      'content-security-policy'
    ] as string
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'style-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
    // Style attributes only (the captcha's badge, Facebook's SDK): they cannot run code.
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"])
  })

  it("allows the site's own manifest and service worker, and only those (decision 037)", async () => {
    for (const url of ['/', '/sw.js', '/api/health']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'] as string
      expect(directive(policy, 'manifest-src'), url).toEqual(["'self'"])
      expect(directive(policy, 'worker-src'), url).toEqual(["'self'"])
    }
  })

  it('gives API answers and files a policy with no nonce, so nothing inline runs in them', async () => {
    for (const url of ['/api/health', '/assets/index-3f9a1c.js']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'] as string
      expect(policy, url).not.toContain('nonce-')
      expect(directive(policy, 'script-src'), url).toEqual(["'self'"])
    }
  })

  it('names no tag manager, analytics, captcha, Facebook or LINE origin when none is configured', async () => {
    for (const url of ['/', '/api/health']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy']
      expect(policy, url).not.toMatch(THIRD_PARTIES)
      // The video pages' player is the product's own content, always allowed as a frame.
      expect(directive(policy as string, 'frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    }
  })

  describe('with every third party configured', () => {
    let configured: TestApp
    let configuredDist: string
    beforeAll(async () => {
      configuredDist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
      await writeFile(
        path.join(configuredDist, 'index.html'),
        '<!doctype html><html lang="th"><head><title>Klass</title></head><body><main></main></body></html>',
      )
      // What the web build writes when VITE_GTM_ID, VITE_GA_ID and VITE_CAPTCHA_SITE_KEY are set.
      await mkdir(path.join(configuredDist, '.klass'))
      await writeFile(
        path.join(configuredDist, '.klass', 'integrations.json'),
        JSON.stringify({ tagManager: true, analytics: true, captcha: true }),
      )
      configured = await createTestApp({
        config: {
          webDistDir: configuredDist,
          facebook: {
            appId: '1234567890',
            appSecret: 'facebook-app-secret-for-tests',
            graphUrl: 'https://graph.facebook.com',
            graphVersion: 'v23.0',
            sdkUrl: 'https://connect.facebook.net/th_TH/sdk.js',
          },
          lineLogin: {
            channelId: '1234567890',
            channelSecret: 'line-channel-secret-for-tests',
            authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
            apiUrl: 'https://api.line.me',
          },
        },
      })
    })
    afterAll(async () => {
      await configured.close()
      await rm(configuredDist, { recursive: true, force: true })
    })

    it('names the tag manager, analytics, captcha, Facebook and LINE origins each needs', async () => {
      const policy = (await configured.app.inject({ method: 'GET', url: '/events' })).headers[
        'content-security-policy'
      ] as string
      const scripts = directive(policy, 'script-src')
      expect(scripts).toEqual(
        expect.arrayContaining([
          'https://www.googletagmanager.com',
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
          'https://connect.facebook.net',
        ]),
      )
      expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(true)
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(directive(policy, 'connect-src')).toEqual(
        expect.arrayContaining([
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://graph.facebook.com',
        ]),
      )
      expect(directive(policy, 'frame-src')).toEqual(
        expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.facebook.com']),
      )
      expect(directive(policy, 'img-src')).toEqual(
        expect.arrayContaining(['https://*.google-analytics.com', 'https://profile.line-scdn.net']),
      )
    })
  })
})
