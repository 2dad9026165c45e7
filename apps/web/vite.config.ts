import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import pkg from './package.json' with { type: 'json' }
import { importsReact, reactOnPreact } from './react-on-preact.ts'

/** Writes .br and .gz beside each text asset, so the server can send them already compressed. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/
  let outDir = 'dist'
  return {
    name: 'klass:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name)
          return statSync(file).isDirectory() ? walk(file) : [file]
        })
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue
        const content = readFileSync(file)
        if (content.length < 1024) continue
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

/**
 * Writes which third parties this build loads (`.klass/integrations.json`): the server's content security
 * policy names only those (decision 026). Nothing in it is secret; the ids ship to every browser anyway.
 */
function integrations(): Plugin {
  let env: Record<string, unknown> = {}
  return {
    name: 'klass:integrations',
    apply: 'build',
    configResolved(config) {
      env = config.env
    },
    generateBundle() {
      const set = (name: string) => typeof env[name] === 'string' && env[name].trim() !== ''
      const written = {
        tagManager: set('VITE_GTM_ID'),
        analytics: set('VITE_GA_ID'),
        captcha: set('VITE_CAPTCHA_SITE_KEY'),
      }
      this.emitFile({ type: 'asset', fileName: '.klass/integrations.json', source: JSON.stringify(written) })
    },
  }
}

/**
 * Writes the service worker (`src/pwa/sw.js`) as `sw.js` with this build's id, worked out from the build's
 * file names and the offline page's files: a release that changes any of them installs a new worker, which
 * drops the previous build's stored files (decision 037); a build of the same code keeps the worker.
 */
function serviceWorker(): Plugin {
  let root = '.'
  return {
    name: 'klass:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const source = readFileSync(path.resolve(root, 'src/pwa/sw.js'), 'utf8')
      const hash = createHash('sha256').update(source)
      for (const name of Object.keys(bundle).sort()) hash.update(name)
      for (const file of ['offline.html', 'offline.css', 'offline.js', 'favicon.svg'])
        hash.update(readFileSync(path.resolve(root, 'public', file)))
      const build = hash.digest('hex').slice(0, 16)
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace("'__KLASS_BUILD__'", `'${build}'`),
      })
    },
  }
}

const api = process.env.KLASS_API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  // JSX compiled by the React plugin without its Fast Refresh (React's own runtime, which Preact does not have).
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), integrations(), serviceWorker(), precompress()],
  resolve: { alias: reactOnPreact },
  // The server renderer (src/server-render.tsx) and the home's prerender take these through the aliases too.
  ssr: { noExternal: importsReact },
  define: {
    // Shown on /ShowVariable and in the drawer (SPEC 9: version label 1.2.3).
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/v2', '/oauth', '/uploads'].map((prefix) => [prefix, { target: api, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    // The server reads it to preload a page's route code with the entry (e.g. an article's, decision 007).
    manifest: true,
    rollupOptions: {
      output: {
        // Few files before a page can start: React in one chunk (a served article's page runs it on its own
        // first, main.tsx), the app with everything it imports in another; each route's code stays in its
        // own lazy chunk.
        codeSplitting: {
          groups: [
            // What the entry itself runs stays out of the app's chunk.
            {
              name: 'boot',
              test: /src[\\/]lib[\\/](first-paint|chunk-reload|service-worker|storage|zod-config|link-token)\.ts$|vite[\\/]preload-helper/,
              priority: 3,
            },
            { name: 'react', test: /node_modules[\\/]preact[\\/]/, priority: 2 },
            { name: 'app', test: /src[\\/]app[\\/]start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
    // The Thai font files are large; they are fetched only for the characters a page uses (unicode-range).
    assetsInlineLimit: 2048,
  },
})
