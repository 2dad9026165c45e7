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
]
