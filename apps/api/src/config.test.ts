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

  it('trusts as many proxy hops as TRUST_PROXY counts, or the proxies it lists, and none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      '::1',
    ])
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal'])
  })

  it('refuses TRUST_PROXY=true, which trusted every hop, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError)
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .*refused.*forge X-Forwarded-For.*\(1 for one nginx\)/,
      )
    }
    for (const value of ['10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.local', '17', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be how many proxies/)
    }
  })

  it('turns the API explorer off in production unless API_EXPLORER turns it on', () => {
    expect(loadConfig({}).apiExplorer).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).apiExplorer).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', API_EXPLORER: '1' }).apiExplorer).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).apiExplorer).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', API_EXPLORER: '0' }).apiExplorer).toBe(false)
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
