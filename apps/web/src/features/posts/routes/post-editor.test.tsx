import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'

const saved = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  type: 'greenery',
  status: 'draft',
  title: 'ซื้อของมือสองประหยัดได้จริง',
  description: '',
  content: '',
  cover_image: null,
  tags: ['มือสอง'],
  path: '/post/detail/41/x',
  created_at: '2026-11-22T03:00:00.000Z',
  updated_at: '2026-11-22T03:00:00.000Z',
  published_at: null,
  review_note: null,
  ...overrides,
})

describe('/post/create', () => {
  it('sends a visitor to log in first', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    const { router } = renderApp('/post/create')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('adds a link with Enter without saving the post around it', async () => {
    const server = createFakeApi({ 'posts.create': () => json(201, { data: saved() }) })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/post/create?club=greenery')
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('ชื่อเรื่อง'), 'ลิงก์ที่ควรอ่าน')
    await user.click(await screen.findByRole('button', { name: 'ลิงก์' }))
    const address = screen.getByLabelText('ลิงก์ของข้อความที่เลือก')
    await user.clear(address)
    await user.type(address, 'https://www.set.or.th{Enter}')

    await waitFor(() => expect(screen.queryByLabelText('ลิงก์ของข้อความที่เลือก')).not.toBeInTheDocument())
    expect(server.calls('posts.create')).toHaveLength(0)
  })

  it('asks for a title, then saves a draft with its club, cover and tags and keeps editing it', async () => {
    const server = createFakeApi({
      'posts.uploadImage': () =>
        json(200, { data: { url: '/uploads/posts/u1-cover.webp', width: 1200, height: 630 } }),
      'posts.create': () => json(201, { data: saved() }),
      'posts.get': () => json(200, { data: saved({ cover_image: '/uploads/posts/u1-cover.webp' }) }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { router } = renderApp('/post/create?club=greenery')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'บันทึกฉบับร่าง' }))
    expect(screen.getByText('กรุณาตั้งชื่อเรื่อง')).toBeInTheDocument()
    expect(server.calls('posts.create')).toHaveLength(0)

    await user.type(screen.getByLabelText('ชื่อเรื่อง'), 'ซื้อของมือสองประหยัดได้จริง')
    expect(screen.getByLabelText('คลับ')).toHaveValue('greenery')
    await user.upload(
      screen.getByLabelText(/รูปปก/),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    )
    await waitFor(() => expect(server.calls('posts.uploadImage')).toHaveLength(1))
    await user.type(screen.getByLabelText(/แท็ก/), '#มือสอง, ประหยัด')
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/post/edit/41'))
    expect(server.calls('posts.create')[0]?.body).toMatchObject({
      type: 'greenery',
      title: 'ซื้อของมือสองประหยัดได้จริง',
      cover_image: '/uploads/posts/u1-cover.webp',
      tags: ['มือสอง', 'ประหยัด'],
      publish: false,
    })
    expect(await screen.findByText(/บันทึกฉบับร่างแล้ว/)).toBeInTheDocument()
  })

  it('sends a draft being edited to the editors and opens the post, waiting for review', async () => {
    const server = createFakeApi({
      'posts.get': () => json(200, { data: saved({ content: '<p>ของมือสองดีกว่าที่คิด</p>' }) }),
      'posts.update': () => json(200, { data: saved({ content: '<p>ของมือสองดีกว่าที่คิด</p>' }) }),
      'posts.publish': () => json(200, { data: saved({ status: 'pending' }) }),
      'posts.show': () => 'hang',
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { router } = renderApp('/post/edit/41')
    const user = userEvent.setup()

    expect(await screen.findByDisplayValue('ซื้อของมือสองประหยัดได้จริง')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'เผยแพร่' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/detail/41/x'))
    expect(server.calls('posts.update')[0]?.body).toMatchObject({ id: 41 })
    expect(server.calls('posts.publish')[0]?.query.get('id')).toBe('41')
  })

  it("names the clubs as editors wrote them, marks a closed one, and shows the server's refusal to post there", async () => {
    const club = (type: string, name: string, open: boolean) => ({
      type,
      name,
      tagline: '',
      story: '',
      summary: '',
      colour: 'mint',
      open_for_posts: open,
    })
    const server = createFakeApi({
      'posts.clubs': () =>
        json(200, {
          data: [
            club('hit', 'HITS', true),
            club('greenery', 'กรีนเนอรี่', false),
            club('biz-master', 'Biz Master', true),
            club('smart-society', 'Smart Society', true),
            club('play-yard', 'Play Yard', true),
          ],
        }),
      'posts.create': () =>
        json(409, {
          error: { code: 'CLUB_CLOSED', message: 'คลับนี้ปิดรับโพสต์ใหม่อยู่ กรุณาเลือกคลับอื่น' },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/post/create?club=greenery')
    const user = userEvent.setup()
    expect(await screen.findByRole('option', { name: 'กรีนเนอรี่ (ปิดรับโพสต์ใหม่)' })).toBeInTheDocument()
    expect(screen.getByLabelText('คลับ')).toHaveValue('greenery')
    expect(screen.getByText('คลับนี้ปิดรับโพสต์ใหม่อยู่ กรุณาเลือกคลับอื่นก่อนเผยแพร่โพสต์ใหม่')).toBeInTheDocument()
    await user.type(screen.getByLabelText('ชื่อเรื่อง'), 'ของมือสอง')
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }))
    expect(await screen.findByText('คลับนี้ปิดรับโพสต์ใหม่อยู่ กรุณาเลือกคลับอื่น')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('คลับ'), 'hit')
    expect(screen.queryByText(/กรุณาเลือกคลับอื่นก่อนเผยแพร่/)).not.toBeInTheDocument()
  })

  it("says so when the post is someone else's", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'posts.get': () => json(403, { error: { code: 'POST_NOT_YOURS', message: 'โพสต์นี้ไม่ใช่ของคุณ' } }),
      }).fetch,
    )
    signInAs()
    renderApp('/post/edit/5')
    expect(await screen.findByText('โพสต์นี้ไม่ใช่ของคุณ')).toBeInTheDocument()
  })

  it('keeps what is typed in this browser and offers it back when the editor opens again, until it is saved', async () => {
    const server = createFakeApi({
      'posts.create': () => json(201, { data: saved() }),
      'posts.get': () => 'hang',
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const first = renderApp('/post/create?club=greenery')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ชื่อเรื่อง'), 'ค่าขนมเดือนละพัน')
    await user.type(screen.getByLabelText(/แท็ก/), 'ค่าขนม')
    await waitFor(() => expect(localStorage.getItem('klass.post-draft.u1.new')).toContain('ค่าขนมเดือนละพัน'))
    // Back, or a reload: the page goes away with nothing sent to the server.
    first.unmount()
    expect(server.calls('posts.create')).toHaveLength(0)

    renderApp('/post/create')
    expect(await screen.findByLabelText('ชื่อเรื่อง')).toHaveValue('ค่าขนมเดือนละพัน')
    expect(screen.getByLabelText(/แท็ก/)).toHaveValue('ค่าขนม')
    expect(screen.getByLabelText('คลับ')).toHaveValue('greenery')
    expect(screen.getByText(/กู้คืนข้อความที่คุณเขียนค้างไว้/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }))
    await waitFor(() => expect(server.calls('posts.create')).toHaveLength(1))
    await waitFor(() => expect(localStorage.getItem('klass.post-draft.u1.new')).toBeNull())
  })

  it("keeps each member's text apart, and starts afresh when asked", async () => {
    localStorage.setItem(
      'klass.post-draft.someone-else.new',
      JSON.stringify({
        draft: { type: 'hit', title: 'ของคนอื่น', description: '', content: '', cover_image: null, tags: [] },
        tagText: '',
        savedAt: Date.now(),
      }),
    )
    localStorage.setItem(
      'klass.post-draft.u1.new',
      JSON.stringify({
        draft: { type: 'hit', title: 'ของฉันเอง', description: '', content: '', cover_image: null, tags: [] },
        tagText: '',
        savedAt: Date.now(),
      }),
    )
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    signInAs()
    renderApp('/post/create')
    const user = userEvent.setup()
    expect(await screen.findByLabelText('ชื่อเรื่อง')).toHaveValue('ของฉันเอง')
    await user.click(screen.getByRole('button', { name: 'เริ่มเขียนใหม่' }))
    expect(screen.getByLabelText('ชื่อเรื่อง')).toHaveValue('')
    expect(localStorage.getItem('klass.post-draft.u1.new')).toBeNull()
    expect(localStorage.getItem('klass.post-draft.someone-else.new')).toContain('ของคนอื่น')
  })

  it("shows the editors' reason on a rejected post and sends it for review again", async () => {
    const server = createFakeApi({
      'posts.get': () =>
        json(200, {
          data: saved({
            status: 'rejected',
            content: '<p>ของมือสอง</p>',
            review_note: 'มีเบอร์โทรศัพท์ของเพื่อนอยู่ในโพสต์',
          }),
        }),
      'posts.update': () => json(200, { data: saved({ status: 'rejected', content: '<p>ของมือสอง</p>' }) }),
      'posts.publish': () => json(200, { data: saved({ status: 'pending' }) }),
      'posts.show': () => 'hang',
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { router } = renderApp('/post/edit/41')
    const user = userEvent.setup()
    expect(await screen.findByText(/มีเบอร์โทรศัพท์ของเพื่อนอยู่ในโพสต์/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ส่งตรวจอีกครั้ง' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/detail/41/x'))
    expect(server.calls('posts.publish')).toHaveLength(1)
  })
})
