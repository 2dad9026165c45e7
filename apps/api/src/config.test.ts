import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      seedDemo: true,
      logLevel: 'info',
    })
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.secureCookies).toBe(false)
  })

  it('turns demo content off with DATABASE_URL unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/klass' }).seedDemo).toBe(false)
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/klass', SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false)
  })

  it('uses secure cookies behind an https PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://klass.example/' })).toMatchObject({
      publicUrl: 'https://klass.example',
      secureCookies: true,
    })
  })

  it('names every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: '99999', JWT_SECRET: 'short', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      for (const name of ['PORT', 'JWT_SECRET', 'LOG_LEVEL', 'DATABASE_URL'])
        expect((error as Error).message).toContain(name)
    }
  })
})
