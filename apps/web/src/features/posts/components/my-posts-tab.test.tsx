import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pageOf, postCard } from '../../../test/content'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

describe('/profile my posts', () => {
  it('lists drafts and published posts with edit, and deletes one after confirming', async () => {
    let deleted = false
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'user.koins': () => json(200, pageOf([])),
      'posts.myPosts': () =>
        json(
          200,
          pageOf([
            ...(deleted ? [] : [postCard({ id: 41, status: 'draft', title: 'ร่างเรื่องมือสอง' })]),
            postCard({ id: 42, title: 'ออมค่าขนม' }),
          ]),
        ),
      'posts.delete': () => {
        deleted = true
        return json(200, { data: { id: 41, deleted: true } })
      },
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('tab', { name: 'โพสต์ของฉัน' }))
    const draft = (await screen.findByRole('link', { name: 'ร่างเรื่องมือสอง' })).closest('li')!
    expect(within(draft).getByText('ฉบับร่าง')).toBeInTheDocument()
    expect(within(draft).getByRole('link', { name: 'แก้ไข ร่างเรื่องมือสอง' })).toHaveAttribute(
      'href',
      '/post/edit/41',
    )

    await user.click(within(draft).getByRole('button', { name: 'ลบ ร่างเรื่องมือสอง' }))
    const dialog = screen.getByRole('dialog', { name: 'ลบโพสต์นี้?' })
    await user.click(within(dialog).getByRole('button', { name: 'ลบโพสต์' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ร่างเรื่องมือสอง' })).not.toBeInTheDocument())
    expect(server.calls('posts.delete')[0]?.body).toEqual({ id: 41 })
    expect(screen.getByRole('link', { name: 'ออมค่าขนม' })).toBeInTheDocument()
  })

  it('invites the member to write a first post when there is none', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'user.get': () => json(200, { data: fullProfile() }),
        'user.koins': () => json(200, pageOf([])),
        'posts.myPosts': () => json(200, pageOf([], 1, 0)),
      }).fetch,
    )
    signInAs()
    renderApp('/profile')
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'โพสต์ของฉัน' }))
    expect(await screen.findByText('ยังไม่มีโพสต์')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'เขียนโพสต์ใหม่' })[0]).toHaveAttribute('href', '/post/create')
  })
})
