import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { landing, sweptRoutes, type DemoThings } from '../../../e2e/engines/route-sweep'
import { appRoutes } from '../router'

const demo: DemoThings = {
  post: { id: 7, slug: 'ออมเงิน' },
  event: { id: 'b0c5a4e2-8f1d-4c1e-9a57-3f6a2d1c9e10', slug: 'workshop' },
  gift: { id: '3bd31c35-cd2d-4530-9d40-5b8c150e1923', slug: 'voucher' },
  video: { id: 3, slug: 'budget' },
  hero: { id: 4 },
}

describe('the cross-engine route sweep (e2e/engines/routes.spec.ts)', () => {
  it('opens every page of the route table, with the access the table gives it', () => {
    const table = Object.fromEntries(appRoutes.map((route) => [route.path, route.access]))
    const swept = Object.fromEntries(sweptRoutes.map((route) => [route.pattern, route.access]))
    expect(swept).toEqual(table)
  })

  it("opens each page at an address of that page's own pattern", () => {
    for (const route of sweptRoutes) {
      const address = new URL(route.address(demo), 'http://klass.test').pathname
      expect(
        matchPath(route.pattern, decodeURIComponent(address)),
        `${route.pattern} ← ${address}`,
      ).not.toBeNull()
    }
  })

  it('expects a visitor at the login page of a member page, and a member at home from a guest page', () => {
    const profile = sweptRoutes.find((route) => route.pattern === '/profile')!
    const login = sweptRoutes.find((route) => route.pattern === '/login')!
    expect(landing(profile, '/profile', 'visitor')).toBe('/login?redirect=%2Fprofile')
    expect(landing(profile, '/profile', 'member')).toBe('/profile')
    expect(landing(login, '/login', 'member')).toBe('/')
    expect(landing(login, '/login', 'visitor')).toBe('/login')
  })
})
