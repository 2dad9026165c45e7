import { z } from 'zod'
import { defineCalls } from './call'
import { clubColours, clubTypes } from './clubs'
import { dataOf, limitParam, pageOf, pageParam, queryText } from './envelope'
import { koinString } from './money'
import {
  MODERATION_REASON_MAX,
  POST_CONTENT_MAX,
  POST_DESCRIPTION_MAX,
  POST_LIST_LIMIT,
  POST_REPORT_DETAIL_MAX,
  POST_REPORT_THRESHOLD,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
  SUMMARY_MAX_LENGTH,
  SUMMARY_MIN_LENGTH,
  postOrders,
  postReportReasons,
  postStatuses,
  postTypes,
  searchFilters,
} from './posts-constants'
export * from './posts-constants'

/** SPEC 7 Posts, plus the "my posts" list of SPEC 2's profile. */
export const postPaths = {
  section: '/v2/api/post',
  clubs: '/v2/api/post/clubs',
  list: '/v2/api/post/detail',
  search: '/v2/api/post/search',
  show: '/v2/api/post/show',
  get: '/v2/api/post/get',
  answer: '/v2/api/post/answer',
  summarize: '/v2/api/post/summarize',
  like: '/v2/api/post/like',
  unlike: '/v2/api/post/unlike',
  share: '/v2/api/post/share',
  create: '/v2/api/post/create',
  update: '/v2/api/post/update',
  delete: '/v2/api/post/delete',
  publish: '/v2/api/post/publish',
  uploadImage: '/v2/api/richText/uploadImage',
  myPosts: '/v2/api/post/myPosts',
  report: '/v2/api/post/report',
} as const

/** SPEC 2 /post/detail/{id}/{slug}: the page of a post in the web app (the slug may be Thai, so it is encoded). */
export function postPath(id: number, slug: string): string {
  return `/post/detail/${id}/${encodeURIComponent(slug)}`
}

/** A club's name and texts as editors wrote them (the clubs table). */
export const club = z.object({
  type: z.enum(clubTypes),
  name: z.string(),
  tagline: z.string(),
  story: z.string(),
  summary: z.string(),
  colour: z.enum(clubColours),
  /** Whether members may start new posts in it (existing posts stay either way). */
  open_for_posts: z.boolean(),
})
export type Club = z.infer<typeof club>
export const clubsResponse = dataOf(z.array(club))

export const shareChannels = ['facebook', 'line', 'twitter', 'copy', 'other'] as const

/**
 * A whole number sent as a JSON number or as digits (a query string, a form). Not a blanket coercion:
 * that would read `true` as 1 and `[7]` as 7, and act on a post nobody named.
 */
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .pipe(z.number().int())

/** An id in a query string or body: a positive whole number (ids are database sequences). */
export const idParam = wholeNumber.pipe(z.number().positive().max(Number.MAX_SAFE_INTEGER))
export const idQuery = z.object({ id: idParam })

const listLimit = limitParam(POST_LIST_LIMIT)
const keywordParam = queryText(100)

export const postAuthor = z.object({
  /** klass: written by the Klass team; member: a member's post; superhero: a super hero's talk. */
  kind: z.enum(['klass', 'member', 'superhero']),
  /** The member's id, or the super hero's id as text; null for the Klass team. */
  id: z.string().nullable(),
  display_name: z.string(),
  display_image: z.string().nullable(),
})

export const postCard = z.object({
  id: z.number().int(),
  type: z.enum(postTypes),
  status: z.enum(postStatuses),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  cover_image: z.string().nullable(),
  tags: z.array(z.string()),
  author: postAuthor,
  published_at: z.string().nullable(),
  updated_at: z.string(),
  reading_minutes: z.number().int(),
  like_count: z.number().int(),
  read_count: z.number().int(),
  share_count: z.number().int(),
  /** The page's path in the web app: /post/detail/{id}/{slug}. */
  path: z.string(),
  /** Whether the member sending the token likes it; false for visitors. */
  liked: z.boolean(),
})
export type PostCard = z.infer<typeof postCard>
export const postCardPage = pageOf(postCard)

export const postQuestion = z.object({
  prompt: z.string(),
  choices: z.array(z.string()),
  reward_koin: koinString,
})

export const postAnswerResult = z.object({
  choice: z.number().int(),
  correct: z.boolean(),
  correct_choice: z.number().int(),
  explanation: z.string(),
  /** Koins this answer earned ("0.00" when wrong). */
  koin: koinString,
  answered_at: z.string(),
})
export type PostAnswerResult = z.infer<typeof postAnswerResult>

export const postSummary = z.object({
  text: z.string(),
  /** Skill points the first summary earned. */
  skill: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type PostSummary = z.infer<typeof postSummary>

export const postDetail = postCard.extend({
  /** Sanitised HTML: safe to render as it is. */
  content: z.string(),
  /** Articles of the Klass team carry a question and take summaries; members' posts do not. */
  question: postQuestion.nullable(),
  summary_skill: z.number().int().nullable(),
  /** The member's own answer and summary (null for visitors and when not done yet). */
  answer: postAnswerResult.nullable(),
  summary: postSummary.nullable(),
  is_owner: z.boolean(),
  /** The canonical address to share. */
  url: z.string(),
  related: z.array(postCard),
})
export type PostDetail = z.infer<typeof postDetail>
export const postDetailResponse = dataOf(postDetail)

/** The author's own post as the editor needs it (post/get). */
export const editablePost = z.object({
  id: z.number().int(),
  type: z.enum(clubTypes),
  status: z.enum(postStatuses),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  cover_image: z.string().nullable(),
  tags: z.array(z.string()),
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** The editor's reason when the post was rejected or hidden; null otherwise. */
  review_note: z.string().nullable(),
})
export type EditablePost = z.infer<typeof editablePost>
export const editablePostResponse = dataOf(editablePost)

export const postSection = z.object({
  type: z.enum(postTypes),
  name: z.string(),
  tagline: z.string(),
  story: z.string(),
  /** Whether members may start new posts here: a club open for posts (never the guide or the talks). */
  open_for_posts: z.boolean(),
  post_count: z.number().int(),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  /** The most liked posts of the section. */
  featured: z.array(postCard),
  latest: z.array(postCard),
})
export type PostSection = z.infer<typeof postSection>
export const postSectionResponse = dataOf(postSection)
export const postSectionQuery = z.object({ type: z.enum(postTypes) })

export const postListQuery = z.object({
  type: z.enum(postTypes).optional(),
  order: z.enum(postOrders).default('newest'),
  tag: queryText(30).min(1).optional(),
  keyword: keywordParam.optional(),
  page: pageParam,
  limit: listLimit,
})
export type PostListQuery = z.infer<typeof postListQuery>

export const postSearchQuery = z.object({
  type: z.enum(postTypes).optional(),
  filter: z.enum(searchFilters).default('all'),
  keyword: keywordParam.min(1, { error: 'กรุณาพิมพ์คำที่ต้องการค้นหา' }),
  page: pageParam,
  limit: listLimit,
})
export type PostSearchQuery = z.infer<typeof postSearchQuery>

/** A cover image is one the editor uploaded through richText/uploadImage. */
export const uploadedImagePath = z
  .string()
  .regex(/^\/uploads\/posts\/[a-z0-9-]+\.webp$/, { error: 'ใช้รูปที่อัปโหลดผ่าน Klass เท่านั้น' })

const tag = z
  .string()
  .trim()
  .transform((v) => v.replace(/^#+/, '').replace(/\s+/g, ' ').toLowerCase())
  .pipe(z.string().min(1).max(30))

const postFields = {
  type: z.enum(clubTypes),
  title: z.string().trim().min(1, { error: 'กรุณาตั้งชื่อเรื่อง' }).max(POST_TITLE_MAX),
  description: z.string().trim().max(POST_DESCRIPTION_MAX).optional(),
  content: z.string().max(POST_CONTENT_MAX).default(''),
  cover_image: uploadedImagePath.nullable().optional(),
  tags: z.array(tag).max(POST_TAGS_MAX).default([]),
}

export const createPostBody = z.object({
  ...postFields,
  /** Publish at once instead of keeping a draft (a member's post goes to the editors first: pending). */
  publish: z.boolean().default(false),
})
export type CreatePostBody = z.infer<typeof createPostBody>

export const updatePostBody = z.object({
  id: idParam,
  type: postFields.type.optional(),
  title: postFields.title.optional(),
  description: postFields.description,
  content: z.string().max(POST_CONTENT_MAX).optional(),
  cover_image: postFields.cover_image,
  tags: z.array(tag).max(POST_TAGS_MAX).optional(),
})
export type UpdatePostBody = z.infer<typeof updatePostBody>

/** post/delete takes the id in the body or in the query (SPEC 7). */
export const deletePostBody = z.object({ id: idParam.optional() }).nullable().optional()
export const deletePostQuery = z.object({ id: idParam.optional() })

export const answerBody = z.object({
  id: idParam,
  /** The index of the chosen answer, from 0. */
  choice: wholeNumber.pipe(z.number().min(0).max(9)),
})
export const answerResponse = dataOf(
  postAnswerResult.extend({ balance: koinString, post_id: z.number().int() }),
)

export const summarizeBody = z.object({
  id: idParam,
  text: z
    .string()
    .trim()
    .min(SUMMARY_MIN_LENGTH, { error: `สรุปอย่างน้อย ${SUMMARY_MIN_LENGTH} ตัวอักษร` })
    .max(SUMMARY_MAX_LENGTH),
})
export const summarizeResponse = dataOf(
  postSummary.extend({
    post_id: z.number().int(),
    awarded: z.number().int(),
    skill_balance: z.number().int(),
  }),
)

export const likeResponse = dataOf(
  z.object({ id: z.number().int(), liked: z.boolean(), like_count: z.number().int() }),
)

export const shareBody = z.object({ id: idParam, channel: z.enum(shareChannels).default('other') })
export const shareResponse = dataOf(
  z.object({ id: z.number().int(), url: z.string(), share_count: z.number().int() }),
)

export const deleteResponse = dataOf(z.object({ id: z.number().int(), deleted: z.literal(true) }))

export const uploadImageResponse = dataOf(
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
)

export const myPostsQuery = z.object({
  page: pageParam,
  limit: listLimit,
  status: z.enum(postStatuses).optional(),
})

export const reportBody = z.object({
  id: idParam,
  reason: z.enum(postReportReasons, { error: 'กรุณาเลือกเหตุผลที่รายงาน' }),
  detail: z.string().trim().min(1).max(POST_REPORT_DETAIL_MAX).optional(),
})
export const reportResponse = dataOf(z.object({ id: z.number().int(), reported: z.literal(true) }))

export const moderationPaths = {
  queue: '/v2/api/moderation/queue',
  decide: '/v2/api/moderation/decide',
} as const

export const moderationDecisions = ['approve', 'reject', 'hide'] as const

export const queueItem = z.object({
  post: postCard,
  content: z.string(),
  /** Why it is here: a new or edited member post, a post taken down, or a public post with open reports. */
  awaiting: z.enum(['new', 'hidden', 'reported']),
  open_reports: z.number().int(),
  reports: z.array(
    z.object({ reason: z.enum(postReportReasons), detail: z.string().nullable(), created_at: z.string() }),
  ),
  submitted_at: z.string(),
})
export type QueueItem = z.infer<typeof queueItem>
export const queueResponse = pageOf(queueItem)
export const queueQuery = z.object({ page: pageParam, limit: limitParam(20) })

export const decideBody = z
  .object({
    post_id: idParam,
    decision: z.enum(moderationDecisions),
    reason: z.string().trim().max(MODERATION_REASON_MAX).optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason ?? '') !== '', {
    error: 'กรุณาเขียนเหตุผลให้ผู้เขียนอ่าน เมื่อไม่อนุมัติหรือซ่อนโพสต์',
    path: ['reason'],
  })
export const decideResponse = dataOf(
  z.object({ post_id: z.number().int(), status: z.enum(postStatuses), review_note: z.string().nullable() }),
)

/**
 * Reviewing members' posts: back-office calls of editors (and admins) whose session passed the one-time code
 * (issue 21). Every decision is written to the audit log.
 */
export const moderationCalls = defineCalls('moderation', {
  queue: {
    method: 'GET',
    path: moderationPaths.queue,
    access: 'staff',
    roles: ['editor'],
    summary: 'คิวตรวจโพสต์: โพสต์ใหม่ของสมาชิก โพสต์ที่ถูกซ่อน และโพสต์ที่ถูกรายงาน (ทีมงานบรรณาธิการ)',
    query: queueQuery,
    reply: queueResponse,
  },
  decide: {
    method: 'POST',
    path: moderationPaths.decide,
    access: 'staff',
    roles: ['editor'],
    summary: 'อนุมัติ ไม่อนุมัติ (พร้อมเหตุผล) หรือซ่อนโพสต์ (ทีมงานบรรณาธิการ บันทึกในประวัติการแก้ไข)',
    body: decideBody,
    reply: decideResponse,
    errors: ['POST_NOT_FOUND', 'MODERATION_NOT_IN_QUEUE'],
  },
})

export const postCalls = defineCalls('posts', {
  clubs: {
    method: 'GET',
    shared: true,
    path: postPaths.clubs,
    access: 'public',
    summary: 'คลับทั้งหมดตามลำดับ: ชื่อ คำโปรย สีการ์ด และเปิดรับโพสต์ใหม่หรือไม่',
    reply: clubsResponse,
  },
  section: {
    method: 'GET',
    shared: true,
    path: postPaths.section,
    access: 'optional-member',
    summary: 'ข้อมูลคลับหรือหมวดโพสต์: เรื่องราว แท็กยอดนิยม โพสต์เด่นและล่าสุด',
    query: postSectionQuery,
    reply: postSectionResponse,
  },
  list: {
    method: 'GET',
    shared: true,
    path: postPaths.list,
    access: 'optional-member',
    summary: 'รายการโพสต์ที่เผยแพร่ ตามหมวด แท็ก คำค้น เรียงใหม่สุด ถูกใจมากสุด หรืออ่านมากสุด',
    query: postListQuery,
    reply: postCardPage,
  },
  search: {
    method: 'GET',
    shared: true,
    path: postPaths.search,
    access: 'optional-member',
    summary: 'ค้นหาโพสต์ด้วยคำภาษาไทย (พบคำที่อยู่กลางข้อความได้) ในทุกส่วน ชื่อเรื่อง หรือแท็ก',
    query: postSearchQuery,
    reply: postCardPage,
  },
  show: {
    method: 'GET',
    path: postPaths.show,
    access: 'optional-member',
    summary: 'อ่านโพสต์ (นับการอ่าน) พร้อมคำถามท้ายบท คำตอบและสรุปของสมาชิก และโพสต์ที่เกี่ยวข้อง',
    query: idQuery,
    reply: postDetailResponse,
    errors: ['POST_NOT_FOUND'],
  },
  share: {
    method: 'POST',
    path: postPaths.share,
    access: 'optional-member',
    summary: 'บันทึกการแชร์โพสต์ และรับลิงก์หลักของโพสต์สำหรับแชร์',
    body: shareBody,
    reply: shareResponse,
    // A visitor's shares are rate-limited per address.
    errors: ['POST_NOT_FOUND', 'POST_NOT_PUBLISHED', 'RATE_LIMITED'],
  },
  get: {
    method: 'GET',
    path: postPaths.get,
    access: 'member',
    summary: 'โพสต์ของตัวเองสำหรับแก้ไข (โพสต์ของคนอื่นได้ 403)',
    query: idQuery,
    reply: editablePostResponse,
    errors: ['POST_NOT_FOUND', 'POST_NOT_YOURS'],
  },
  myPosts: {
    method: 'GET',
    path: postPaths.myPosts,
    access: 'member',
    summary: 'โพสต์ของฉัน ทั้งฉบับร่างและที่เผยแพร่แล้ว แก้ไขล่าสุดก่อน',
    query: myPostsQuery,
    reply: postCardPage,
  },
  create: {
    method: 'POST',
    path: postPaths.create,
    access: 'member',
    summary: 'เขียนโพสต์ใหม่ (ฉบับร่าง หรือส่งเผยแพร่เมื่อ publish เป็น true: โพสต์ของสมาชิกรอตรวจก่อน)',
    body: createPostBody,
    reply: editablePostResponse,
    status: 201,
    errors: ['POST_CONTENT_EMPTY', 'RATE_LIMITED', 'CLUB_CLOSED'],
  },
  update: {
    method: 'POST',
    path: postPaths.update,
    access: 'member',
    summary: 'แก้ไขโพสต์ของตัวเอง',
    body: updatePostBody,
    reply: editablePostResponse,
    errors: ['POST_CONTENT_EMPTY', 'POST_NOT_YOURS', 'POST_NOT_FOUND', 'CLUB_CLOSED'],
  },
  delete: {
    method: 'POST',
    path: postPaths.delete,
    access: 'member',
    summary: 'ลบโพสต์ของตัวเอง (ส่ง id ใน body หรือ ?id)',
    query: deletePostQuery,
    body: deletePostBody,
    reply: deleteResponse,
    errors: ['POST_NOT_YOURS', 'POST_NOT_FOUND'],
  },
  publish: {
    method: 'POST',
    path: postPaths.publish,
    access: 'member',
    summary: 'ส่งฉบับร่างของตัวเองเผยแพร่ (โพสต์ของสมาชิกรอบรรณาธิการตรวจก่อน: pending)',
    query: idQuery,
    reply: editablePostResponse,
    errors: [
      'POST_CONTENT_EMPTY',
      'POST_NOT_YOURS',
      'POST_NOT_FOUND',
      'POST_ALREADY_PUBLISHED',
      'POST_AWAITING_REVIEW',
      'CLUB_CLOSED',
    ],
  },
  report: {
    method: 'POST',
    path: postPaths.report,
    access: 'member',
    summary: `รายงานโพสต์ที่ไม่เหมาะสม (สมาชิกละครั้งต่อโพสต์ ครบ ${POST_REPORT_THRESHOLD} รายงานโพสต์ของสมาชิกจะถูกซ่อนรอทีมงานตรวจ)`,
    body: reportBody,
    reply: reportResponse,
    errors: ['POST_NOT_FOUND', 'POST_NOT_PUBLISHED', 'POST_REPORT_OWN', 'POST_ALREADY_REPORTED'],
  },
  like: {
    method: 'POST',
    path: postPaths.like,
    access: 'member',
    summary: 'ถูกใจโพสต์',
    query: idQuery,
    reply: likeResponse,
    errors: ['POST_NOT_FOUND', 'POST_NOT_PUBLISHED'],
  },
  unlike: {
    method: 'POST',
    path: postPaths.unlike,
    access: 'member',
    summary: 'เลิกถูกใจโพสต์',
    query: idQuery,
    reply: likeResponse,
    errors: ['POST_NOT_FOUND', 'POST_NOT_PUBLISHED'],
  },
  answer: {
    method: 'POST',
    path: postPaths.answer,
    access: 'member',
    summary: 'ตอบคำถามท้ายบทความ (ตอบได้ครั้งเดียว ตอบถูกได้ koin)',
    body: answerBody,
    reply: answerResponse,
    errors: [
      'POST_CHOICE_INVALID',
      'POST_NOT_FOUND',
      'POST_NOT_PUBLISHED',
      'POST_NOT_AN_ARTICLE',
      'POST_ALREADY_ANSWERED',
    ],
  },
  summarize: {
    method: 'POST',
    path: postPaths.summarize,
    access: 'member',
    summary: 'สรุปสิ่งที่ได้เรียนรู้จากบทความ (ครั้งแรกได้ skill point แก้ไขภายหลังได้)',
    body: summarizeBody,
    reply: summarizeResponse,
    errors: ['POST_NOT_FOUND', 'POST_NOT_PUBLISHED', 'POST_NOT_AN_ARTICLE'],
  },
  uploadImage: {
    method: 'POST',
    path: postPaths.uploadImage,
    access: 'member',
    summary: 'อัปโหลดรูปสำหรับโพสต์ (multipart ฟิลด์ image: JPEG, PNG หรือ WebP ไม่เกิน 5 MB)',
    bodyKind: 'multipart',
    files: ['image'],
    reply: uploadImageResponse,
    errors: ['IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'RATE_LIMITED'],
  },
})
