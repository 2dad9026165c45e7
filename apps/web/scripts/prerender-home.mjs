// After `vite build`: renders the home page's hero (the same React component the app renders) to HTML in
// dist/.prerendered/home.html. The server puts it into the served page of `/`, so a visitor reads the
// heading before the app's code has arrived; the app then replaces it with the same markup.
// It also writes the route table's page patterns to dist/.prerendered/pages.json: the server answers an
// address no page matches with 404 (the app still shows its not-found page there); and each page's route
// module to page-modules.json, whose code the server has the browser fetch with the page.
// Last, it builds src/server-render.tsx for the server (dist/.server/server-render.js): the pages whose content
// changes (/store, /events) are rendered with the app's components when they are asked for, from their answer.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createServer } from 'vite'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const vite = await createServer({
  root: web,
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
})
try {
  const { renderHomeShell } = await vite.ssrLoadModule('/src/features/home/prerender.tsx')
  const html = renderHomeShell()
  if (!html.includes('id="hero-title"')) throw new Error('the rendered home hero has no heading')
  mkdirSync(path.join(web, 'dist/.prerendered'), { recursive: true })
  writeFileSync(path.join(web, 'dist/.prerendered/home.html'), html)
  const { appRoutes } = await vite.ssrLoadModule('/src/app/router.tsx')
  const patterns = appRoutes.map((route) => route.path)
  if (!patterns.includes('/')) throw new Error('the route table has no home page')
  writeFileSync(path.join(web, 'dist/.prerendered/pages.json'), JSON.stringify(patterns))
  // Each page's lazy route module, as the manifest names it (`src/…`): the server fetches its code with the page.
  // Vite's server-side transform writes each `import('…')` with the module's path from the app's root.
  const pageModules = appRoutes.map((route) => {
    const source = /__vite_ssr_dynamic_import__\("\/(src\/[^"]+)"\)/.exec(String(route.module))?.[1]
    if (!source) throw new Error(`the route ${route.path} names no route module`)
    return { path: route.path, module: source, access: route.access }
  })
  writeFileSync(path.join(web, 'dist/.prerendered/page-modules.json'), JSON.stringify(pageModules))
} finally {
  await vite.close()
}

// Node runs it as the API server's plugin loads it (apps/api/src/plugins/web.ts); React, React Router and
// TanStack Query stay packages it imports from node_modules, the app's own code is in the file.
await build({
  root: web,
  logLevel: 'warn',
  build: {
    ssr: 'src/server-render.tsx',
    outDir: 'dist/.server',
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
})
