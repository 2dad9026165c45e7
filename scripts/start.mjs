// `npm start`: builds what is not built, then starts the server, which migrates, loads the Thai demo content
// into an empty database and serves the API and the web app on one port (PORT, default 3000).
import { spawn } from 'node:child_process'
import { buildWebIfNeeded, root, serverArgs } from './lib.mjs'

const built = await buildWebIfNeeded()
if (built !== 0) {
  console.error('The web app failed to build; see the messages above.')
  process.exit(built)
}
const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit', cwd: root })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
