import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pageOf, postCard } from '../../../test/content'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

const hero = (id: number, year: number, nickname: string) => ({
  id,
  year,
  name: `ชื่อ ${nickname}`,
  nickname,
  age: 19,
  affiliation: 'มหาวิทยาลัย',
  title: 'นักออมตัวยง',
  quote: 'ออมก่อนใช้',
  avatar: `/uploads/demo/heroes/${id}.svg`,
  talk_count: 1,
})

const overview = {
  years: [
    { year: 2026, count: 1 },
    { year: 2025, count: 1 },
  ],
  heroes: [hero(1, 2026, 'มิ้นท์')],
  latest_talks: [postCard({ id: 50, type: 'superhero-talk', title: 'เก็บเงินค่าเทอมเอง' })],
}

describe('/super-hero', () => {
  it("shows this year's heroes in the Buddhist era and their latest talks", async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'superhero.overview': () => json(200, { data: overview }) }).fetch)
    renderApp('/super-hero')
    expect(await screen.findByRole('heading', { name: 'ซูเปอร์ฮีโร่ปี 2569' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ชื่อ มิ้นท์ (มิ้นท์)' })).toHaveAttribute(
      'href',
      '/super-hero/detail?id=1',
    )
    expect(screen.getByRole('link', { name: 'เก็บเงินค่าเทอมเอง' })).toBeInTheDocument()
  })

  it('lists the heroes of each year', async () => {
    const server = createFakeApi({
      'superhero.overview': () => json(200, { data: overview }),
      'superhero.users': (request) =>
        json(
          200,
          pageOf(request.query.get('year') === '2025' ? [hero(2, 2025, 'ต้น')] : [hero(1, 2026, 'มิ้นท์')]),
        ),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/super-hero/listSuperHero')
    expect(await screen.findByRole('link', { name: 'ชื่อ มิ้นท์ (มิ้นท์)' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('tab', { name: 'ปี 2568' }))
    expect(await screen.findByRole('link', { name: 'ชื่อ ต้น (ต้น)' })).toBeInTheDocument()
    expect(server.calls('superhero.users').at(-1)?.query.get('year')).toBe('2025')
  })

  it("tells one hero's story with their talks", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'superhero.detail': () =>
          json(200, {
            data: {
              ...hero(1, 2026, 'มิ้นท์'),
              story: ['เริ่มขายของออนไลน์ตอน ม.4'],
              achievements: ['รางวัลนักออมดีเด่น'],
              talks: [postCard({ id: 50, title: 'เก็บเงินค่าเทอมเอง' })],
            },
          }),
      }).fetch,
    )
    renderApp('/super-hero/detail?id=1')
    expect(await screen.findByRole('heading', { level: 1, name: 'ชื่อ มิ้นท์ (มิ้นท์)' })).toBeInTheDocument()
    expect(screen.getByText('เริ่มขายของออนไลน์ตอน ม.4')).toBeInTheDocument()
    expect(screen.getByText('รางวัลนักออมดีเด่น')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ดูทอล์กทั้งหมดของ มิ้นท์' })).toHaveAttribute(
      'href',
      '/super-hero/listPosts?talk=1',
    )
  })

  it("pages through one hero's talks", async () => {
    const server = createFakeApi({
      'superhero.posts': () => json(200, pageOf([postCard({ title: 'ทอล์กแรก' })])),
      'superhero.detail': () => 'hang',
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/super-hero/listPosts?talk=1')
    expect(await screen.findByRole('link', { name: 'ทอล์กแรก' })).toBeInTheDocument()
    expect(server.calls('superhero.posts')[0]?.query.get('talk')).toBe('1')
  })
})
