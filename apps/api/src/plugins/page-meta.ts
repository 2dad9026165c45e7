import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** What a shared link previews in LINE, Facebook and X: the page's title, description and image. */
export type PageMeta = {
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article' | 'video.other'
}

type Resolver = (params: string[], request: FastifyRequest) => Promise<PageMeta | null>

declare module 'fastify' {
  interface FastifyInstance {
    pageMeta: {
      /** A feature describes its pages: `pattern` matches the path; its groups are passed to `resolve`. */
      add: (pattern: RegExp, resolve: Resolver) => void
      resolve: (request: FastifyRequest) => Promise<PageMeta | null>
    }
  }
}

export const pageMetaPlugin = fp(async (app: FastifyInstance) => {
  const resolvers: { pattern: RegExp; resolve: Resolver }[] = []
  app.decorate('pageMeta', {
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
  })
})

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Puts a page's title, description, Open Graph and Twitter tags into the app's index.html, so a link shared
 * in LINE or Facebook previews the article, event, video or gift it points to.
 */
export function withPageMeta(html: string, meta: PageMeta, pageUrl: string, publicUrl: string): string {
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
  ].join('\n    ')
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`)
}
