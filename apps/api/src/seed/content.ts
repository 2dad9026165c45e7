import { eq, sql } from 'drizzle-orm'
import { bannerSvg, coverSvg, palettes, portraitSvg, thumbnailSvg, type Motif } from '@klass/db/demo/covers'
import { demoArticles, demoGuide, demoMemberPosts } from '@klass/db/demo/posts'
import { demoSuperheroes } from '@klass/db/demo/superhero'
import { demoBanners, demoVideos } from '@klass/db/demo/video'
import { homeBanners } from '@klass/db/schema/home'
import { postAnswers, postLikes, posts } from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import { videoLikes, videos } from '@klass/db/schema/video'
import { derivePostFields } from '../lib/post-content'
import type { FileStorage } from '../lib/storage'
import { slugify } from '../lib/thai-text'
import { DAY_MS } from '../lib/time'
import type { Executor } from '@klass/db/client'

const daysBefore = (now: Date, days: number, minutes = 0) =>
  new Date(now.getTime() - days * DAY_MS + minutes * 60_000)

type Content = { title: string; description: string; content: string; tags: string[] }

/**
 * Loads the content of issue 4 into an empty database: super heroes and their talks, the Klass team's articles
 * with their questions, the usage guide, members' posts, videos and home banners, with their illustrations
 * written to public storage. `members` maps the demo members' e-mails to their ids.
 */
export async function loadDemoPostsAndMedia(
  tx: Executor,
  options: { storage: FileStorage; now: Date; members: Map<string, string> },
) {
  const { storage, now, members } = options
  const putSvg = async (key: string, svg: string) => {
    await storage.put(key, Buffer.from(svg, 'utf8'))
    return key
  }
  const cover = (key: string, palette: keyof typeof palettes, motifs: Motif[], seed: number, label: string) =>
    putSvg(`public/demo/covers/${key}.svg`, coverSvg({ palette: palettes[palette], motifs, seed, label }))
  const insertPost = async (
    values: Content & { type: string; coverImage: string; publishedDaysAgo: number; reads?: number },
    extra: Partial<typeof posts.$inferInsert> = {},
  ) => {
    const at = daysBefore(now, values.publishedDaysAgo)
    const [row] = await tx
      .insert(posts)
      .values({
        ...derivePostFields(values),
        type: values.type,
        status: 'published',
        coverImage: values.coverImage,
        readCount: values.reads ?? 0,
        createdAt: at,
        updatedAt: at,
        publishedAt: at,
        ...extra,
      })
      .returning({ id: posts.id })
    return row!.id
  }

  const articleIds = new Map<string, number>()
  for (const [index, article] of demoArticles.entries()) {
    const id = await insertPost(
      {
        ...article,
        coverImage: await cover(article.key, article.type, article.motifs, index, article.title),
        publishedDaysAgo: article.daysAgo,
      },
      {
        questionPrompt: article.question.prompt,
        questionChoices: article.question.choices,
        questionAnswer: article.question.answer,
        questionExplanation: article.question.explanation,
      },
    )
    articleIds.set(article.key, id)
  }

  await insertPost({
    ...demoGuide,
    type: 'guide',
    coverImage: await cover(demoGuide.key, 'guide', demoGuide.motifs, 99, demoGuide.title),
    publishedDaysAgo: demoGuide.daysAgo,
  })

  for (const [index, hero] of demoSuperheroes.entries()) {
    const avatar = await putSvg(
      `public/demo/superheroes/${hero.key}.svg`,
      portraitSvg({ ...hero.portrait, label: `${hero.nickname} ${hero.name}` }),
    )
    const [row] = await tx
      .insert(superheroes)
      .values({
        year: hero.year,
        name: hero.name,
        nickname: hero.nickname,
        age: hero.age,
        affiliation: hero.affiliation,
        title: hero.title,
        quote: hero.quote,
        avatar,
        story: hero.story,
        achievements: hero.achievements,
        position: index,
        createdAt: daysBefore(now, Math.max(...hero.talks.map((t) => t.daysAgo))),
      })
      .returning({ id: superheroes.id })
    for (const [talkIndex, talk] of hero.talks.entries()) {
      await insertPost(
        {
          title: talk.title,
          description: talk.description,
          tags: talk.tags,
          content: talk.paragraphs.map((text) => `<p>${text}</p>`).join(''),
          type: 'superhero-talk',
          coverImage: await cover(
            talk.key,
            'superhero-talk',
            talk.motifs,
            50 + index * 3 + talkIndex,
            talk.title,
          ),
          publishedDaysAgo: talk.daysAgo,
          reads: talk.reads,
        },
        { heroId: row!.id },
      )
    }
  }

  for (const memberPost of demoMemberPosts) {
    const authorId = members.get(memberPost.author)
    if (!authorId) continue
    const at = daysBefore(now, memberPost.daysAgo)
    const published = memberPost.status === 'published'
    await tx.insert(posts).values({
      ...derivePostFields(memberPost),
      type: memberPost.type,
      status: memberPost.status,
      authorId,
      readCount: published ? 40 + memberPost.title.length : 0,
      createdAt: at,
      updatedAt: at,
      publishedAt: published ? at : null,
    })
  }

  // The demo members like a few articles; the counters equal the like rows.
  const likes: [string, string[]][] = [
    ['demo@klass.test', ['save-20-baht-a-day', 'sms-link-scam', 'fifty-two-week-challenge', 'mule-account']],
    ['skill@klass.test', ['save-20-baht-a-day', 'break-even', 'sms-link-scam', 'compound-interest']],
  ]
  for (const [email, keys] of likes) {
    const userId = members.get(email)
    if (!userId) continue
    for (const key of keys) {
      const postId = articleIds.get(key)
      if (!postId) continue
      await tx.insert(postLikes).values({ postId, userId, createdAt: daysBefore(now, 1) })
      await tx
        .update(posts)
        .set({ likeCount: sql`${posts.likeCount} + 1` })
        .where(eq(posts.id, postId))
    }
  }

  // demo@klass.test's koin history already holds this article's answer (see demo/members.ts).
  const answered = articleIds.get('save-20-baht-a-day')
  const demoMember = members.get('demo@klass.test')
  if (answered && demoMember) {
    await tx.insert(postAnswers).values({
      postId: answered,
      userId: demoMember,
      choice: 1,
      correct: true,
      koin: 12_50,
      createdAt: daysBefore(now, 14),
    })
  }

  const videoIds: number[] = []
  for (const [index, video] of demoVideos.entries()) {
    const thumbnail = await putSvg(
      `public/demo/videos/${video.key}.svg`,
      thumbnailSvg({
        palette: Object.values(palettes)[index % 7]!,
        motif: video.motif,
        seed: index,
        label: video.title,
      }),
    )
    const [row] = await tx
      .insert(videos)
      .values({
        title: video.title,
        slug: slugify(video.title),
        description: video.description,
        host: 'youtube',
        hostVideoId: video.youtubeId,
        durationSeconds: video.durationSeconds,
        thumbnail,
        tags: video.tags,
        publishedAt: daysBefore(now, video.daysAgo),
        viewCount: video.views,
      })
      .returning({ id: videos.id })
    videoIds.push(row!.id)
  }
  const skillMember = members.get('skill@klass.test')
  if (skillMember && videoIds[0]) {
    await tx.insert(videoLikes).values({ videoId: videoIds[0], userId: skillMember })
    await tx
      .update(videos)
      .set({ likeCount: sql`${videos.likeCount} + 1` })
      .where(eq(videos.id, videoIds[0]))
  }

  for (const [index, banner] of demoBanners.entries()) {
    const image = await putSvg(
      `public/demo/banners/${banner.key}.svg`,
      bannerSvg({
        palette: palettes[banner.palette],
        motifs: banner.motifs,
        seed: 10 + index,
        label: banner.title,
      }),
    )
    await tx.insert(homeBanners).values({
      title: banner.title,
      subtitle: banner.subtitle,
      image,
      link: banner.link,
      position: index,
    })
  }

  return {
    articles: demoArticles.length,
    superheroes: demoSuperheroes.length,
    talks: demoSuperheroes.reduce((n, hero) => n + hero.talks.length, 0),
    videos: demoVideos.length,
  }
}
