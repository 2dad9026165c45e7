import { readdir, readFile } from 'node:fs/promises'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { allCalls, callModules } from './calls'
import * as routes from './routes'
import { renderRouteFiles } from './routes-module'

describe("the web client's route table", () => {
  it('is what the call definitions make today, one file per module (npm run contract:routes writes them)', async () => {
    const files = renderRouteFiles(callModules)
    for (const [name, source] of Object.entries(files)) {
      const file = new URL(`./${name}`, import.meta.url)
      const expected = await format(source, {
        ...(await resolveConfig(file.pathname)),
        filepath: file.pathname,
      })
      expect(await readFile(file, 'utf8'), name).toBe(expected)
    }
    const written = (await readdir(new URL('./routes/', import.meta.url))).map((name) => `routes/${name}`)
    expect(written.sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== 'routes.ts')
        .sort(),
    )
    // Formatting two dozen files takes a while on a busy two-core machine.
  }, 60_000)

  it('holds every call once, with no schema in it', () => {
    const tables = Object.values(routes) as Record<string, Record<string, unknown>>[]
    const entries = tables.flatMap((table) => Object.values(table))
    expect(entries.map((route) => route.name).sort()).toEqual(allCalls.map((call) => call.name).sort())
    for (const route of entries) {
      expect(Object.keys(route).every((field) => typeof route[field] !== 'object')).toBe(true)
    }
  })
})

describe('SPEC 8: a failed write is resent once', () => {
  it('except the LINE link, the staff authenticator code, and the sign-in calls whose one-time code or token a resend could only waste', () => {
    const neverResent = allCalls
      .filter((call) => call.method !== 'GET' && !call.retry)
      .map((call) => call.name)
      .sort()
    expect(neverResent).toEqual(['adminCore.passSecondFactor', 'auth.loginLine', 'line.link', 'line.webhook'])
    expect(routes.lineCalls.link.retry).toBe(false)
  })
})
