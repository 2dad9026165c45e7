import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { z } from 'zod'

/** What a shared link previews in LINE, Facebook and X: the page's title, description and image. */
export type PageMeta = {
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article' | 'video.other'
  /**
   * What the page would otherwise fetch before it can show anything: written into the HTML as JSON (a data
   * block, never run) that the web app reads on its first render.
   */
  data?: unknown
  /** Escaped HTML put into the shell's <main>, readable before the app's code arrives; the app replaces it. */
  body?: string
  /**
   * The body is the page as a visitor sees it (their store, this month's events): a member, whose page says what
   * they bought or joined, gets the page without it, and their code runs as it loads.
   */
  visitorBody?: boolean
  /** Preloaded with high priority: the page's largest picture (an article's cover). */
  preloadImage?: string | null
  /** The page's lazy route module (its source path in apps/web): its code is preloaded with the entry. */
  module?: string
}

/** The site's own title and description: the home page's, and any page's that does not describe itself. */
export const SITE_META = {
  title: 'Klass — เรื่องเงิน เรียนสนุก',
  description:
    'เรียนรู้เรื่องเงิน การออม และการลงทุนแบบสนุก ๆ สำหรับวัยรุ่น สะสม koin ทำภารกิจ เล่นเกม และตอบควิซ ร่วมกับธนาคารพันธมิตร',
} as const satisfies PageMeta

type Resolver = (params: string[], request: FastifyRequest) => Promise<PageMeta | null>

/**
 * The web build's renderer of the pages whose content changes (apps/web/src/server-render.tsx, built into
 * apps/web/dist/.server): each renders the page's content for a visitor from the answer the page is served with.
 */
export type PageRenderer = {
  renderHomePage: (served: { home: unknown; campaign?: unknown }) => string
  renderStorePage: (served: { store: unknown }) => string
  renderEventsPage: (served: { events: unknown; nextEvents?: unknown }) => string
}

declare module 'fastify' {
  interface FastifyInstance {
    pageMeta: {
      /** A feature describes its pages: `pattern` matches the path; its groups are passed to `resolve`. */
      add: (pattern: RegExp, resolve: Resolver) => void
      resolve: (request: FastifyRequest) => Promise<PageMeta | null>
      /** The web build's renderer, once the web plugin has loaded it; without it pages carry no rendered body. */
      renderer: PageRenderer | null
      /** A page's content rendered from its served answer, or undefined without a renderer (or if it failed). */
      render: <P extends keyof PageRenderer>(
        page: P,
        served: Parameters<PageRenderer[P]>[0],
      ) => string | undefined
    }
  }
}

export const pageMetaPlugin = fp(
  async (app: FastifyInstance) => {
    const resolvers: { pattern: RegExp; resolve: Resolver }[] = []
    const pageMeta: FastifyInstance['pageMeta'] = {
      renderer: null,
      render(page, served) {
        const render = pageMeta.renderer?.[page] as ((served: unknown) => string) | undefined
        if (!render) return undefined
        try {
          return render(served)
        } catch (error) {
          app.log.error(
            { err: error, page },
            'a page was not rendered on the server; it is served without it',
          )
          return undefined
        }
      },
      add: (pattern, resolve) => void resolvers.push({ pattern, resolve }),
      async resolve(request) {
        const pathname = decodeURIComponent(
          (request.url.split('?')[0] ?? '/').replace(/%(?![0-9a-f]{2})/gi, '%25'),
        )
        for (const { pattern, resolve } of resolvers) {
          const match = pattern.exec(pathname)
          if (match) return resolve(match.slice(1), request).catch(() => null)
        }
        return null
      },
    }
    app.decorate('pageMeta', pageMeta)
  },
  { name: 'klass-page-meta' },
)

/**
 * A call's answer as the API sends it (its reply schema's encoding: keys the contract does not name left out,
 * values in their written form), for a page that carries the answer it would otherwise ask for.
 */
export function answered<S extends z.ZodType>(call: { reply: S }, answer: z.output<S>): z.input<S> {
  return call.reply.encode(answer)
}

/** `answered` for a call whose answer is its data in a `data` envelope: the data alone. */
export function answeredData<S extends z.ZodType<{ data: unknown }, { data: unknown }>>(
  call: { reply: S },
  data: z.output<S>['data'],
): z.input<S>['data'] {
  return answered(call, { data } as z.output<S>).data
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** JSON that is safe inside a <script> data block: nothing in it can close the element or start markup. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Puts a page's title, description, Open Graph and Twitter tags into the app's index.html, so a link shared
 * in LINE or Facebook previews the article, event, video or gift it points to.
 */
export function withPageMeta(
  html: string,
  meta: PageMeta,
  pageUrl: string,
  publicUrl: string,
  preloads: {
    /** Module scripts the page runs before its first paint (the app's code on pages without an article). */
    scripts?: readonly string[]
    modules?: readonly string[]
    /** Code the page fetches only after its first paint (listed for the web app's entry, not preloaded). */
    deferredModules?: readonly string[]
    fonts?: readonly string[]
    /** This answer's CSP nonce: every script and style element of the page carries it (decision 026). */
    nonce?: string
  } = {},
): string {
  const nonce = preloads.nonce ? ` nonce="${escapeAttribute(preloads.nonce)}"` : ''
  // The template's own elements (the inline stylesheet, the build's entry script) first, before any
  // text of the page is written into it.
  const template = nonce
    ? html.replace(
        /<(script|style)\b([^>]*)>/g,
        (_, tag: string, attributes: string) => `<${tag}${attributes}${nonce}>`,
      )
    : html
  const absolute = (url: string) =>
    /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`
  const image = absolute(meta.image ?? '/icons/icon-512.png')
  const title = escapeAttribute(meta.title)
  const description = escapeAttribute(meta.description.replace(/\s+/g, ' ').trim().slice(0, 300))
  const tags = [
    `<meta property="og:site_name" content="Klass" />`,
    `<meta property="og:locale" content="th_TH" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(pageUrl)}" />`,
    `<meta property="og:image" content="${escapeAttribute(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeAttribute(image)}" />`,
  ]
  // The first files the page needs are named first in its head, before the inline stylesheet, so the
  // browser asks for them as early as it can.
  const early: string[] = []
  if (meta.preloadImage)
    early.push(
      `<link rel="preload" as="image" href="${escapeAttribute(meta.preloadImage)}" fetchpriority="high" />`,
    )
  for (const file of preloads.scripts ?? [])
    tags.push(`<script type="module" crossorigin src="${escapeAttribute(file)}"${nonce}></script>`)
  for (const file of preloads.modules ?? [])
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}" />`)
  if (preloads.deferredModules?.length)
    tags.push(
      `<meta name="klass-deferred-modules" content="${escapeAttribute(preloads.deferredModules.join(' '))}" />`,
    )
  // Served text is painted before the app: its fonts come early, or the text reflows when they arrive.
  if (meta.body) {
    for (const file of preloads.fonts ?? [])
      early.push(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(file)}" />`,
      )
  }
  // Replacer functions: a title or an article may contain `$&`, which a replacement string would expand.
  let page = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  if (early.length) {
    const charset = /<meta charset[^>]*>/i.exec(page)
    page = charset
      ? page.replace(charset[0], () => `${charset[0]}\n    ${early.join('\n    ')}`)
      : page.replace('</head>', () => `    ${early.join('\n    ')}\n  </head>`)
  }
  if (meta.data !== undefined) {
    const data = scriptJson(meta.data)
    page = page.replace(
      '</body>',
      () => `<script type="application/json" id="klass-page-data"${nonce}>${data}</script>\n  </body>`,
    )
  }
  const body = meta.body
  if (body)
    page = page.replace(
      /(<main\b[^>]*>)\s*(<\/main>)/,
      (_, open: string, close: string) => open + body + close,
    )
  return page
}
