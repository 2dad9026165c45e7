import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pageOf, postCard } from '../../../test/content'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'

const section = {
  type: 'biz-master',
  name: 'Biz Master',
  tagline: 'สายธุรกิจ ชอบคิดไอเดียหาเงิน',
  story: 'คลับของคนที่อยากมีรายได้เป็นของตัวเอง',
  open_for_posts: true,
  post_count: 6,
  tags: [],
  featured: [],
  latest: [],
}

describe('/club/{type}', () => {
  it("tells the club's story and pages through its posts, newest first, then most liked", async () => {
    const server = createFakeApi({
      'posts.section': () => json(200, { data: section }),
      'posts.list': (request) => {
        const page = Number(request.query.get('page'))
        const order = request.query.get('order')
        return json(200, pageOf([postCard({ id: page * 10, title: `โพสต์ ${order} หน้า ${page}` })], page, 2))
      },
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp('/club/biz-master')
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { level: 1, name: 'Biz Master' })).toBeInTheDocument()
    expect(screen.getByText('คลับของคนที่อยากมีรายได้เป็นของตัวเอง')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'โพสต์ newest หน้า 1' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'หน้า 2' }))
    expect(await screen.findByRole('link', { name: 'โพสต์ newest หน้า 2' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')

    await user.click(screen.getByRole('tab', { name: 'ถูกใจมากสุด' }))
    expect(await screen.findByRole('link', { name: 'โพสต์ most_liked หน้า 1' })).toBeInTheDocument()
    const last = server.calls('posts.list').at(-1)
    expect(last?.query.get('type')).toBe('biz-master')
    expect(last?.query.get('order')).toBe('most_liked')
    expect(last?.query.get('page')).toBe('1')
  })

  it('searches within the club on the server and says when nothing matches', async () => {
    const server = createFakeApi({
      'posts.section': () => json(200, { data: section }),
      'posts.list': () => json(200, pageOf([postCard()])),
      'posts.search': (request) =>
        json(
          200,
          request.query.get('keyword') === 'ออม' ? pageOf([postCard({ title: 'ออมให้ถึงเป้า' })]) : pageOf([]),
        ),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/club/biz-master')
    const user = userEvent.setup()

    const search = await screen.findByRole('searchbox', { name: 'ค้นหาในคลับนี้' })
    await user.type(search, 'ออม')
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }))
    expect(await screen.findByRole('link', { name: 'ออมให้ถึงเป้า' })).toBeInTheDocument()
    expect(server.calls('posts.search')[0]?.query.get('type')).toBe('biz-master')

    await user.clear(search)
    await user.type(search, 'คริปโต')
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }))
    expect(await screen.findByText('ไม่พบโพสต์ที่มีคำว่า “คริปโต”')).toBeInTheDocument()
  })

  it('shows an error with a retry when the posts cannot be loaded', async () => {
    const server = createFakeApi({
      'posts.section': () => json(200, { data: section }),
      'posts.list': (_request, count) =>
        count === 1
          ? json(400, { error: { code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง' } })
          : json(200, pageOf([postCard({ title: 'กลับมาแล้ว' })])),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/club/biz-master')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ลองอีกครั้ง' }))
    await waitFor(() => expect(screen.getByRole('link', { name: 'กลับมาแล้ว' })).toBeInTheDocument())
  })

  it('invites a member to write in an open club, and says a closed club takes no new posts', async () => {
    let open = true
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'posts.section': () => json(200, { data: { ...section, open_for_posts: open } }),
        'posts.list': () => json(200, pageOf([])),
      }).fetch,
    )
    signInAs()
    const first = renderApp('/club/biz-master')
    expect(await screen.findByRole('link', { name: 'เขียนโพสต์ในคลับนี้' })).toHaveAttribute(
      'href',
      '/post/create?club=biz-master',
    )
    first.unmount()
    open = false
    renderApp('/club/biz-master')
    expect(await screen.findByText(/คลับนี้ปิดรับโพสต์ใหม่อยู่ชั่วคราว/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'เขียนโพสต์ในคลับนี้' })).not.toBeInTheDocument()
  })

  it('lists the clubs with the names, lines and order editors gave them', async () => {
    const club = (type: string, name: string, summary: string) => ({
      type,
      name,
      tagline: '',
      story: '',
      summary,
      colour: 'mint',
      open_for_posts: true,
    })
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'posts.clubs': () =>
          json(200, {
            data: [
              club('greenery', 'กรีนเนอรี่', 'ออมแบบรักษ์โลก'),
              club('hit', 'HITS', 'เรื่องเงินที่กำลังฮิต'),
              club('biz-master', 'Biz Master', 'สายธุรกิจ'),
              club('smart-society', 'Smart Society', 'รู้ทัน'),
              club('play-yard', 'Play Yard', 'เกมและกิจกรรม'),
            ],
          }),
      }).fetch,
    )
    renderApp('/club')
    expect(await screen.findByRole('heading', { level: 1, name: 'คลับของ Klass' })).toBeInTheDocument()
    const card = await screen.findByRole('link', { name: /กรีนเนอรี่/ })
    expect(card).toHaveTextContent('ออมแบบรักษ์โลก')
    const list = card.closest('ul')!
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/club/greenery', '/club/hit', '/club/biz-master', '/club/smart-society', '/club/play-yard'])
  })

  it('is a 404 for a club that does not exist', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    renderApp('/club/unknown')
    expect(await screen.findByRole('heading', { name: /404 Not Found/ })).toBeInTheDocument()
  })
})
