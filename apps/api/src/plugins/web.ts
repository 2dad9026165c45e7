import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { withoutSecretParams } from '../lib/secret-query'
import { newNonce, pagePolicy, type PolicySources } from './content-security-policy'
import { isApiPath, sendError } from './errors'
import { SITE_META, withPageMeta, type PageMeta, type PageRenderer } from './page-meta'
import { pageMatcher, pageModuleFinder, type PageMatcher, type PageRoute } from './page-paths'

type ManifestChunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
  assets?: string[]
}

/**
 * The app's stylesheet written into the page instead of linked: the browser paints the served page without
 * waiting for one more request (about 9 KB compressed; it is the same for every page).
 */
export async function inlineStylesheet(html: string, distDir: string): Promise<string> {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html)
  if (!link) return html
  const css = await readFile(path.join(distDir, link[1]!), 'utf8')
  return html.replace(link[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
}

/** A page compressed for the browser that accepts it (brotli, then gzip); pages are built per request. */
function compressFor(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br')
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip')
    return gzipSync(html, { level: 6 })
  }
  return html
}

/**
 * The cookie that holds a signed-in member's access token in the browser (SPEC 3/9; the web app's
 * `lib/session.ts` writes it). A page request that carries it comes from a member.
 */
const MEMBER_TOKEN_COOKIE = 'auth._token.local'

/** The web app's lazy route module of `/`, whose code is preloaded with the page. */
const HOME_MODULE = 'src/features/home/routes/home.tsx'
/** The fonts of the app's stylesheet (the Thai and Latin subsets; the rarely used latin-ext is left out). */
export function entryFonts(manifest: Record<string, ManifestChunk>): string[] {
  const entry = manifest['index.html']
  return (entry?.assets ?? [])
    .filter((file) => file.endsWith('.woff2') && !file.includes('latin-ext'))
    .map((file) => `/${file}`)
}

/**
 * The files a lazy module needs, from the build's manifest (dist/.vite/manifest.json): its chunk and the
 * chunks it imports, without the entry (which index.html loads already).
 */
export function routeModuleFiles(manifest: Record<string, ManifestChunk>, source: string): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || chunk.isEntry) return
    seen.add(key)
    files.push(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(source)
  return files
}

/**
 * The app's code as the small entry (apps/web/src/main.tsx) imports it: React and the app, one chunk each.
 */
export function appChunks(manifest: Record<string, ManifestChunk>): string[] {
  const entry = manifest['index.html']
  return (entry?.dynamicImports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []))
}

/**
 * The code a page needs beyond what index.html loads itself: the app, which the small entry imports
 * (apps/web/src/main.tsx), and the page's lazy route module, each with the chunks it imports.
 */
export function pageModules(manifest: Record<string, ManifestChunk>, routeModule?: string): string[] {
  const entry = manifest['index.html']
  const loaded = new Set((entry?.imports ?? []).flatMap((key) => routeModuleFiles(manifest, key)))
  const wanted = [...(entry?.dynamicImports ?? []), ...(routeModule ? [routeModule] : [])].flatMap((key) =>
    routeModuleFiles(manifest, key),
  )
  return [...new Set(wanted)].filter((file) => !loaded.has(file))
}

const UPLOADS_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/**
 * Serves public uploads at /uploads and, in production, the built web app: hashed assets cached for a
 * year, index.html (never cached) for every other page path so the app's router takes over.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    options: { distDir?: string; uploadsRoot?: string; policySources: PolicySources },
  ) => {
    if (options.uploadsRoot) {
      await mkdir(options.uploadsRoot, { recursive: true })
      // Uploads are images only (the demo's are SVG): opened directly, nothing in them may run or load.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.url.startsWith('/uploads/')) reply.header('Content-Security-Policy', UPLOADS_POLICY)
        return payload
      })
      await app.register(fastifyStatic, {
        root: options.uploadsRoot,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        maxAge: '7d',
        immutable: true,
      })
    }

    const distDir =
      options.distDir && existsSync(path.join(options.distDir, 'index.html')) ? options.distDir : null
    let indexHtml: string | null = null
    // The shell for a visitor's rendered store and events: their text (the events' largest paint on a phone) waits
    // for its fonts, preloaded with the page, and is painted once, in them. In a fallback font it is painted a
    // little smaller, and the app's same text, drawn over it once the fonts are in, would be a new, later largest
    // paint.
    let textFontsFirst: string | null = null
    let manifest: Record<string, ManifestChunk> = {}
    // The home hero the web build rendered for visitors (apps/web/scripts/prerender-home.mjs).
    let homeBody: string | null = null
    // The app's page patterns (apps/web/scripts/prerender-home.mjs); without them every path is a page.
    let isPage: PageMatcher = () => true
    // Each page's route module, fetched with the page (the same script writes it).
    let pageModule: (pathname: string, member: boolean) => string | undefined = () => undefined
    if (distDir) {
      const pagesFile = path.join(distDir, '.prerendered', 'pages.json')
      if (existsSync(pagesFile))
        isPage = pageMatcher(JSON.parse(await readFile(pagesFile, 'utf8')) as string[])
      const modulesFile = path.join(distDir, '.prerendered', 'page-modules.json')
      if (existsSync(modulesFile))
        pageModule = pageModuleFinder(JSON.parse(await readFile(modulesFile, 'utf8')) as PageRoute[])
      indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8')
      const homeFile = path.join(distDir, '.prerendered', 'home.html')
      if (existsSync(homeFile)) homeBody = await readFile(homeFile, 'utf8')
      // The pages whose content changes (/store, /events), rendered from their answer with the app's components
      // (apps/web/src/server-render.tsx). Imported by its path as the server starts, never bundled with it.
      const rendererFile = path.join(distDir, '.server', 'server-render.js')
      if (existsSync(rendererFile)) {
        try {
          app.pageMeta.renderer = (await import(pathToFileURL(rendererFile).href)) as PageRenderer
        } catch (error) {
          app.log.error(
            { err: error },
            'the web build’s page renderer did not load; pages are served without it',
          )
        }
      }
      indexHtml = await inlineStylesheet(indexHtml, distDir)
      textFontsFirst = indexHtml.replace(/font-display:\s*swap/g, 'font-display:block')

      const manifestFile = path.join(distDir, '.vite', 'manifest.json')
      if (existsSync(manifestFile))
        manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as typeof manifest
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: true,
        index: false,
        decorateReply: false,
        cacheControl: false,
        // The web build writes .br and .gz beside each file; send those to browsers that accept them.
        preCompressed: true,
        // The server's own renderer (dist/.server) is not a file of the site.
        allowedPath: (pathName) => !/^\/\.server(\/|$)/.test(pathName),
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
          // The service worker is checked with the server on every visit, so a release replaces it at once;
          // its scope is the whole site (decision 037).
          if (name === 'sw.js' && path.resolve(path.dirname(filePath)) === path.resolve(distDir)) {
            res.setHeader('Cache-Control', 'no-cache')
            res.setHeader('Service-Worker-Allowed', '/')
            return
          }
          if (name === 'manifest.webmanifest') res.setHeader('Content-Type', 'application/manifest+json')
          res.setHeader(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
      })
    }

    const { publicUrl } = app.ctx.config
    // What every page of this build loads: worked out once from the manifest, not per request.
    const appCode = appChunks(manifest)
    const fonts = entryFonts(manifest)
    const policyWith = pagePolicy(options.policySources)
    const modulesOf = new Map<string | undefined, string[]>()
    const routeCode = (module: string | undefined) => {
      if (!modulesOf.has(module)) modulesOf.set(module, pageModules(manifest, module))
      return modulesOf.get(module)!
    }
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const isHome = request.url.split('?')[0] === '/'
      const signedIn = Boolean(request.cookies[MEMBER_TOKEN_COOKIE])
      const described = await app.pageMeta.resolve(request)
      // A visitor's rendered page (the home, the store, the events) is not a member's: theirs says what they bought
      // or joined, and their home is their own day.
      const visitorPage = Boolean(described?.visitorBody)
      // Without the web build's renderer, a visitor's home is served with the hero the build rendered (sign-up and
      // login buttons); a member gets the shell, then their own day.
      const visitorHero = isHome && !signedIn ? (homeBody ?? undefined) : undefined
      const routeModule = isHome ? HOME_MODULE : pageModule(request.url, signedIn)
      const meta: PageMeta = described
        ? {
            ...described,
            body: visitorPage && signedIn ? undefined : (described.body ?? visitorHero),
            module: described.module ?? routeModule,
          }
        : { ...SITE_META, body: visitorHero, module: routeModule }
      const modules = routeCode(meta.module)
      // A page whose content is in the HTML (an article, decision 007; the visitor's home hero, store and events)
      // is painted before its code is fetched. Other pages (a member's among them: they get no body) run the
      // app's code as they load, before their first paint, and fetch their route's code with it.
      const paintedFirst = Boolean(meta.body)
      // A reset link's token (issue 19) stays out of the page, where the tag manager would read it.
      const pageUrl = `${publicUrl}${withoutSecretParams(request.url)}`
      // Each answer has its own nonce (decision 026): no ETag, and no-cache, so no cache hands one to others.
      const nonce = newNonce()
      const shell = paintedFirst && visitorPage ? textFontsFirst : indexHtml
      const html = withPageMeta(shell ?? '', meta, pageUrl, publicUrl, {
        scripts: paintedFirst ? [] : appCode,
        modules: paintedFirst ? [] : modules.filter((file) => !appCode.includes(file)),
        deferredModules: paintedFirst ? modules : [],
        fonts,
        nonce,
      })
      // SPEC 2's unknown route: the app shows its not-found page, and the answer says 404 to browsers,
      // search engines and link checkers alike.
      if (!isPage(request.url)) reply.code(404)
      reply
        .header('Content-Security-Policy', policyWith(nonce))
        .header('Cache-Control', 'no-cache')
        // `/`, `/store` and `/events` differ for a member (see above), so a cache keeps the two apart.
        .header('Vary', isHome || visitorPage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
        .type('text/html; charset=utf-8')
      return reply.send(compressFor(request, reply, html))
    }
    if (indexHtml) app.get('/', { schema: { hide: true } }, sendPage)

    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.url.startsWith('/uploads/') || !indexHtml) {
        return sendError(reply, 'ROUTE_NOT_FOUND')
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 'ROUTE_NOT_FOUND')
      return sendPage(request, reply)
    })
  },
  { name: 'klass-web' },
)
