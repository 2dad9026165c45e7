import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LearningArticle, LearningPath } from '@klass/contract/learning'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

const article = (id: number, done: boolean): LearningArticle => ({
  id,
  title: `บทความที่ ${id}`,
  slug: `article-${id}`,
  description: 'คำอธิบายบทความ',
  reading_minutes: 3,
  done,
})

function pathOf(done: boolean[]): LearningPath {
  const articles = done.map((d, i) => article(i + 1, d))
  const units = [
    { title: 'เริ่มออมเงินก้อนแรก', articles: articles.slice(0, 2) },
    { title: 'ให้เงินงอกเงย', articles: articles.slice(2) },
  ].map((unit, i) => ({
    id: i + 10,
    number: i + 1,
    title: unit.title,
    description: 'บทเรียนของคลับ',
    articles: unit.articles,
    done: unit.articles.filter((a) => a.done).length,
    total: unit.articles.length,
  }))
  return {
    club: 'hit',
    member: true,
    units,
    done: articles.filter((a) => a.done).length,
    total: articles.length,
    next: articles.find((a) => !a.done) ?? null,
  }
}

describe('/club/{type}/path', () => {
  it("shows each unit's progress, ticks what the member read and offers the first unread article next", async () => {
    const server = createFakeApi({
      'learning.path': () => json(200, { data: pathOf([true, false, true, false]) }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/club/hit/path')

    expect(await screen.findByRole('heading', { level: 1, name: 'เส้นทางการเรียนรู้ HITS' })).toBeInTheDocument()
    expect(
      await screen.findByRole('progressbar', { name: 'ความคืบหน้าทั้งเส้นทาง: อ่านแล้ว 2 จาก 4 บทความ' }),
    ).toBeInTheDocument()
    const first = screen.getByRole('region', { name: 'เริ่มออมเงินก้อนแรก' })
    expect(within(first).getByRole('progressbar')).toHaveAccessibleName(
      'ความคืบหน้าบทที่ 1: อ่านแล้ว 1 จาก 2 บทความ',
    )
    expect(within(first).getByRole('link', { name: /บทความที่ 1/ })).toHaveTextContent('อ่านแล้ว')
    expect(within(first).getByRole('link', { name: /บทความที่ 2/ })).toHaveTextContent('บทความถัดไป')
    expect(screen.getByText('อ่านต่อที่บทความถัดไป')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /บทความที่ 2/ })[0]).toHaveAttribute(
      'href',
      '/post/detail/2/article-2',
    )
    expect(server.calls('learning.path')[0]?.query.get('club')).toBe('hit')
  })

  it('congratulates a member who has read every article, with no next article', async () => {
    const server = createFakeApi({
      'learning.path': () => json(200, { data: pathOf([true, true, true, true]) }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/club/hit/path')
    expect(await screen.findByText('เยี่ยมมาก! คุณอ่านครบทุกบทความในเส้นทางนี้แล้ว')).toBeInTheDocument()
    expect(screen.queryByText(/บทความถัดไป/)).not.toBeInTheDocument()
  })

  it('answers an unknown club with the 404 page and calls nothing', async () => {
    const server = createFakeApi({})
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/club/unknown/path')
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument()
    expect(server.calls('learning.path')).toHaveLength(0)
  })
})
