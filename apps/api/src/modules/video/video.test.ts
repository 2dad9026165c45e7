import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { videoLikes, videos } from '@klass/db/schema/video'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'

let t: TestApp
beforeAll(async () => {
  // 10:00 in Bangkok (03:00 UTC), so that moving the clock by hours stays inside or leaves the Bangkok day.
  t = await createTestApp({ start: new Date('2026-11-22T03:00:00Z') })
})
afterAll(() => t.close())

const inject = (options: InjectOptions) => t.app.inject(options)
const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers })
const post = (url: string, headers: Record<string, string> = {}) => inject({ method: 'POST', url, headers })

async function login(member: { email: string; password: string }) {
  const response = await inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: member.email, password: member.password },
    remoteAddress: freshAddress(),
  })
  return { authorization: `Bearer ${response.json().access_token}` }
}

let sequence = 0
async function video(fields: Partial<typeof videos.$inferInsert> = {}) {
  sequence += 1
  const [row] = await t.db
    .insert(videos)
    .values({
      title: `ออมเงินให้เป็นนิสัย ตอนที่ ${sequence}`,
      slug: `ออมเงินให้เป็นนิสัย-ตอนที่-${sequence}`,
      description: 'วิธีเริ่มออมเงินจากค่าขนม',
      hostVideoId: 'cnW_HDIBmz4',
      durationSeconds: 240,
      thumbnail: 'public/demo/videos/why-and-how-to-save.svg',
      publishedAt: new Date(t.clock.now().getTime() - 60_000),
      ...fields,
    })
    .returning()
  return row!
}

describe('video list and detail (public, personalised with a token)', () => {
  it('pages published videos newest first and leaves out those scheduled later', async () => {
    const older = await video({ publishedAt: new Date(t.clock.now().getTime() - 3_600_000) })
    const newer = await video()
    const later = await video({ publishedAt: new Date(t.clock.now().getTime() + 86_400_000) })
    const response = await get('/v2/api/video?page=1&limit=100')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ page: 1, pages: 1 })
    const ids = body.items.map((v: { id: number }) => v.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(ids).not.toContain(later.id)
    expect(body.items[0]).toMatchObject({
      liked: false,
      thumbnail: expect.stringMatching(/^\/uploads\/demo\//),
    })
    expect((await get(`/v2/api/video/detail?id=${later.id}`)).statusCode).toBe(404)
    expect((await get('/v2/api/video?page=0')).statusCode).toBe(400)
  })

  it('gives the host id, a no-cookie embed address to load on play, and related videos', async () => {
    const row = await video()
    const response = await get(`/v2/api/video/detail?id=${row.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      id: row.id,
      host: 'youtube',
      host_video_id: 'cnW_HDIBmz4',
      embed_url: 'https://www.youtube-nocookie.com/embed/cnW_HDIBmz4?autoplay=1&rel=0',
      watch_url: 'https://www.youtube.com/watch?v=cnW_HDIBmz4',
      path: `/video-page/detail/${row.id}/${encodeURIComponent(row.slug)}`,
      url: `${t.config.publicUrl}/video-page/detail/${row.id}/${encodeURIComponent(row.slug)}`,
      viewed_today: false,
      liked: false,
    })
    expect(response.json().data.related.map((v: { id: number }) => v.id)).not.toContain(row.id)
    expect((await get('/v2/api/video/detail?id=987654')).json().error.code).toBe('VIDEO_NOT_FOUND')
    expect((await get('/v2/api/video/detail?id=x')).statusCode).toBe(400)
  })
})

describe('member video calls', () => {
  it.each(['view', 'like', 'unlike'])('answers POST /video/%s without a token with 401', async (call) => {
    const row = await video()
    expect((await post(`/v2/api/video/${call}?id=${row.id}`)).statusCode).toBe(401)
  })

  it('counts a view once per member, video and Bangkok day', async () => {
    const row = await video()
    const a = await registerMember(t.app)
    const b = await registerMember(t.app)
    const first = await post(`/v2/api/video/view?id=${row.id}`, a.auth)
    expect(first.json().data).toEqual({ id: row.id, counted: true, view_count: 1 })
    expect((await post(`/v2/api/video/view?id=${row.id}`, a.auth)).json().data).toEqual({
      id: row.id,
      counted: false,
      view_count: 1,
    })
    expect((await post(`/v2/api/video/view?id=${row.id}`, b.auth)).json().data.view_count).toBe(2)
    expect((await get(`/v2/api/video/detail?id=${row.id}`, a.auth)).json().data.viewed_today).toBe(true)
    // 13:59 later is 23:59 in Bangkok: still the same day (a fresh token: access tokens live 15 minutes).
    t.clock.advance(13 * 3_600_000 + 59 * 60_000)
    expect((await post(`/v2/api/video/view?id=${row.id}`, await login(a))).json().data.counted).toBe(false)
    // Two minutes later it is the next day in Bangkok (though still the same UTC day).
    t.clock.advance(2 * 60_000)
    expect((await post(`/v2/api/video/view?id=${row.id}`, await login(a))).json().data).toEqual({
      id: row.id,
      counted: true,
      view_count: 3,
    })
  })

  it('counts one view when the same member sends many at once', async () => {
    const row = await video()
    const member = await registerMember(t.app)
    const views = await Promise.all(
      Array.from({ length: 30 }, () => post(`/v2/api/video/view?id=${row.id}`, member.auth)),
    )
    expectEveryAnswer(views, { '200': 30 })
    const [stored] = await t.db.select({ n: videos.viewCount }).from(videos).where(eq(videos.id, row.id))
    expect(stored!.n).toBe(1)
  })

  it('likes and unlikes idempotently, and the count equals the likes under concurrent clicks', async () => {
    const row = await video()
    const member = await registerMember(t.app)
    expect((await post(`/v2/api/video/like?id=${row.id}`, member.auth)).json().data).toEqual({
      id: row.id,
      liked: true,
      like_count: 1,
    })
    expect((await post(`/v2/api/video/like?id=${row.id}`, member.auth)).json().data.like_count).toBe(1)
    expect((await get(`/v2/api/video/detail?id=${row.id}`, member.auth)).json().data.liked).toBe(true)
    expect((await post(`/v2/api/video/unlike?id=${row.id}`, member.auth)).json().data).toEqual({
      id: row.id,
      liked: false,
      like_count: 0,
    })
    const members = await Promise.all(Array.from({ length: 8 }, () => registerMember(t.app)))
    const clicks = await Promise.all(
      members.flatMap((m, i) =>
        Array.from({ length: 15 }, (_, j) =>
          post(`/v2/api/video/${(i + j) % 3 === 0 ? 'unlike' : 'like'}?id=${row.id}`, m.auth),
        ),
      ),
    )
    expectEveryAnswer(clicks, { '200': clicks.length })
    const [rows] = await t.db.select({ n: count() }).from(videoLikes).where(eq(videoLikes.videoId, row.id))
    const [stored] = await t.db.select({ n: videos.likeCount }).from(videos).where(eq(videos.id, row.id))
    expect(stored!.n).toBe(rows!.n)
  })

  it('answers 404 for a video that does not exist', async () => {
    const member = await registerMember(t.app)
    expect((await post('/v2/api/video/like?id=987654', member.auth)).json().error.code).toBe(
      'VIDEO_NOT_FOUND',
    )
    expect((await post('/v2/api/video/view?id=987654', member.auth)).statusCode).toBe(404)
  })
})

describe('link previews of videos', () => {
  it("puts a video's title and picture into the shared page's meta tags", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="x" /><title>Klass</title></head><body></body></html>',
    )
    const site = await createTestApp({ demo: true, config: { webDistDir: dist } })
    try {
      const [video] = (await site.app.inject({ method: 'GET', url: '/v2/api/video?page=1' })).json().items
      const html = (await site.app.inject({ method: 'GET', url: `/video-page/detail/${video.id}` })).body
      expect(html).toContain('<meta property="og:type" content="video.other" />')
      expect(html).toContain(`| วิดีโอ Klass" />`)
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/uploads\/[^"]+" \/>/)
    } finally {
      await site.close()
      await rm(dist, { recursive: true, force: true })
    }
  })
})
