// The values of posts.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.
import { clubTypes } from './clubs'
import type { ClubType } from './clubs'

/** Every kind of post: the clubs, the usage guide (footer link) and the super heroes' talks. */
export const postTypes = [...clubTypes, 'guide', 'superhero-talk'] as const
export type PostType = (typeof postTypes)[number]

/**
 * What the lists of posts that are not a club are about (the clubs' own texts are the editors', in the clubs
 * table).
 */
export const postSections: Record<
  Exclude<PostType, ClubType>,
  { name: string; tagline: string; story: string }
> = {
  guide: {
    name: 'คู่มือการใช้งาน',
    tagline: 'เริ่มต้นใช้ Klass ให้คุ้มที่สุด',
    story: 'วิธีสมัครสมาชิก สะสม koin และ skill point อ่านบทความ ตอบคำถาม และแลกของรางวัลใน Klass',
  },
  'superhero-talk': {
    name: 'Super Hero Talk',
    tagline: 'เรื่องจริงจากรุ่นพี่ที่จัดการเงินเก่ง',
    story: 'บทสัมภาษณ์และเรื่องเล่าของ Super Hero ของ Klass คนรุ่นใหม่ที่ลงมือออม ลงทุน และสร้างรายได้ด้วยตัวเอง',
  },
}

/** Rewards, in the ledger's units: koins in hundredths, skill points whole. */
export const POST_ANSWER_KOIN = 10_00
export const POST_SUMMARY_SKILL = 5
export const SUMMARY_MIN_LENGTH = 20
export const SUMMARY_MAX_LENGTH = 2_000
export const POST_TITLE_MAX = 150
export const POST_DESCRIPTION_MAX = 300
/** Sanitised HTML of one post; an editor's images are links, not inline data, so this is generous. */
export const POST_CONTENT_MAX = 200_000
export const POST_TAGS_MAX = 5
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const POST_LIST_LIMIT = 12

export const postOrders = ['newest', 'most_liked', 'most_read'] as const
export type PostOrder = (typeof postOrders)[number]
/** Where post/search looks for the keyword. */
export const searchFilters = ['all', 'title', 'tag'] as const
export type SearchFilter = (typeof searchFilters)[number]
/**
 * draft: being written; pending: a member's post waiting for an editor (not public); published: public;
 * rejected: an editor turned it down, with a reason the author reads; hidden: taken down after reports (or by
 * an editor) until an editor reviews it.
 */
export const postStatuses = ['draft', 'pending', 'published', 'rejected', 'hidden'] as const
export type PostStatus = (typeof postStatuses)[number]
/** What the author reads beside their post's status. */
export const postStatusLabels: Record<PostStatus, string> = {
  draft: 'ฉบับร่าง',
  pending: 'รอตรวจ',
  published: 'เผยแพร่แล้ว',
  rejected: 'ไม่ผ่านการตรวจ',
  hidden: 'ซ่อนไว้ระหว่างตรวจสอบ',
}
/** Open reports from this many members take a member's post down until an editor reviews it. */
export const POST_REPORT_THRESHOLD = 3
export const POST_REPORT_DETAIL_MAX = 500
export const MODERATION_REASON_MAX = 500
export const postReportReasons = [
  'spam',
  'inappropriate',
  'misinformation',
  'personal-data',
  'other',
] as const
export type PostReportReason = (typeof postReportReasons)[number]
export const postReportReasonLabels: Record<PostReportReason, string> = {
  spam: 'สแปมหรือโฆษณา',
  inappropriate: 'เนื้อหาไม่เหมาะสม หยาบคาย หรือกลั่นแกล้ง',
  misinformation: 'ข้อมูลเท็จหรือชวนหลงเชื่อเรื่องเงิน',
  'personal-data': 'เปิดเผยข้อมูลส่วนตัวของผู้อื่น',
  other: 'อื่น ๆ',
}
/** The editor role (users.roles) that reviews members' posts. */
export const EDITOR_ROLE = 'editor'
