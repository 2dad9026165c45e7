import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json, type FakeReply, type RecordedRequest } from '../test/fake-api'
import { fullProfile, memberProfile, renderApp, signInAs } from '../test/render-app'
import { appRoutes, buildRoutes, loadMatchedRoutes, type AppRoute } from './router'

function stubApi(handlers: Parameters<typeof createFakeApi>[0] = {}) {
  const server = createFakeApi({
    'user.get': () => json(200, { data: fullProfile() }),
    'user.koins': () => json(200, { items: [], total: 0, page: 1, pages: 0 }),
    ...handlers,
  })
  vi.stubGlobal('fetch', server.fetch)
  return server
}

describe('the route table', () => {
  it('has every page of the shell with its layout and access', () => {
    const summary = Object.fromEntries(
      appRoutes.map((r) => [r.path, `${r.layout}/${r.access}${r.hideHeader ? '/no-header' : ''}`]),
    )
    // The shell's pages; each area's route file is checked by that area's own tests.
    expect(summary).toMatchObject({
      '/': 'default/public',
      '/login': 'default/guest',
      '/register': 'default/guest',
      '/register/profile': 'default/member/no-header',
      '/forgot-password': 'default/guest',
      '/reset-password': 'default/public',
      '/confirm-email': 'default/public',
      '/restore-account': 'default/public',
      '/guardian-consent': 'default/public',
      '/profile': 'default/member',
      '/profile/edit/:id?': 'default/member',
      '/policy/:type?': 'default/public',
      '/ShowVariable': 'default/public',
    })
  })

  it('sends a guest who opens /profile to /login and back after login', async () => {
    const server = stubApi({
      'auth.login': () =>
        json(200, { access_token: 'new', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }),
    })
    const { router } = renderApp('/profile?tab=skills')
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Dskills')

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('อีเมล'), 'demo@klass.test')
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Klass-demo-2026')
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(router.state.location.search).toBe('?tab=skills')
    expect(server.calls('auth.login')[0]?.body).toEqual({
      email: 'demo@klass.test',
      password: 'Klass-demo-2026',
    })
  })

  it('ignores a hostile remembered page and goes home after login', async () => {
    stubApi({
      'auth.login': () =>
        json(200, { access_token: 'new', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }),
    })
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('อีเมล'), 'demo@klass.test')
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Klass-demo-2026')
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the server’s Thai message when the password is wrong', async () => {
    stubApi({
      'auth.login': () =>
        json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' } }),
    })
    const { router } = renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('อีเมล'), 'demo@klass.test')
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('อีเมลหรือรหัสผ่านไม่ถูกต้อง')
    expect(router.state.location.pathname).toBe('/login')
  })

  it('sends a member who opens a guest-only page home', async () => {
    stubApi()
    signInAs()
    const { router } = renderApp('/register')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // A member's home greets them (decision 036), not the visitor's hero.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^สวัสดี /)
  })

  it('shows SPEC 2’s 404 page inside the layout for an unknown path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: /404 Not Found/ })).toBeInTheDocument()
    expect(screen.getByText('This page could not be found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })

  it('fails with a 500 "Unknown middleware {name}" when a route names a guard that does not exist', async () => {
    const table: AppRoute[] = [
      ...appRoutes,
      {
        path: '/typo',
        layout: 'default',
        access: 'public',
        middleware: ['authh'],
        module: () => import('../features/home/routes/home'),
      },
    ]
    renderApp('/typo', { table })
    expect(await screen.findByRole('heading', { name: /An error occurred/ })).toBeInTheDocument()
    expect(screen.getByText('Unknown middleware authh')).toBeInTheDocument()
    expect(screen.getByText('500')).toBeInTheDocument()
  })

  it('hides the header on /register/profile', async () => {
    stubApi({ 'user.objective': () => json(200, { data: { options: [], selected: [] } }) })
    signInAs()
    renderApp('/register/profile')
    expect(await screen.findByRole('heading', { name: 'ตั้งค่าโปรไฟล์' })).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
  })
})

describe('starting the router', () => {
  const page = (name: string, module: AppRoute['module']): AppRoute => ({
    path: `/${name}`,
    name,
    layout: 'default',
    access: 'public',
    module,
  })
  const findRoute = (routes: ReturnType<typeof buildRoutes>, id: string) => {
    const all = (list: ReturnType<typeof buildRoutes>): ReturnType<typeof buildRoutes> =>
      list.flatMap((route) => [route, ...all(route.children ?? [])])
    return all(routes).find((route) => route.id === id)!
  }

  it("has the opened page's code before the first render, so the page shows instead of a skeleton", async () => {
    function Opened() {
      return null
    }
    const routes = buildRoutes([
      page('opened', async () => ({ default: Opened })),
      page('other', () => new Promise(() => {})),
    ])
    await loadMatchedRoutes(routes, '/opened')
    expect(findRoute(routes, 'opened')).toMatchObject({ Component: Opened, lazy: undefined })
    expect(findRoute(routes, 'other').lazy).toEqual(expect.any(Function))
  })

  const memberPage = (module: AppRoute['module']): AppRoute => ({
    path: '/mine',
    name: 'mine',
    layout: 'default',
    access: 'member',
    module,
  })
  const firstData = (url: URL) => [
    { queryKey: ['mine', url.searchParams.get('page')], queryFn: () => Promise.resolve('fetched') },
  ]
  const openAt = async (routes: ReturnType<typeof buildRoutes>, path: string) => {
    const loader = findRoute(routes, 'mine').loader as (args: { request: Request }) => unknown
    const outcome = loader({ request: new Request(`http://localhost${path}`) })
    await new Promise((resolve) => setTimeout(resolve, 10))
    return outcome
  }

  it("asks for a member's page's first data as soon as the guard lets the page open, before it renders", async () => {
    signInAs()
    const client = new QueryClient()
    const routes = buildRoutes([memberPage(async () => ({ default: () => null, firstData }))], client)
    expect(await openAt(routes, '/mine?page=2')).toBeNull()
    expect(client.getQueryData(['mine', '2'])).toBe('fetched')
  })

  it("asks for nothing when a visitor opens a member's page: the guard sends them to log in", async () => {
    const client = new QueryClient()
    const routes = buildRoutes([memberPage(async () => ({ default: () => null, firstData }))], client)
    expect(await openAt(routes, '/mine?page=2')).toBeInstanceOf(Response)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })

  it('leaves a page whose code failed to load for the router to load again', async () => {
    const routes = buildRoutes([page('broken', () => Promise.reject(new Error('chunk failed')))])
    await loadMatchedRoutes(routes, '/broken')
    expect(findRoute(routes, 'broken').lazy).toEqual(expect.any(Function))
  })
})

describe('the default layout', () => {
  it('renders the footer after the page, below it', async () => {
    stubApi()
    renderApp('/policy/law')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'คู่มือการใช้งานเบื้องต้น' })).toBeInTheDocument()
    expect(screen.getByRole('main').compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })
})

describe('the header', () => {
  it('shows visitors login and register', async () => {
    renderApp('/')
    const header = await screen.findByRole('banner')
    expect(within(header).getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login')
    expect(within(header).getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register')
  })

  it('lists the desktop menu and the Quiz submenu of SPEC 2', async () => {
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'เมนูหลัก' })
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['หน้าแรก', '/'],
      ['กิจกรรม', '/events'],
      ['เกม', '/games'],
      ['Super Hero Talk', '/super-hero'],
      ['SUPERQUEST', '/superquest/about'],
    ])
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'ควิซ' }))
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/quiz',
        '/quiz/daily',
        '/quiz/month',
        '/quiz/final',
        '/quiz/money/Basic',
        '/quiz/money/Intermediate',
        '/quiz/money/Advanced',
      ]),
    )
  })

  it.each([
    ['SKILL', true],
    ['GENERAL', false],
  ] as const)('shows “Redeem ลุ้น Big Prize” to a %s member: %s', async (type, shown) => {
    stubApi({ 'user.get': () => json(200, { data: fullProfile({ type }) }) })
    signInAs(memberProfile({ type }))
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /เมนูสมาชิก/ }))
    expect(screen.getByRole('link', { name: 'ดูโปรไฟล์' })).toHaveAttribute('href', '/profile')
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Redeem ลุ้น Big Prize' }) !== null).toBe(shown)
  })

  it('shows a member’s koin balance with two decimals', async () => {
    stubApi({ 'user.get': () => json(200, { data: fullProfile({ koin: '98765.50' }) }) })
    signInAs()
    renderApp('/')
    const header = await screen.findByRole('banner')
    await waitFor(() => expect(within(header).getAllByText('98,765.50')[0]).toBeVisible())
  })

  it('logs out from a member page: calls the server, forgets the session and goes home', async () => {
    // As the real server does: a member call without a token is refused.
    const memberOnly = (reply: () => FakeReply) => (request: RecordedRequest) =>
      request.headers.authorization
        ? reply()
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'กรุณาเข้าสู่ระบบ' } })
    const server = stubApi({
      'auth.logout': () => json(200, { data: { ok: true } }),
      'user.get': memberOnly(() => json(200, { data: fullProfile() })),
      'user.koins': memberOnly(() => json(200, { items: [], total: 0, page: 1, pages: 0 })),
    })
    // As browsers do: a view transition shows the new page a moment after the navigation is decided.
    vi.spyOn(document, 'startViewTransition').mockImplementation(((update: () => void) => {
      const done = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(update)
      return { finished: done, ready: done, updateCallbackDone: done, skipTransition: () => undefined }
    }) as unknown as Document['startViewTransition'])
    signInAs()
    const { router } = renderApp('/profile')
    await waitFor(() => expect(server.calls('user.koins')).toHaveLength(1))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /เมนูสมาชิก/ }))
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // The page being left does not ask for the member's data again without a token (and get sent to log in).
    // The page being left asks for its data once more without a token; the refusal must not send the
    // person to the login page.
    await waitFor(() => expect(server.calls('user.koins')).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/')
    expect(server.calls('auth.logout')[0]?.headers.authorization).toBe('Bearer test-token')
    expect(document.cookie).not.toContain('auth._token.local')
    expect(localStorage.getItem('auth.user')).toBeNull()
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'เข้าสู่ระบบ' }),
    ).toBeInTheDocument()
  })
})
