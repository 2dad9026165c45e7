import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postCard } from './test/content'
import { eventSummary, listItem, page, stubEconomyApi } from './test/economy-fixtures'
import { createFakeApi, json } from './test/fake-api'
import { home, landing, premiumBottle } from './test/home-fixtures'
import { renderApp } from './test/render-app'
import { servePageData } from './test/served-page'
import { renderEventsPage, renderHomePage, renderStorePage } from './server-render'
import { keepServedSections } from './ui/served-section'

/**
 * Markup as the browser holds it, to compare the served page with the app's: parsed, without the empty
 * comments a server may write between adjacent texts, with generated ids (useId) named by their order (the
 * server renders the page alone, the browser inside the whole app), attributes in one order (the browser's app sets a picture's
 * `src` last), and without `selected` on the chosen option (the browser's app sets the select's value instead
 * of the attribute; the page shows the same choice).
 */
function asDisplayed(html: string): string {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const walker = document.createTreeWalker(holder, NodeFilter.SHOW_COMMENT)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
  for (const option of holder.querySelectorAll('option')) option.removeAttribute('selected')
  for (const element of holder.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort()
    for (const [name] of attributes) element.removeAttribute(name)
    for (const [name, value] of attributes) element.setAttribute(name, value)
  }
  holder.normalize()
  const ids = new Map<string, string>()
  return holder.innerHTML.replace(/\bP\d+-\d+\b/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size}`)
    return ids.get(id)!
  })
}

let unserve: (() => void) | undefined
afterEach(() => unserve?.())

describe('the store as the server renders it for a visitor', () => {
  const served = page(
    [1, 2, 3].map((n) =>
      listItem({
        id: `00000000-0000-4000-8000-00000000000${n}`,
        name: `ของรางวัล "ชิ้นที่ ${n}"`,
        image: `/uploads/store/gift-${n}.svg`,
        canStillBuy: null,
        bought: 0,
      }),
    ),
  )

  it('shows the served gifts, with the first pictures fetched at once', () => {
    const html = renderStorePage({ store: served })
    for (const n of [1, 2, 3]) expect(html).toContain(`ของรางวัล &quot;ชิ้นที่ ${n}&quot;`)
    expect(html).toMatch(/<img src="\/uploads\/store\/gift-1.svg"[^>]*fetchPriority="high"/)
    expect(html).not.toContain('<title>')
    expect(html).not.toContain('<link')
  })

  it("is the markup the app's first render draws over it, so nothing moves or is painted twice", async () => {
    const html = renderStorePage({ store: served })
    unserve = servePageData({ store: served })
    stubEconomyApi({ 'store.list': () => json(200, served) })
    renderApp('/store')
    await screen.findByRole('link', { name: 'ของรางวัล "ชิ้นที่ 1"' })
    const main = document.querySelector('main')!
    expect(asDisplayed(main.innerHTML)).toBe(asDisplayed(html))
  })
})

describe('the events as the server renders them for a visitor', () => {
  it("shows the served month's events, and a month without any the next ones", () => {
    const month = { from: { month: 11, year: 2026 }, to: { month: 11, year: 2026 } }
    const html = renderEventsPage({
      events: { ...month, events: [eventSummary({ title: 'เวิร์กช็อปออมเงินเดือนนี้' })] },
    })
    expect(html).toContain('เวิร์กช็อปออมเงินเดือนนี้')
    expect(html).toContain('พฤศจิกายน 2569')

    const empty = renderEventsPage({
      events: { ...month, events: [] },
      nextEvents: {
        from: { month: 12, year: 2026 },
        to: { month: 2, year: 2027 },
        events: [eventSummary({ title: 'ค่ายเงินเดือนหน้า' })],
      },
    })
    expect(empty).toContain('ค่ายเงินเดือนหน้า')
    expect(empty).not.toContain('กำลังหากิจกรรมถัดไป')
  })
})

describe('the home as the server renders it for a visitor', () => {
  const served = { home: home([premiumBottle]), campaign: landing(null) } as unknown as Parameters<
    typeof renderHomePage
  >[0]
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('shows the hero, the newest articles, the premiums, the videos and the season, nothing still loading', () => {
    const html = renderHomePage(served)
    expect(html).toContain('id="hero-title"')
    for (const text of ['บทความใหม่ล่าสุด', 'กระบอกน้ำ Klass', 'ออมเงินทำไม ทำอย่างไร', 'SUPERQUEST ซีซัน 1'])
      expect(html).toContain(text)
    expect(html).not.toContain('กำลังโหลด')
  })

  it('is what the app shows, asking for nothing, before and after its own sections take over, which then work', async () => {
    const html = renderHomePage(served)
    const sent = document.createElement('main')
    sent.innerHTML = html
    document.body.append(sent)
    keepServedSections()
    const unserveData = servePageData(served)
    unserve = () => {
      unserveData()
      sent.remove()
    }
    const api = createFakeApi({
      'home.posts': () => json(200, { data: [postCard({ id: 2, title: 'ใช้เงินแบบรักษ์โลก' })] }),
    })
    vi.stubGlobal('fetch', api.fetch)
    const { container } = renderApp('/')
    const main = container.querySelector('main')!
    await within(main).findByRole('heading', { level: 1 })
    expect(asDisplayed(main.innerHTML)).toBe(asDisplayed(html))

    for (let task = 0; task < 3; task++) await nextTask()
    expect(asDisplayed(main.innerHTML)).toBe(asDisplayed(html))
    const articles = within(main).getByRole('region', { name: 'อ่านเรื่องเงินที่เพื่อน ๆ กำลังอ่าน' })
    await userEvent.setup().click(within(articles).getByRole('tab', { name: 'กรีนเนอรี่' }))
    expect(await within(articles).findByRole('link', { name: 'ใช้เงินแบบรักษ์โลก' })).toBeInTheDocument()
    expect(api.calls('home.home')).toHaveLength(0)
    expect(api.calls('superquest.landingPage')).toHaveLength(0)
  })
})
