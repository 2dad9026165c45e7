import { describe, expect, it } from 'vitest'
import { isSafeRedirect, loginPathFor, rememberingTarget, safeRedirect } from './safe-redirect'

describe('the remembered redirect (SPEC 5)', () => {
  it.each([
    '/',
    '/profile',
    '/profile/edit/abc-123',
    '/quiz/money/Basic',
    '/events/42/%E0%B8%81%E0%B8%B4%E0%B8%88%E0%B8%81%E0%B8%A3%E0%B8%A3%E0%B8%A1',
    '/store?type=gift&page=2',
    '/policy/law#section-3',
    '/super-hero/listPosts?talk=7&page=1#top',
    '/~user_name@home',
  ])('accepts the local path %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true)
    expect(safeRedirect(path)).toBe(path)
  })

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/profile'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['absolute URL', 'https://evil.example/profile'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded slash, lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['broken escape', '/%E0%A4%A'],
    ['tab inside', '/\t/evil.example'],
    ['new line inside', '/profile\n//evil'],
    ['empty', ''],
    ['relative', 'profile'],
    ['a dot segment', '/../admin'],
    ['a doubled slash later', '/profile//evil.example'],
    ['space in path', '/pro file'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    // The same attacks without the dot that the allowed characters already exclude:
    ['protocol-relative, no dot', '//evil'],
    ['backslash, no dot', '/\\evil'],
    ['encoded slashes, no dot', '/%2F%2Fevil'],
    ['one encoded slash after the first', '/%2Fevil'],
    ['encoded backslash, no dot', '/%5cevil'],
    ['double-encoded slashes, no dot', '/%252F%252Fevil'],
    ['javascript: with a slash', 'javascript:/profile'],
    ['leading space', ' /profile'],
    ['an encoded slash in mid-path', '/profile%2Fevil'],
    ['an encoded backslash in mid-path', '/profile%5cevil'],
    ['an encoded NUL in the path', '/profile%00'],
    ['an encoded new line in the path', '/pro%0Afile'],
    ['a control character in the query', '/profile?tab=\u0007'],
    ['a backslash in the query', '/profile?next=\\evil'],
    ['a NUL in the fragment', '/profile#\u0000'],
  ])('ignores %s', (_name, path) => {
    expect(isSafeRedirect(path)).toBe(false)
    expect(safeRedirect(path)).toBe('/')
  })

  it('accepts a remembered page of up to 2,000 characters and ignores a longer one', () => {
    const at = (length: number) => `/store?q=${'a'.repeat(length - '/store?q='.length)}`
    expect(isSafeRedirect(at(2_000))).toBe(true)
    expect(isSafeRedirect(at(2_001))).toBe(false)
  })

  it('ignores values that are not text', () => {
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(['/profile'])).toBe('/')
  })

  it('builds the login path that remembers the page', () => {
    expect(loginPathFor('/profile?tab=skills')).toBe('/login?redirect=%2Fprofile%3Ftab%3Dskills')
    expect(loginPathFor('/')).toBe('/login')
    expect(loginPathFor('//evil.example')).toBe('/login')
    expect(loginPathFor('/login?redirect=%2Fprofile')).toBe('/login')
  })

  it('writes the remembered page into the query of the page that comes first, and nothing for home', () => {
    expect(rememberingTarget('/register/profile', '/events/42?tab=join')).toBe(
      '/register/profile?redirect=%2Fevents%2F42%3Ftab%3Djoin',
    )
    expect(rememberingTarget('/register', '/')).toBe('/register')
    expect(rememberingTarget('/register?via=line', '/bank')).toBe('/register?via=line&redirect=%2Fbank')
  })
})
