// `npm run dev`: the API with reload on change (tsx watch) and the web app through Vite's dev server,
// which proxies /api, /v2, /oauth and /uploads to the API.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from './lib.mjs'

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/api/src/server.ts')], {
    stdio: 'inherit',
    cwd: root,
    // Development: the API explorer is served at /api/docs (production leaves it off unless API_EXPLORER=1).
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '3000',
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { stdio: 'inherit', cwd: root }),
]
const stop = (signal) => children.forEach((child) => child.kill(signal))
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exitCode = code ?? 0
  })
