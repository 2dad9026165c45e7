import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pageOf, videoDetail } from '../../../test/content'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'

describe('/video-page', () => {
  it('loads nothing from the video host until the member presses play, then counts the view', async () => {
    const server = createFakeApi({
      'video.detail': () => json(200, { data: videoDetail() }),
      'video.view': () => json(200, { data: { id: 3, counted: true, view_count: 1201 } }),
      'video.like': () => json(200, { data: { id: 3, liked: true, like_count: 41 } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { container } = renderApp('/video-page/detail/3/why-save')
    const user = userEvent.setup()

    expect(await screen.findByRole('heading', { level: 1, name: 'ออมเงินทำไม ทำอย่างไร' })).toBeInTheDocument()
    expect(container.ownerDocument.querySelector('iframe')).toBeNull()
    expect(server.calls('video.view')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: /เล่นวิดีโอ/ }))
    const frame = await screen.findByTitle('วิดีโอ: ออมเงินทำไม ทำอย่างไร')
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0')
    await waitFor(() => expect(screen.getByText('ดู 1,201 ครั้ง')).toBeInTheDocument())
    expect(server.calls('video.view')[0]?.query.get('id')).toBe('3')

    await user.click(screen.getByRole('button', { name: /ถูกใจ · 40/ }))
    expect(await screen.findByRole('button', { name: /ถูกใจ · 41/ })).toHaveAttribute('aria-pressed', 'true')
  })

  it('unlikes a video the member already likes', async () => {
    const server = createFakeApi({
      'video.detail': () => json(200, { data: videoDetail({ liked: true, like_count: 41 }) }),
      'video.unlike': () => json(200, { data: { id: 3, liked: false, like_count: 40 } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/video-page/detail/3')
    await userEvent.setup().click(await screen.findByRole('button', { name: /ถูกใจ · 41/ }))
    expect(await screen.findByRole('button', { name: /ถูกใจ · 40/ })).toHaveAttribute('aria-pressed', 'false')
    expect(server.calls('video.unlike')).toHaveLength(1)
  })

  it('lists the videos page by page, and says when there are none', async () => {
    const server = createFakeApi({
      'video.list': (request) =>
        request.query.get('page') === '1'
          ? json(200, pageOf([videoDetail()], 1, 2))
          : json(
              200,
              pageOf([videoDetail({ id: 4, title: 'ลงทุนครั้งแรก', path: '/video-page/detail/4/x' })], 2, 2),
            ),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/video-page')
    expect(await screen.findByRole('link', { name: 'ออมเงินทำไม ทำอย่างไร' })).toBeInTheDocument()
    expect(screen.getByText('4:05')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'หน้า 2' }))
    expect(await screen.findByRole('link', { name: 'ลงทุนครั้งแรก' })).toBeInTheDocument()
  })

  it('shows the empty state when no video is published', async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'video.list': () => json(200, pageOf([], 1, 0)) }).fetch)
    renderApp('/video-page')
    expect(await screen.findByText('ยังไม่มีวิดีโอ')).toBeInTheDocument()
  })
})
