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
    path: 'krazy-days',
    label: 'Krazy Day',
    roles: ['campaign'],
    module: () => import('../admin-campaign/routes/krazy-days'),
  },
  {
    path: 'big-prize',
    label: 'จับรางวัล Big Prize',
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
]
