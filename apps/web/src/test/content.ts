import type { PostCard, PostDetail } from '@klass/contract/posts'
import type { VideoDetail } from '@klass/contract/video'

/** A post as the API lists it. */
export function postCard(overrides: Partial<PostCard> = {}): PostCard {
  const id = overrides.id ?? 7
  return {
    id,
    type: 'hit',
    status: 'published',
    title: 'ออมเงินก้อนแรกให้ได้ใน 30 วัน',
    slug: 'ออมเงินก้อนแรก',
    description: 'เริ่มจากวันละ 20 บาท',
    cover_image: `/uploads/demo/covers/post-${id}.svg`,
    tags: ['ออมเงิน'],
    author: { kind: 'klass', id: null, display_name: 'ทีมงาน Klass', display_image: null },
    published_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-01T03:00:00.000Z',
    reading_minutes: 4,
    like_count: 12,
    read_count: 340,
    share_count: 3,
    path: `/post/detail/${id}/${encodeURIComponent('ออมเงินก้อนแรก')}`,
    liked: false,
    ...overrides,
  }
}

/** An article of the Klass team as GET /v2/api/post/show answers it. */
export function postDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  const card = postCard(overrides)
  return {
    ...card,
    content: '<p>เก็บก่อนใช้ ทุกวันที่เงินเข้า</p><h2>เริ่มอย่างไร</h2><p>แบ่งเงินออมไว้ก่อน</p>',
    question: {
      prompt: 'ควรออมก่อนหรือใช้ก่อน',
      choices: ['ใช้ก่อน เหลือค่อยออม', 'ออมก่อน แล้วค่อยใช้', 'ไม่ต้องออม'],
      reward_koin: '10.00',
    },
    summary_skill: 5,
    answer: null,
    summary: null,
    is_owner: false,
    url: `http://klass.test${card.path}`,
    related: [postCard({ id: 8, title: 'งบรายเดือนฉบับนักเรียน' })],
    ...overrides,
  }
}

/** A video as GET /v2/api/video/detail answers it. */
export function videoDetail(overrides: Partial<VideoDetail> = {}): VideoDetail {
  return {
    id: 3,
    title: 'ออมเงินทำไม ทำอย่างไร',
    slug: 'why-save',
    description: 'คลิปสั้นเรื่องการออม',
    thumbnail: '/uploads/demo/videos/why-save.svg',
    duration_seconds: 245,
    published_at: '2026-10-20T03:00:00.000Z',
    view_count: 1200,
    like_count: 40,
    path: '/video-page/detail/3/why-save',
    liked: false,
    host: 'youtube',
    host_video_id: 'abc123',
    embed_url: 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0',
    watch_url: 'https://www.youtube.com/watch?v=abc123',
    tags: ['ออมเงิน'],
    viewed_today: false,
    url: 'http://klass.test/video-page/detail/3/why-save',
    related: [],
    ...overrides,
  }
}

export const pageOf = <T>(items: T[], page = 1, pages = 1) => ({ items, total: items.length, page, pages })
