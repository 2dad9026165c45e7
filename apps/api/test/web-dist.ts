import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const INDEX_HTML =
  '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Klass</title></head><body><div id="root"><main></main></div></body></html>'

/**
 * A built web app's folder as the server reads it (`webDistDir`): its index.html, plus the build's other files a
 * test needs (`.prerendered/pages.json`, `.vite/manifest.json`…), each given by its path in the folder. Remove it.
 */
export async function fakeWebDist(files: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
  for (const [name, content] of Object.entries({ 'index.html': INDEX_HTML, ...files })) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** The data a served page carries for the app's first render (its `klass-page-data` block), parsed. */
export function servedPageData(html: string): Record<string, unknown> | undefined {
  const block = /<script type="application\/json" id="klass-page-data"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>)
}

/**
 * A web build's files for a page served with its content rendered from its answer (`.server/server-render.js`,
 * apps/web/src/server-render.tsx): a renderer that lists the store's gifts, the month's events and the home's
 * premiums (after its hero, and before the campaign's title), each with its picture (the first fetched with high priority), and the build's manifest and page modules naming the page's code.
 */
export function renderedPageFiles(page: { path: string; module: string }): Record<string, string> {
  return {
    'index.html': INDEX_HTML.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    ),
    'assets/index-1.css':
      "@font-face{font-family:'Noto Sans Thai Variable';font-display:swap;src:url(/assets/noto-sans-thai-1.woff2)}",
    '.server/server-render.js': `
      const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
      const list = (rows, title) => '<ul>' + rows.map((row, index) =>
        '<li><img src="' + escape(row.image) + '"' + (index === 0 ? ' fetchpriority="high"' : '') + ' />' +
        escape(row[title]) + '</li>').join('') + '</ul>'
      export const renderStorePage = ({ store }) => list(store.items, 'name')
      export const renderEventsPage = ({ events, nextEvents }) => list((nextEvents ?? events).events, 'title')
      export const renderHomePage = ({ home, campaign }) =>
        '<section aria-labelledby="hero-title"><h1 id="hero-title">เรื่องเงิน เรียนสนุก</h1></section>' +
        list(home.sections.premiums.items, 'name') + (campaign ? '<h2>' + escape(campaign.campaign.title) + '</h2>' : '')
    `,
    '.vite/manifest.json': JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        dynamicImports: ['_react-1.js', '_app-1.js'],
      },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
      [page.module]: { file: `assets/${page.path.slice(1)}-1.js`, imports: ['_app-1.js'] },
    }),
    '.prerendered/page-modules.json': JSON.stringify([{ ...page, access: 'public' }]),
  }
}

/** The HTML the server put into the page's <main>. */
export function servedMain(html: string): string | undefined {
  return /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1]
}

/** What a signed-in member's browser sends with every page request (the app's session cookie). */
export const MEMBER_COOKIE = 'auth._token.local=Bearer%20eyJ.x.y'
