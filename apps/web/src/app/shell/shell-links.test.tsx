import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { INVITE_DELAY_MS } from '../../lib/invite-popup'
import { pagesToCome, paths } from '../../lib/paths'
import { createFakeApi, json } from '../../test/fake-api'
import { fullProfile, memberProfile, renderApp, signInAs } from '../../test/render-app'
import { buildRoutes, patternOf } from '../router'

const routes = buildRoutes()
const notBuiltYet: readonly string[] = Object.values(pagesToCome)

/** The in-app links shown now: header, open menus, drawer, footer, banners and the page. */
const shownLinks = () =>
  [...document.querySelectorAll('a[href^="/"]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => !href.startsWith('//'))

/** Links whose path no row of the route table opens (they would land on the 404). */
const deadLinks = (hrefs: Iterable<string>) =>
  [...new Set(hrefs)].filter((href) => patternOf(href, routes) === null && !notBuiltYet.includes(href))

describe('the shell links only to pages of the route table', () => {
  it('for a visitor: header, Quiz submenu, drawer, footer, cookie banner and the register invitation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    renderApp(paths.home)
    const seen: string[] = []
    await screen.findByRole('heading', { level: 1 })
    seen.push(...shownLinks())

    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' })
    await user.click(within(nav).getByRole('button', { name: 'ควิซ' }))
    seen.push(...shownLinks())
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'เปิดเมนู' }))
    seen.push(...shownLinks())
    await user.click(screen.getByRole('button', { name: 'ปิดเมนู' }))

    act(() => vi.advanceTimersByTime(INVITE_DELAY_MS))
    expect(screen.getByRole('dialog', { name: 'มาเป็นสมาชิก Klass กันเถอะ!' })).toBeInTheDocument()
    seen.push(...shownLinks())

    // Each part was really looked at.
    expect(seen).toEqual(
      expect.arrayContaining([
        paths.quiz,
        paths.quizMoney('Advanced'),
        paths.videoPage,
        paths.guidePost,
        paths.policy('cookies'),
        paths.register,
      ]),
    )
    expect(deadLinks(seen)).toEqual([])
  })

  it('for a SKILL member: the member menu and the drawer', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({ 'user.get': () => json(200, { data: fullProfile({ type: 'SKILL' }) }) }).fetch,
    )
    signInAs(memberProfile({ type: 'SKILL' }))
    const user = userEvent.setup()
    renderApp(paths.home)
    const seen: string[] = []
    await user.click(await screen.findByRole('button', { name: /เมนูสมาชิก/ }))
    seen.push(...shownLinks())
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'เปิดเมนู' }))
    seen.push(...shownLinks())

    expect(seen).toEqual(
      expect.arrayContaining([paths.profile, paths.bigPrizeRedeem, paths.store, paths.bank]),
    )
    expect(deadLinks(seen)).toEqual([])
  })

  it('counts a link to a path no page has as dead, and the pages to come as not yet built', () => {
    expect(deadLinks([paths.quiz, '/quizz', '/events/x/y/z', ...notBuiltYet])).toEqual([
      '/quizz',
      '/events/x/y/z',
    ])
  })
})
