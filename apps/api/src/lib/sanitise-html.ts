import sanitizeHtml from 'sanitize-html'

/** Images inside posts come only from our own uploads (an editor's upload or the demo illustrations). */
const OWN_IMAGE = /^\/uploads\/(posts|demo)\/[a-z0-9/_-]+\.(webp|svg)$/

/** Tags whose content is dropped with them, not kept as text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'title',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
]

const postHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    strike: 's',
    a: (tagName, attribs) => {
      const href = attribs.href?.trim()
      const external = href !== undefined && /^https?:/i.test(href)
      return {
        tagName,
        attribs: {
          ...(href !== undefined ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          // Links out open in a new tab and never hand the page or our ranking to the other site.
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {}),
        },
      }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
}

/**
 * ARCHITECTURE: users' HTML is sanitised on the server with an allowlist before it is stored. Anything not
 * on the list (scripts, event handlers, styles, frames, SVG, javascript: links, foreign images) is removed.
 */
export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, postHtmlOptions).trim()
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|figcaption|td|th|pre|tr)>|<br\s*\/?>/gi
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/** The readable text of sanitised HTML: for search, reading time and descriptions. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  })
  return text
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether the post shows anything: text or an image. */
export function hasVisibleContent(html: string): boolean {
  return htmlToText(html).length > 0 || /<img\s/i.test(html)
}

/** Thai readers of our age group read about 500 characters a minute; at least one minute. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.length / 500))
}

/** A short description from the text when the author gave none. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).trimEnd()}…`
}
