// Small helpers shared by the project's scripts (start, test, bench).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const webDir = path.join(root, 'apps/web')
export const webDist = path.join(webDir, 'dist')
export const apiDir = path.join(root, 'apps/api')

/** Runs a command in the foreground; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

export function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const info = statSync(target)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/** A build is needed when there is none yet, or one of its sources (files or folders) changed after it. */
function needsBuild(built, sources) {
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return sources.some((source) => newestMtime(source) > builtAt)
}

/** The web app needs building when it has no build yet, or its sources changed after the last one. */
export function webNeedsBuild() {
  if (!existsSync(path.join(webDir, 'index.html'))) return false
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(webDir, p),
  )
  sources.push(path.join(root, 'packages/contract/src'))
  return needsBuild(path.join(webDist, 'index.html'), sources)
}

export async function buildWebIfNeeded() {
  if (!webNeedsBuild()) return 0
  console.log('building the web app…')
  return run('npm', ['run', 'build', '--workspace', 'apps/web'])
}

/** The API server built ahead of time (apps/api/scripts/build-server.mjs, decision 021). */
export const serverBuild = path.join(apiDir, 'dist/server.mjs')

/** The server needs building when it has no build yet, or its code or its build changed after the last one. */
export function serverNeedsBuild() {
  const sources = [
    path.join(apiDir, 'src'),
    path.join(apiDir, 'scripts/build-server.mjs'),
    path.join(apiDir, 'package.json'),
    ...['contract', 'db'].flatMap((p) => [
      path.join(root, 'packages', p, 'src'),
      path.join(root, 'packages', p, 'package.json'),
    ]),
    path.join(root, 'tsconfig.json'),
    path.join(root, 'tsconfig.base.json'),
  ]
  return needsBuild(serverBuild, sources)
}

/** Builds the server when it needs it (in this process: esbuild takes a second or two); resolves 0 or 1. */
export async function buildServerIfNeeded() {
  if (!serverNeedsBuild()) return 0
  console.log('building the server…')
  const { buildServer } = await import('../apps/api/scripts/build-server.mjs')
  return buildServer({ outfile: serverBuild }).then(
    () => 0,
    (error) => {
      if (!Array.isArray(error?.errors)) console.error(error) // esbuild prints its own errors
      return 1
    },
  )
}

/** SERVER_HEAP_MB: the old space a server process's heap may grow to (`--max-old-space-size`). */
export function serverHeapMb(env = process.env) {
  const value = env.SERVER_HEAP_MB ?? '256'
  if (!/^\d+$/.test(value) || Number(value) < 128 || Number(value) > 65536)
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes from 128 to 65536, not "${value}"`)
  return Number(value)
}

/**
 * Node's arguments for the built API server (`file`: another build of it, as the server tests make). Source
 * maps on, so stack traces name the .ts lines. A server's young objects (a request's answer, its rows) live
 * a moment: 4 MB semi-spaces instead of V8's 16 MB keep each process about 100 MB smaller under load at the
 * same request rate (decision 019). The old space is bounded too (SERVER_HEAP_MB, 256 MB by default): without
 * a bound on a machine with plenty of memory, V8 lets it grow to four times what it kept at its last full
 * collection, and a server holding about 60 MB of live objects grew to 290 MB of heap (370 MB resident) under
 * the bench's load before collecting; with the bound V8 collects at a third more, and each process stays under
 * 200 MB resident. Cluster workers inherit these arguments.
 */
export function serverArgs(file = serverBuild) {
  return ['--max-semi-space-size=4', `--max-old-space-size=${serverHeapMb()}`, '--enable-source-maps', file]
}
