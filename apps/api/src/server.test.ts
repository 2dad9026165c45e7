import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { findFreePort } from '@klass/db/embedded'
import { DEMO_PASSWORD } from '@klass/db/demo/members'

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url))
const running = new Set<ChildProcess>()
const folders: string[] = []

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

type Server = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> }

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await findFreePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, child, output: () => output, exited }
}

async function loginDemo(url: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@klass.test', password: DEMO_PASSWORD }),
  })
}

async function emptyDatabaseUrl(): Promise<string> {
  const name = `klass_ext_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  return inject('pgUrlPattern').replace('__DATABASE__', name)
}

async function tempDataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'klass-server-'))
  await chmod(folder, 0o711)
  folders.push(folder)
  return folder
}

describe('the server process', () => {
  it('migrates and serves a PostgreSQL it did not start (DATABASE_URL), with demo content only when SEED_DEMO=1', async () => {
    const seeded = await startServer({
      DATABASE_URL: await emptyDatabaseUrl(),
      SEED_DEMO: '1',
      DATA_DIR: await tempDataDir(),
    })
    const login = await loginDemo(seeded.url)
    expect(login.status).toBe(200)
    const { access_token } = (await login.json()) as { access_token: string }
    const me = await fetch(`${seeded.url}/v2/api/user/get`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('demo@klass.test')
    seeded.child.kill('SIGTERM')
    expect(await seeded.exited).toBe(0)

    const plain = await startServer({ DATABASE_URL: await emptyDatabaseUrl(), DATA_DIR: await tempDataDir() })
    expect((await loginDemo(plain.url)).status).toBe(401)
    plain.child.kill('SIGTERM')
    expect(await plain.exited).toBe(0)
  })

  it('keeps its embedded database across a kill, stopping the PostgreSQL the killed process left behind', async () => {
    const dataDir = await tempDataDir()
    const first = await startServer({ DATA_DIR: dataDir })
    expect((await loginDemo(first.url)).status).toBe(200)
    const leftoverPid = Number(
      (await readFile(path.join(dataDir, 'pg/postmaster.pid'), 'utf8')).split('\n')[0],
    )
    first.child.kill('SIGKILL')
    await first.exited

    const second = await startServer({ DATA_DIR: dataDir })
    expect((await loginDemo(second.url)).status).toBe(200)
    expect(() => process.kill(leftoverPid, 0)).toThrow()
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    expect(existsSync(path.join(dataDir, 'pg/postmaster.pid'))).toBe(false)
  })

  it('stops at start-up with a message naming a bad configuration variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', SMTP_URL: 'mail.example.com' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('PORT')
    expect(output).toContain('SMTP_URL')
  })
})
