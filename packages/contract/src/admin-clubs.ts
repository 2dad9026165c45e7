import { z } from 'zod'
import { defineCalls } from './call'
import {
  CLUB_NAME_MAX,
  CLUB_STORY_MAX,
  CLUB_SUMMARY_MAX,
  CLUB_TAGLINE_MAX,
  clubColours,
  clubTypes,
} from './clubs'
import { dataOf } from './envelope'
import { club } from './posts'
import { requiredText as text } from './fields'

/**
 * The clubs in the back office (issue 21): editors (and admins) write each club's name and texts, choose its
 * colour and order, and open or close it to members' new posts. The five clubs are fixed (decision 045);
 * every change is written to the audit log.
 */
export const adminClubPaths = {
  list: '/v2/api/admin/clubs',
  update: '/v2/api/admin/clubs/update',
  reorder: '/v2/api/admin/clubs/reorder',
} as const

export const adminClub = club.extend({
  /** Order in lists of clubs, from 1. */
  position: z.number().int(),
  updated_at: z.string(),
})
export type AdminClub = z.infer<typeof adminClub>

export const clubUpdateBody = z.object({
  type: z.enum(clubTypes, { error: 'ไม่พบคลับนี้' }),
  name: text('ชื่อคลับ', CLUB_NAME_MAX).optional(),
  tagline: text('คำโปรย', CLUB_TAGLINE_MAX).optional(),
  story: text('เรื่องราวของคลับ', CLUB_STORY_MAX).optional(),
  summary: text('คำอธิบายสั้นบนการ์ด', CLUB_SUMMARY_MAX).optional(),
  colour: z.enum(clubColours, { error: 'กรุณาเลือกสีการ์ด' }).optional(),
  open_for_posts: z.boolean().optional(),
})
export type ClubUpdateBody = z.infer<typeof clubUpdateBody>

/** Every club once, in the new order. */
export const clubReorderBody = z.object({
  types: z
    .array(z.enum(clubTypes))
    .refine((types) => types.length === clubTypes.length && new Set(types).size === clubTypes.length, {
      error: 'กรุณาเรียงคลับให้ครบทุกคลับ คลับละครั้ง',
    }),
})

const editors = ['editor'] as const

export const adminClubCalls = defineCalls('adminClubs', {
  list: {
    method: 'GET',
    path: adminClubPaths.list,
    access: 'staff',
    roles: editors,
    summary: 'คลับทั้งห้าตามลำดับ พร้อมชื่อ ข้อความ สี และการเปิดรับโพสต์ใหม่',
    reply: dataOf(z.array(adminClub)),
  },
  update: {
    method: 'POST',
    path: adminClubPaths.update,
    access: 'staff',
    roles: editors,
    summary: 'แก้ชื่อ ข้อความ สี หรือเปิดปิดการรับโพสต์ใหม่ของคลับ (บันทึกในประวัติการแก้ไข)',
    body: clubUpdateBody,
    reply: dataOf(adminClub),
  },
  reorder: {
    method: 'POST',
    path: adminClubPaths.reorder,
    access: 'staff',
    roles: editors,
    summary: 'จัดลำดับคลับใหม่ (บันทึกในประวัติการแก้ไข)',
    body: clubReorderBody,
    reply: dataOf(z.array(adminClub)),
  },
})
