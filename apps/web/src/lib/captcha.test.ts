import { describe, expect, it, vi } from 'vitest'
import { captchaErrors, captchaToken, createCaptcha } from './captcha'

const grecaptcha = (execute: () => Promise<string>) => ({
  ready: (callback: () => void) => callback(),
  execute: vi.fn(execute),
})

describe('the captcha adapter (SPEC 5/8)', () => {
  it('needs a site key and a version', () => {
    expect(() => createCaptcha({ siteKey: '', version: 3 })).toThrow(captchaErrors.noKey)
    expect(() => createCaptcha({ siteKey: 'site-key', version: null })).toThrow(captchaErrors.noVersion)
    expect(captchaErrors).toEqual({
      noKey: 'No key provided',
      noVersion: 'No version provided',
      loadFailed: 'Failed to load script',
      executeFailed: 'Failed to execute',
    })
  })

  it('loads the version 3 script with the site key once and returns a token per action', async () => {
    const loadScript = vi.fn(async () => {})
    const api = grecaptcha(async () => 'token-123')
    const captcha = createCaptcha({ siteKey: 'site key', version: 3, loadScript, grecaptcha: () => api })
    await expect(captcha.execute('register')).resolves.toBe('token-123')
    await expect(captcha.execute('forgot_password')).resolves.toBe('token-123')
    expect(loadScript).toHaveBeenCalledTimes(1)
    expect(loadScript).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=site%20key')
    expect(api.execute).toHaveBeenLastCalledWith('site key', { action: 'forgot_password' })
  })

  it('reports a script that fails to load, and tries loading again next time', async () => {
    const loadScript = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValueOnce(undefined)
    const captcha = createCaptcha({
      siteKey: 'k',
      version: 3,
      loadScript,
      grecaptcha: () => grecaptcha(async () => 't'),
    })
    await expect(captcha.execute('register')).rejects.toThrow(captchaErrors.loadFailed)
    await expect(captcha.execute('register')).resolves.toBe('t')
  })

  it('reports a failed execution', async () => {
    const captcha = createCaptcha({
      siteKey: 'k',
      version: 3,
      loadScript: async () => {},
      grecaptcha: () => grecaptcha(() => Promise.reject(new Error('x'))),
    })
    await expect(captcha.execute('register')).rejects.toThrow(captchaErrors.executeFailed)
    const missing = createCaptcha({
      siteKey: 'k',
      version: 3,
      loadScript: async () => {},
      grecaptcha: () => undefined,
    })
    await expect(missing.execute('register')).rejects.toThrow(captchaErrors.executeFailed)
  })

  it('is off without configuration: no token, no script', async () => {
    await expect(captchaToken(null, 'register')).resolves.toBeUndefined()
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})
