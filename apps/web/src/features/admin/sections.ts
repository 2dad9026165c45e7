import type { StaffRole } from '@klass/contract/staff'
import type { ComponentType } from 'react'

/**
 * One part of the back office (issue 21): its address under /admin, its name in the menu, the staff roles
 * that see it (admin sees every part), and its page, loaded only when opened.
 */
export type AdminSection = {
  /** Under /admin, without slashes: `members` is /admin/members (and /admin/members/*). */
  path: string
  label: string
  roles: readonly StaffRole[]
  module: () => Promise<{ default: ComponentType }>
}

/** Every part of the back office, in menu order. */
export const adminSections: readonly AdminSection[] = [
  {
    path: 'dashboard',
    label: 'ภาพรวม',
    roles: ['editor', 'campaign', 'support'],
    module: () => import('../admin-members/routes/dashboard'),
  },
  {
    path: 'members',
    label: 'สมาชิก',
    roles: ['support'],
    module: () => import('../admin-members/routes/members'),
  },
  {
    path: 'moderation',
    label: 'ตรวจโพสต์',
    roles: ['editor'],
    module: () => import('../admin-content/routes/moderation'),
  },
  {
    path: 'articles',
    label: 'บทความ',
    roles: ['editor'],
    module: () => import('../admin-content/routes/articles'),
  },
  {
    path: 'clubs',
    label: 'คลับ',
    roles: ['editor'],
    module: () => import('../admin-content/routes/clubs'),
  },
  {
    path: 'superheroes',
    label: 'ซูเปอร์ฮีโร่',
    roles: ['editor'],
    module: () => import('../admin-content/routes/superheroes'),
  },
  {
    path: 'videos',
    label: 'วิดีโอ',
    roles: ['editor'],
    module: () => import('../admin-content/routes/videos'),
  },
  {
    path: 'policies',
    label: 'นโยบาย',
    roles: ['editor'],
    module: () => import('../admin-content/routes/policies'),
  },
  {
    path: 'quiz-questions',
    label: 'คำถามควิซ',
    roles: ['editor'],
    module: () => import('../admin-learning/routes/quiz-questions'),
  },
  {
    path: 'game-content',
    label: 'เนื้อหาเกม',
    roles: ['editor'],
    module: () => import('../admin-learning/routes/game-content'),
  },
  {
    path: 'krazy-days',
    label: 'Krazy Day',
    roles: ['campaign'],
    module: () => import('../admin-campaign/routes/krazy-days'),
  },
  {
    path: 'big-prize',
    label: 'จับรางวัลใหญ่ (Big Prize)',
    roles: ['campaign'],
    module: () => import('../admin-campaign/routes/big-prize'),
  },
  {
    path: 'campaign-events',
    label: 'กิจกรรมและเช็กอิน',
    roles: ['campaign'],
    module: () => import('../admin-campaign/routes/events'),
  },
  {
    path: 'missions',
    label: 'ภารกิจและเลเวล',
    roles: ['campaign'],
    module: () => import('../admin-campaign/routes/missions'),
  },
  {
    path: 'store-items',
    label: 'ของรางวัลในร้านค้า',
    roles: ['campaign'],
    module: () => import('../admin-store/routes/store-items'),
  },
  {
    path: 'store-orders',
    label: 'คำสั่งแลกและการจัดส่ง',
    roles: ['support'],
    module: () => import('../admin-store/routes/store-orders'),
  },
  {
    path: 'bank-rates',
    label: 'อัตราดอกเบี้ย (ฝึกออม)',
    roles: [],
    module: () => import('../admin-bank/routes/rate-tables'),
  },
  {
    path: 'bank-funds',
    label: 'กองทุน (ฝึกลงทุน)',
    roles: [],
    module: () => import('../admin-bank/routes/funds'),
  },
  { path: 'robo-news', label: 'ข่าวโรโบ', roles: [], module: () => import('../admin-bank/routes/robo-news') },
  { path: 'staff', label: 'ทีมงาน', roles: [], module: () => import('./routes/staff-page') },
  { path: 'audit', label: 'บันทึกการเปลี่ยนแปลง', roles: [], module: () => import('./routes/audit-page') },
]
