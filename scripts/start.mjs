// `npm start`: builds what is not built (the web app, and the server ahead of time: decision 021), then starts
// the server, which migrates, loads the Thai demo content into an empty database and serves the API and the
// web app on one port (PORT, default 3000).
import { spawn } from 'node:child_process'
import { buildServerIfNeeded, buildWebIfNeeded, root, serverArgs } from './lib.mjs'

for (const [what, build] of [
  ['web app', buildWebIfNeeded],
  ['server', buildServerIfNeeded],
]) {
  const code = await build()
  if (code !== 0) {
    console.error(`The ${what} failed to build; see the messages above.`)
    process.exit(code)
  }
}
const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit', cwd: root })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
