import { describe, expect, it, vi } from 'vitest'
import {
  clearSession,
  getSnapshot,
  getToken,
  hasRefreshToken,
  hasScope,
  PROFILE_KEY,
  saveProfile,
  saveTokens,
} from './session'

const profile = {
  id: 'u1',
  email: 'private@example.com',
  display_name: 'น้องออม',
  display_image: null,
  klass: 'biz-master' as const,
  type: 'SKILL' as const,
  koin: '1250.50',
  roles: ['member'],
  scope: ['quiz'],
  exp: 120,
}

describe('the session (SPEC 3/9)', () => {
  it('keeps the token under the auth. prefix as a Bearer value at path /', () => {
    saveTokens({ access_token: 'jwt-value', token_type: 'Bearer' })
    expect(document.cookie).toContain('auth._token.local=Bearer%20jwt-value')
    expect(getToken()).toBe('jwt-value')
    expect(hasRefreshToken()).toBe(true)
  })

  it('stores the profile locally after login, keeping only what the shell needs', () => {
    saveTokens({ access_token: 't', token_type: 'Bearer' })
    saveProfile(profile)
    const stored = JSON.parse(localStorage.getItem(PROFILE_KEY)!)
    expect(stored).toEqual({
      id: 'u1',
      display_name: 'น้องออม',
      display_image: null,
      klass: 'biz-master',
      type: 'SKILL',
      koin: '1250.50',
      roles: ['member'],
      scope: ['quiz'],
      exp: 120,
    })
    expect(stored.email).toBeUndefined()
    expect(getSnapshot()).toMatchObject({ loggedIn: true, profile: { display_name: 'น้องออม' } })
  })

  it('forgets token, refresh marker and profile on logout', () => {
    saveTokens({ access_token: 't', token_type: 'Bearer' })
    saveProfile(profile)
    clearSession()
    expect(getToken()).toBeNull()
    expect(hasRefreshToken()).toBe(false)
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull()
    expect(getSnapshot()).toEqual({ loggedIn: false, profile: null })
  })

  it('reads scopes given as a list or a map (SPEC 6)', () => {
    expect(hasScope({ scope: ['quiz', 'store'] }, 'store')).toBe(true)
    expect(hasScope({ scope: { store: true, bank: false } }, 'store')).toBe(true)
    expect(hasScope({ scope: { bank: false } }, 'bank')).toBe(false)
    expect(hasScope(null, 'quiz')).toBe(false)
  })

  it('reads the cookies once in a piece of work, and afresh in the next (a cookie can expire meanwhile)', async () => {
    saveTokens({ access_token: 't', token_type: 'Bearer' })
    await Promise.resolve()
    const cookie = vi.spyOn(document, 'cookie', 'get')
    const first = getSnapshot()
    expect(getSnapshot()).toBe(first)
    expect(cookie).toHaveBeenCalledTimes(1)
    document.cookie = 'auth._token.local=; Path=/; Max-Age=0'
    await Promise.resolve()
    expect(getSnapshot().loggedIn).toBe(false)
    cookie.mockRestore()
  })
})
