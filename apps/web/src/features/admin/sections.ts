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
]
