import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as captchaModule from './captcha'
import { CaptchaError, captchaErrors, captchaToken } from './captcha'
import { config } from './config'
import { useCaptcha } from './use-captcha'

vi.mock('./captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof captchaModule>()),
  captchaToken: vi.fn(),
}))

const token = vi.mocked(captchaToken)

afterEach(() => token.mockReset())

describe('useCaptcha', () => {
  it('asks the configured captcha for a token for its action, busy while it runs', async () => {
    let answer!: (value: string) => void
    token.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { result } = renderHook(() => useCaptcha('register'))
    expect(result.current.busy).toBe(false)

    let check!: ReturnType<typeof result.current.check>
    act(() => {
      check = result.current.check()
    })
    expect(result.current.busy).toBe(true)
    expect(token).toHaveBeenCalledWith(config.captcha, 'register')

    await act(async () => answer('token-123'))
    await expect(check).resolves.toEqual({ ok: true, token: 'token-123' })
    expect(result.current.busy).toBe(false)
  })

  it('lets the form send without a token when the captcha is off', async () => {
    token.mockResolvedValue(undefined)
    const { result } = renderHook(() => useCaptcha('forgot_password'))
    let check!: Awaited<ReturnType<typeof result.current.check>>
    await act(async () => {
      check = await result.current.check()
    })
    expect(check).toEqual({ ok: true, token: undefined })
    expect(token).toHaveBeenCalledWith(config.captcha, 'forgot_password')
  })

  it('answers a failed captcha with the Thai sentence and stops being busy', async () => {
    token.mockRejectedValue(new CaptchaError(captchaErrors.loadFailed))
    const { result } = renderHook(() => useCaptcha('register'))
    let check!: Awaited<ReturnType<typeof result.current.check>>
    await act(async () => {
      check = await result.current.check()
    })
    expect(check).toEqual({
      ok: false,
      message: 'ยืนยันว่าไม่ใช่บอทไม่สำเร็จ (Failed to load script) กรุณารีเฟรชหน้าแล้วลองใหม่',
    })
    expect(result.current.busy).toBe(false)
  })
})
