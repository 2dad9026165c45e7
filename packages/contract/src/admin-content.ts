import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam, queryText } from './envelope'
import { policyDocument, policyTypes } from './policy'
import {
  idParam,
  idQuery,
  POST_CONTENT_MAX,
  POST_DESCRIPTION_MAX,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
  postStatuses,
  uploadedImagePath,
} from './posts'
import { articleStatuses, articleTypes } from './admin-content-constants'
export * from './admin-content-constants'

/**
 * The back office's content (issue 21): Klass's own articles, the super heroes, the videos and the versions
 * of the policies. Calls of editors (and admins) whose session passed the one-time code; every change is
 * written to the audit log.
 */
export const adminContentPaths = {
  articles: '/v2/api/admin/content/articles',
  article: '/v2/api/admin/content/article',
  articleCreate: '/v2/api/admin/content/article/create',
  articleUpdate: '/v2/api/admin/content/article/update',
  articlePublish: '/v2/api/admin/content/article/publish',
  articleUnpublish: '/v2/api/admin/content/article/unpublish',
  superheroes: '/v2/api/admin/content/superheroes',
  superheroCreate: '/v2/api/admin/content/superhero/create',
  superheroUpdate: '/v2/api/admin/content/superhero/update',
  videos: '/v2/api/admin/content/videos',
  videoCreate: '/v2/api/admin/content/video/create',
  videoUpdate: '/v2/api/admin/content/video/update',
  policies: '/v2/api/admin/content/policies',
  policyCreate: '/v2/api/admin/content/policy/create',
} as const

export const ADMIN_CONTENT_PAGE_LIMIT = 20

const pageQuery = { page: pageParam, limit: limitParam(ADMIN_CONTENT_PAGE_LIMIT) }

export const articleListQuery = z.object({
  status: z.enum(articleStatuses).optional(),
  type: z.enum(articleTypes).optional(),
  q: queryText(100).optional(),
  ...pageQuery,
})
export type ArticleListQuery = z.infer<typeof articleListQuery>

export const adminArticleRow = z.object({
  id: z.number().int(),
  type: z.enum(articleTypes),
  status: z.enum(postStatuses),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  read_count: z.number().int(),
  like_count: z.number().int(),
  path: z.string(),
})
export type AdminArticleRow = z.infer<typeof adminArticleRow>

export const articleQuestion = z
  .object({
    prompt: z.string().trim().min(1, { error: 'กรุณาเขียนคำถาม' }).max(300),
    choices: z
      .array(z.string().trim().min(1, { error: 'กรุณาเขียนตัวเลือกให้ครบ' }).max(200))
      .min(2, { error: 'คำถามต้องมีอย่างน้อย 2 ตัวเลือก' })
      .max(4, { error: 'คำถามมีได้ไม่เกิน 4 ตัวเลือก' }),
    /** The right choice, counted from 0. */
    answer: z.number().int().min(0),
    explanation: z.string().trim().min(1, { error: 'กรุณาอธิบายคำตอบที่ถูก' }).max(1000),
  })
  .refine((question) => question.answer < question.choices.length, {
    error: 'กรุณาเลือกคำตอบที่ถูกจากตัวเลือกที่มี',
    path: ['answer'],
  })
export type ArticleQuestion = z.infer<typeof articleQuestion>

export const adminArticle = adminArticleRow.extend({
  content: z.string(),
  cover_image: z.string().nullable(),
  question: articleQuestion.nullable(),
})
export type AdminArticle = z.infer<typeof adminArticle>

const tag = z
  .string()
  .trim()
  .transform((value) => value.replace(/^#+/, '').replace(/\s+/g, ' ').toLowerCase())
  .pipe(z.string().min(1).max(30))

const articleFields = {
  type: z.enum(articleTypes, { error: 'กรุณาเลือกหมวดของบทความ' }),
  title: z.string().trim().min(1, { error: 'กรุณาตั้งชื่อเรื่อง' }).max(POST_TITLE_MAX),
  description: z.string().trim().max(POST_DESCRIPTION_MAX).optional(),
  content: z.string().max(POST_CONTENT_MAX).default(''),
  cover_image: uploadedImagePath.nullable().optional(),
  tags: z
    .array(tag)
    .max(POST_TAGS_MAX, { error: `ใส่แท็กได้ไม่เกิน ${POST_TAGS_MAX} แท็ก` })
    .default([]),
  /** The question at the end (answering it right earns koins); null for none. */
  question: articleQuestion.nullable().optional(),
}

export const articleCreateBody = z.object(articleFields)
export type ArticleCreateBody = z.infer<typeof articleCreateBody>
export const articleUpdateBody = z.object({
  id: idParam,
  type: articleFields.type.optional(),
  title: articleFields.title.optional(),
  description: articleFields.description,
  content: z.string().max(POST_CONTENT_MAX).optional(),
  cover_image: articleFields.cover_image,
  tags: z.array(tag).max(POST_TAGS_MAX).optional(),
  question: articleFields.question,
})
export type ArticleUpdateBody = z.infer<typeof articleUpdateBody>
export const articleIdBody = z.object({ id: idParam })

const text = (max: number, empty: string) => z.string().trim().min(1, { error: empty }).max(max)
const lines = (max: number) => z.array(z.string().trim().min(1).max(max)).max(20)

export const superheroFields = z.object({
  year: z.coerce
    .number({ error: 'กรุณาใส่ปีเป็นตัวเลข' })
    .int()
    .min(2000, { error: 'ปีต้องอยู่ระหว่าง 2000 ถึง 2100' })
    .max(2100, { error: 'ปีต้องอยู่ระหว่าง 2000 ถึง 2100' }),
  name: text(100, 'กรุณาใส่ชื่อ'),
  nickname: text(50, 'กรุณาใส่ชื่อเล่น'),
  age: z.coerce
    .number({ error: 'กรุณาใส่อายุเป็นตัวเลข' })
    .int()
    .min(10, { error: 'อายุต้องอยู่ระหว่าง 10 ถึง 40 ปี' })
    .max(40, { error: 'อายุต้องอยู่ระหว่าง 10 ถึง 40 ปี' }),
  affiliation: text(150, 'กรุณาใส่โรงเรียนหรือที่ทำงาน'),
  title: text(150, 'กรุณาใส่ฉายา'),
  quote: text(300, 'กรุณาใส่คำพูดประจำตัว'),
  story: lines(1000),
  achievements: lines(300),
  /** Order within the year: smaller first. */
  position: z.coerce.number().int().min(0).max(1000),
})
export const superheroCreateBody = superheroFields.extend({
  position: superheroFields.shape.position.default(0),
  avatar: uploadedImagePath,
})
export type SuperheroCreateBody = z.infer<typeof superheroCreateBody>
export const superheroUpdateBody = superheroFields
  .partial()
  .extend({ id: idParam, avatar: uploadedImagePath.optional() })
export type SuperheroUpdateBody = z.infer<typeof superheroUpdateBody>

export const adminSuperhero = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  age: z.number().int(),
  affiliation: z.string(),
  title: z.string(),
  quote: z.string(),
  avatar: z.string(),
  story: z.array(z.string()),
  achievements: z.array(z.string()),
  position: z.number().int(),
})
export type AdminSuperhero = z.infer<typeof adminSuperhero>
export const superheroListQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  q: queryText(100).optional(),
  ...pageQuery,
})

/** A YouTube video's id (11 characters), or its address, from which the id is read. */
export const youtubeVideoId = z
  .string()
  .trim()
  .transform((value) => {
    const match = value.match(/(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})/)
    return match ? match[1]! : value
  })
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{11}$/, { error: 'กรุณาใส่ลิงก์หรือรหัสวิดีโอ YouTube ให้ถูกต้อง' }))

export const videoFields = z.object({
  title: text(150, 'กรุณาตั้งชื่อวิดีโอ'),
  description: text(2000, 'กรุณาเขียนคำอธิบายวิดีโอ'),
  host_video_id: youtubeVideoId,
  duration_seconds: z.coerce
    .number({ error: 'กรุณาใส่ความยาวเป็นวินาที' })
    .int()
    .min(1, { error: 'ความยาวต้องมากกว่า 0 วินาที' })
    .max(6 * 3600, { error: 'วิดีโอยาวได้ไม่เกิน 6 ชั่วโมง' }),
  tags: z.array(tag).max(POST_TAGS_MAX),
  /** When it appears on the video page (newest first); an ISO time, now when left out on create. */
  published_at: z.iso.datetime({ offset: true, error: 'กรุณาใส่วันเวลาที่เผยแพร่ให้ถูกต้อง' }).optional(),
})
export const videoCreateBody = videoFields.extend({
  tags: videoFields.shape.tags.default([]),
  thumbnail: uploadedImagePath,
})
export type VideoCreateBody = z.infer<typeof videoCreateBody>
export const videoUpdateBody = videoFields
  .partial()
  .extend({ id: idParam, thumbnail: uploadedImagePath.optional() })
export type VideoUpdateBody = z.infer<typeof videoUpdateBody>

export const adminVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  host_video_id: z.string(),
  duration_seconds: z.number().int(),
  thumbnail: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int(),
})
export type AdminVideo = z.infer<typeof adminVideo>
export const videoListQuery = z.object({ q: queryText(100).optional(), ...pageQuery })

export const policyListQuery = z.object({ type: z.enum(policyTypes), ...pageQuery })
/** A version of a policy, with who wrote it (null for the first text, which came with Klass). */
export const adminPolicyVersion = policyDocument.extend({
  in_force: z.boolean(),
  written_by: z.string().nullable(),
})
export type AdminPolicyVersion = z.infer<typeof adminPolicyVersion>
export const policySection = z.object({
  heading: text(200, 'กรุณาใส่หัวข้อ'),
  body: z
    .array(z.string().trim().min(1, { error: 'ย่อหน้าว่างไม่ได้' }).max(5000))
    .min(1, { error: 'แต่ละหัวข้อต้องมีอย่างน้อย 1 ย่อหน้า' })
    .max(30),
})
export const policyCreateBody = z.object({
  type: z.enum(policyTypes, { error: 'กรุณาเลือกนโยบาย' }),
  title: text(200, 'กรุณาใส่ชื่อนโยบาย'),
  summary: text(3000, 'กรุณาเขียนสรุป'),
  sections: z.array(policySection).min(1, { error: 'กรุณาเขียนอย่างน้อย 1 หัวข้อ' }).max(40),
})
export type PolicyCreateBody = z.infer<typeof policyCreateBody>

const editors = ['editor'] as const

export const adminContentCalls = defineCalls('adminContent', {
  articles: {
    method: 'GET',
    path: adminContentPaths.articles,
    access: 'staff',
    roles: editors,
    summary: 'บทความของทีม Klass: กรองตามสถานะและหมวด ค้นหาด้วยคำในชื่อหรือเนื้อหา แก้ไขล่าสุดก่อน',
    query: articleListQuery,
    reply: pageOf(adminArticleRow),
  },
  article: {
    method: 'GET',
    path: adminContentPaths.article,
    access: 'staff',
    roles: editors,
    summary: 'บทความของทีม Klass หนึ่งเรื่องสำหรับแก้ไข',
    query: idQuery,
    reply: dataOf(adminArticle),
    errors: ['POST_NOT_FOUND', 'ARTICLE_NOT_KLASS'],
  },
  articleCreate: {
    method: 'POST',
    path: adminContentPaths.articleCreate,
    access: 'staff',
    roles: editors,
    summary: 'เขียนบทความใหม่ของทีม Klass (เก็บเป็นฉบับร่างจนกว่าจะเผยแพร่)',
    body: articleCreateBody,
    reply: dataOf(adminArticle),
    status: 201,
    errors: ['CONTENT_IMAGE_UNKNOWN'],
  },
  articleUpdate: {
    method: 'POST',
    path: adminContentPaths.articleUpdate,
    access: 'staff',
    roles: editors,
    summary: 'แก้ไขบทความของทีม Klass',
    body: articleUpdateBody,
    reply: dataOf(adminArticle),
    errors: ['POST_NOT_FOUND', 'ARTICLE_NOT_KLASS', 'POST_CONTENT_EMPTY', 'CONTENT_IMAGE_UNKNOWN'],
  },
  articlePublish: {
    method: 'POST',
    path: adminContentPaths.articlePublish,
    access: 'staff',
    roles: editors,
    summary: 'เผยแพร่บทความของทีม Klass',
    body: articleIdBody,
    reply: dataOf(adminArticle),
    errors: ['POST_NOT_FOUND', 'ARTICLE_NOT_KLASS', 'POST_CONTENT_EMPTY', 'ARTICLE_ALREADY_PUBLISHED'],
  },
  articleUnpublish: {
    method: 'POST',
    path: adminContentPaths.articleUnpublish,
    access: 'staff',
    roles: editors,
    summary: 'ถอนบทความของทีม Klass ออกจากการเผยแพร่',
    body: articleIdBody,
    reply: dataOf(adminArticle),
    errors: ['POST_NOT_FOUND', 'ARTICLE_NOT_KLASS', 'ARTICLE_NOT_PUBLISHED'],
  },
  superheroes: {
    method: 'GET',
    path: adminContentPaths.superheroes,
    access: 'staff',
    roles: editors,
    summary: 'Super Hero ทุกปี ปีล่าสุดก่อน ตามลำดับที่จัดไว้',
    query: superheroListQuery,
    reply: pageOf(adminSuperhero),
  },
  superheroCreate: {
    method: 'POST',
    path: adminContentPaths.superheroCreate,
    access: 'staff',
    roles: editors,
    summary: 'เพิ่ม Super Hero',
    body: superheroCreateBody,
    reply: dataOf(adminSuperhero),
    status: 201,
    errors: ['CONTENT_IMAGE_UNKNOWN'],
  },
  superheroUpdate: {
    method: 'POST',
    path: adminContentPaths.superheroUpdate,
    access: 'staff',
    roles: editors,
    summary: 'แก้ไขข้อมูล รูป และลำดับของ Super Hero',
    body: superheroUpdateBody,
    reply: dataOf(adminSuperhero),
    errors: ['SUPERHERO_NOT_FOUND', 'CONTENT_IMAGE_UNKNOWN'],
  },
  videos: {
    method: 'GET',
    path: adminContentPaths.videos,
    access: 'staff',
    roles: editors,
    summary: 'วิดีโอทั้งหมด เผยแพร่ล่าสุดก่อน ค้นหาด้วยคำในชื่อได้',
    query: videoListQuery,
    reply: pageOf(adminVideo),
  },
  videoCreate: {
    method: 'POST',
    path: adminContentPaths.videoCreate,
    access: 'staff',
    roles: editors,
    summary: 'เพิ่มวิดีโอ YouTube',
    body: videoCreateBody,
    reply: dataOf(adminVideo),
    status: 201,
    errors: ['CONTENT_IMAGE_UNKNOWN'],
  },
  videoUpdate: {
    method: 'POST',
    path: adminContentPaths.videoUpdate,
    access: 'staff',
    roles: editors,
    summary: 'แก้ไขวิดีโอ',
    body: videoUpdateBody,
    reply: dataOf(adminVideo),
    errors: ['VIDEO_NOT_FOUND', 'CONTENT_IMAGE_UNKNOWN'],
  },
  policies: {
    method: 'GET',
    path: adminContentPaths.policies,
    access: 'staff',
    roles: editors,
    summary: 'ทุกฉบับของนโยบายหนึ่งประเภท ฉบับใหม่สุด (ที่ใช้อยู่) ก่อน ฉบับเก่ายังอ่านได้',
    query: policyListQuery,
    reply: pageOf(adminPolicyVersion),
  },
  policyCreate: {
    method: 'POST',
    path: adminContentPaths.policyCreate,
    access: 'staff',
    roles: editors,
    summary: 'เขียนนโยบายฉบับใหม่ (มีผลทันที ฉบับเก่ายังเก็บไว้ให้อ่าน)',
    body: policyCreateBody,
    reply: dataOf(adminPolicyVersion),
    status: 201,
  },
})
