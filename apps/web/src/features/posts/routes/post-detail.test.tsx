import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { postCard, postDetail } from '../../../test/content'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
// The article the server writes into the page (decision 007): the app must render the same elements.
import { articleShell } from '../../../../../api/src/modules/posts/post-page'
import { servePageData } from '../../../test/served-page'

/** An element as layout sees it: its tag, classes, the attributes that size or place it, and its text. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  const element = node as Element
  const attributes = [
    'id',
    'datetime',
    'src',
    'width',
    'height',
    'alt',
    'loading',
    'fetchpriority',
    'aria-label',
  ]
  const copy = element.cloneNode(true) as Element
  copy.normalize()
  return {
    tag: element.tagName,
    class: [...element.classList].sort(),
    ...Object.fromEntries(
      attributes.flatMap((name) => (copy.hasAttribute(name) ? [[name, copy.getAttribute(name)]] : [])),
    ),
    children: [...copy.childNodes].filter((child) => child.nodeType !== Node.COMMENT_NODE).map(shape),
  }
}

describe('/post/detail/{id}/{slug}', () => {
  it('lets a visitor read the article with its author, Thai date, reading time and related posts', async () => {
    const server = createFakeApi({ 'posts.show': () => json(200, { data: postDetail() }) })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/post/detail/7/slug')

    const article = await screen.findByRole('article', { name: 'ออมเงินก้อนแรกให้ได้ใน 30 วัน' })
    expect(within(article).getByText('ทีมงาน Klass')).toBeInTheDocument()
    expect(within(article).getByText('1 พฤศจิกายน 2569')).toBeInTheDocument()
    expect(within(article).getByText('อ่าน 4 นาที')).toBeInTheDocument()
    expect(within(article).getByRole('heading', { level: 2, name: 'เริ่มอย่างไร' })).toBeInTheDocument()
    expect(screen.getByText('เข้าสู่ระบบเพื่อตอบคำถามและรับ koin')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'งบรายเดือนฉบับนักเรียน' })).toBeInTheDocument()
    const [call] = server.calls('posts.show')
    expect(call?.query.get('id')).toBe('7')
    expect(call?.headers.authorization).toBeUndefined()
  })

  it('renders the top of the article exactly as the server wrote it into the page, so nothing moves when the app takes over', async () => {
    const post = postDetail({
      tags: ['ออมเงิน', 'วัยรุ่น'],
      cover_image: '/uploads/demo/covers/a.svg',
      content: '<p>เก็บก่อนใช้ <strong>ทุกวัน</strong></p><h2>เริ่มอย่างไร</h2><ul><li>แบ่งเงิน</li></ul>',
    })
    vi.stubGlobal('fetch', createFakeApi({ 'posts.show': () => json(200, { data: post }) }).fetch)
    renderApp(`/post/detail/${post.id}`)
    const article = await screen.findByRole('article', { name: post.title })
    const served = new DOMParser().parseFromString(articleShell(post), 'text/html').querySelector('article')!
    const app = [...article.children]
      .filter((child) => child.tagName !== 'TITLE')
      .slice(0, served.children.length)
    expect(app.map(shape)).toEqual([...served.children].map(shape))
    expect([...article.classList].sort()).toEqual([...served.classList].sort())
  })

  it('shows the article the server wrote into the page before the API answers', async () => {
    const unserve = servePageData({ post: postDetail({ title: 'บทความจากหน้าเว็บ' }) })
    try {
      vi.stubGlobal('fetch', createFakeApi({ 'posts.show': () => 'hang' }).fetch)
      renderApp('/post/detail/7')
      expect(await screen.findByRole('heading', { level: 1, name: 'บทความจากหน้าเว็บ' })).toBeInTheDocument()
    } finally {
      unserve()
    }
  })

  it('lets a member answer the question once and shows the koins it earned', async () => {
    const server = createFakeApi({
      'posts.show': () => json(200, { data: postDetail() }),
      'posts.answer': () =>
        json(200, {
          data: {
            choice: 1,
            correct: true,
            correct_choice: 1,
            explanation: 'จ่ายให้ตัวเองก่อน',
            koin: '10.00',
            answered_at: '2026-11-22T03:00:00.000Z',
            balance: '1260.50',
            post_id: 7,
          },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/post/detail/7')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'ส่งคำตอบ' }))
    expect(screen.getByText('กรุณาเลือกคำตอบก่อนส่ง')).toBeInTheDocument()
    expect(server.calls('posts.answer')).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: 'ออมก่อน แล้วค่อยใช้' }))
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }))
    expect(await screen.findByText('ตอบถูก เก่งมาก!')).toBeInTheDocument()
    expect(screen.getByText(/ได้รับ \+10\.00 koin แล้ว/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'ส่งคำตอบ' })).not.toBeInTheDocument()
    const [answer] = server.calls('posts.answer')
    expect(answer?.body).toEqual({ id: 7, choice: 1 })
    expect(answer?.headers.authorization).toBe('Bearer test-token')
  })

  it('refuses a summary that is too short, then records one and shows the skill points it earned', async () => {
    const server = createFakeApi({
      'posts.show': () => json(200, { data: postDetail() }),
      'posts.summarize': (request) =>
        json(200, {
          data: {
            text: (request.body as { text: string }).text,
            skill: 5,
            created_at: '2026-11-22T03:00:00.000Z',
            updated_at: '2026-11-22T03:00:00.000Z',
            post_id: 7,
            awarded: 5,
            skill_balance: 45,
          },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/post/detail/7')
    const user = userEvent.setup()

    const box = await screen.findByRole('textbox', { name: 'สรุปของฉัน' })
    await user.type(box, 'สั้นไป')
    await user.click(screen.getByRole('button', { name: 'ส่งสรุป' }))
    expect(screen.getByText('สรุปอย่างน้อย 20 ตัวอักษร')).toBeInTheDocument()
    expect(server.calls('posts.summarize')).toHaveLength(0)

    await user.type(box, ' ออมก่อนใช้ทุกครั้งที่ได้เงินมา แบ่งไว้ก่อนเลย')
    await user.click(screen.getByRole('button', { name: 'ส่งสรุป' }))
    expect(await screen.findByText(/ได้รับ \+5 skill point แล้ว/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'แก้ไขสรุป' })).toBeInTheDocument()
  })

  it('likes the post and copies the canonical address the share call answers', async () => {
    const server = createFakeApi({
      'posts.show': () => json(200, { data: postDetail() }),
      'posts.like': () => json(200, { data: { id: 7, liked: true, like_count: 13 } }),
      'posts.share': () =>
        json(200, { data: { id: 7, url: 'https://klass.example/post/detail/7/x', share_count: 4 } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/post/detail/7')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: /ถูกใจ · 12/ }))
    expect(await screen.findByRole('button', { name: /ถูกใจ · 13/ })).toHaveAttribute('aria-pressed', 'true')
    expect(server.calls('posts.like')[0]?.query.get('id')).toBe('7')

    await user.click(screen.getByRole('button', { name: 'คัดลอกลิงก์' }))
    expect(await screen.findByText('https://klass.example/post/detail/7/x')).toBeInTheDocument()
    // user-event puts its own clipboard in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe('https://klass.example/post/detail/7/x')
    expect(server.calls('posts.share')[0]?.body).toEqual({ id: 7, channel: 'copy' })
    expect(screen.getByRole('link', { name: /แชร์ LINE/ })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(postDetail().url)}`,
    )
  })

  it('tells a visitor why liking needs a login, and lets them stay without logging in', async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'posts.show': () => json(200, { data: postDetail() }) }).fetch)
    const { router } = renderApp('/post/detail/7')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /ถูกใจ/ }))
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบเพื่อกดถูกใจ' })
    expect(within(dialog).getByText(/เข้าสู่ระบบเพื่อกดถูกใจโพสต์นี้/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'ไว้ทีหลัง' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/post/detail/7')
    expect(sessionStorage.length).toBe(0)
  })

  it("finishes a visitor's like once after they log in, back on the same post at the same place", async () => {
    const server = createFakeApi({
      'posts.show': () => json(200, { data: postDetail() }),
      'posts.like': () => json(200, { data: { id: 7, liked: true, like_count: 13 } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    const visitor = renderApp('/post/detail/7')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /ถูกใจ · 12/ }))
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true })
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'เข้าสู่ระบบ' }))
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'))
    expect(visitor.router.state.location.search).toBe('?redirect=%2Fpost%2Fdetail%2F7')
    expect(server.calls('posts.like')).toHaveLength(0)
    visitor.unmount()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })

    // Logged in, the login page sends them back to the post.
    signInAs()
    const member = renderApp('/post/detail/7')
    expect(await screen.findByRole('button', { name: /ถูกใจ · 13/ })).toHaveAttribute('aria-pressed', 'true')
    expect(server.calls('posts.like')).toHaveLength(1)
    expect(server.calls('posts.like')[0]?.query.get('id')).toBe('7')
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 840))
    member.unmount()

    // Applied once: opening the post again likes nothing more.
    renderApp('/post/detail/7')
    await screen.findByRole('button', { name: /ถูกใจ/ })
    expect(server.calls('posts.like')).toHaveLength(1)
  })

  it('keeps a pending like for its own post only', async () => {
    const server = createFakeApi({
      'posts.show': () => json(200, { data: postDetail({ id: 8 }) }),
      'posts.like': () => json(200, { data: { id: 8, liked: true, like_count: 13 } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    sessionStorage.setItem('klass.pending-like', JSON.stringify({ postId: 7, scrollY: 0, at: Date.now() }))
    signInAs()
    renderApp('/post/detail/8')
    await screen.findByRole('button', { name: /ถูกใจ/ })
    expect(server.calls('posts.like')).toHaveLength(0)
    expect(sessionStorage.getItem('klass.pending-like')).not.toBeNull()
  })

  it('lets a member report a post once with a reason, and says the editors will look at it', async () => {
    const server = createFakeApi({
      'posts.show': () => json(200, { data: postDetail() }),
      'posts.report': () => json(200, { data: { id: 7, reported: true } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/post/detail/7')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'รายงานโพสต์' }))
    const dialog = screen.getByRole('dialog', { name: 'รายงานโพสต์นี้' })
    await user.click(within(dialog).getByRole('button', { name: 'ส่งรายงาน' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('กรุณาเลือกเหตุผลที่รายงาน')
    expect(server.calls('posts.report')).toHaveLength(0)
    await user.click(within(dialog).getByRole('radio', { name: 'สแปมหรือโฆษณา' }))
    await user.type(within(dialog).getByLabelText(/รายละเอียด/), 'ขายของซ้ำทุกวัน')
    await user.click(within(dialog).getByRole('button', { name: 'ส่งรายงาน' }))
    expect(await screen.findByText(/ขอบคุณที่แจ้ง/)).toBeInTheDocument()
    expect(server.calls('posts.report')[0]?.body).toEqual({ id: 7, reason: 'spam', detail: 'ขายของซ้ำทุกวัน' })
    expect(screen.queryByRole('button', { name: 'รายงานโพสต์' })).not.toBeInTheDocument()
  })

  it('gives like and share buttons a thumb-sized target (44 px)', async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'posts.show': () => json(200, { data: postDetail() }) }).fetch)
    renderApp('/post/detail/7')
    for (const control of [
      await screen.findByRole('button', { name: /ถูกใจ/ }),
      screen.getByRole('button', { name: 'คัดลอกลิงก์' }),
      screen.getByRole('link', { name: /แชร์ LINE/ }),
      screen.getByRole('link', { name: /แชร์ Facebook/ }),
    ]) {
      expect(control.className).toMatch(/(^|\s)min-h-11(\s|$)/)
    }
  })

  it('opens the usage guide from /post/detail/usage-guide', async () => {
    const guide = postCard({
      id: 31,
      type: 'guide',
      title: 'คู่มือเริ่มต้นใช้ Klass',
      path: '/post/detail/31/guide',
    })
    const server = createFakeApi({
      'posts.section': () =>
        json(200, {
          data: {
            type: 'guide',
            name: 'คู่มือการใช้งาน',
            tagline: '',
            story: '',
            open_for_posts: false,
            post_count: 1,
            tags: [],
            featured: [guide],
            latest: [guide],
          },
        }),
      'posts.show': () => json(200, { data: postDetail({ ...guide, question: null, summary_skill: null }) }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp('/post/detail/usage-guide')
    expect(await screen.findByRole('heading', { level: 1, name: 'คู่มือเริ่มต้นใช้ Klass' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/post/detail/31/guide')
    expect(server.calls('posts.section')[0]?.query.get('type')).toBe('guide')
  })

  it('is a 404 for a post that does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'posts.show': () => json(404, { error: { code: 'POST_NOT_FOUND', message: 'ไม่พบโพสต์นี้' } }),
      }).fetch,
    )
    renderApp('/post/detail/999')
    expect(await screen.findByRole('heading', { name: /404 Not Found/ })).toBeInTheDocument()
  })
})
