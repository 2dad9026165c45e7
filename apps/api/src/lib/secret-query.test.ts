import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { createTestApp, type TestApp } from '../../test/app'
import { withoutSecretParams, withoutSecrets } from './secret-query'

const TOKEN = 'reset-secret-4f9c2a7e1b'

let t: TestApp
let app: Awaited<ReturnType<typeof buildApp>>
let dist: string
const logged: string[] = []
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Klass</title></head><body><div id="root"></div></body></html>',
  )
  t = await createTestApp()
  // The server as production runs it: its own request log (written here instead of stdout) and the web app.
  app = await buildApp({
    config: { ...t.config, logLevel: 'info', webDistDir: dist },
    db: t.db,
    jwtSecret: randomBytes(32),
    clock: t.clock,
    logStream: { write: (line) => void logged.push(line) },
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

describe('a password-reset link in the request log and the page (issue 19)', () => {
  it('logs the reset page’s address with the token hidden', async () => {
    const page = await app.inject({ method: 'GET', url: `/reset-password?token=${TOKEN}&utm_source=mail` })
    expect(page.statusCode).toBe(200)
    const lines = logged.filter((line) => line.includes('/reset-password'))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).toContain('/reset-password?token=[hidden]&utm_source=mail')
    expect(logged.join('\n')).not.toContain(TOKEN)
  })

  it('hides a token whose name is percent-encoded, as the browser would still read it', async () => {
    await app.inject({ method: 'GET', url: `/reset-password?%74oken=${TOKEN}` })
    expect(logged.join('\n')).toContain('/reset-password?%74oken=[hidden]')
    expect(logged.join('\n')).not.toContain(TOKEN)
  })

  it('leaves the token out of the page it serves (its og:url)', async () => {
    const page = await app.inject({ method: 'GET', url: `/reset-password?token=${TOKEN}` })
    expect(page.body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/reset-password" />`)
    expect(page.body).not.toContain(TOKEN)
  })
})

describe('withoutSecrets', () => {
  it('hides token, code and state and keeps every other parameter as it was', () => {
    expect(withoutSecrets('/line?code=abc&state=def&page=2')).toBe(
      '/line?code=[hidden]&state=[hidden]&page=2',
    )
    expect(withoutSecrets('/posts?page=2&q=%E0%B8%AD')).toBe('/posts?page=2&q=%E0%B8%AD')
    expect(withoutSecrets('/reset-password?TOKEN=x&token')).toBe(
      '/reset-password?TOKEN=[hidden]&token=[hidden]',
    )
    expect(withoutSecretParams('/reset-password?token=x&a=1')).toBe('/reset-password?a=1')
  })
})
