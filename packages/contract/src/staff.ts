/**
 * The back office's staff roles (issue 21). A member's `roles` hold them beside `member`; admin may do
 * everything and manages staff, the others each look after one part of the product.
 */
export const staffRoles = ['admin', 'editor', 'campaign', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

/** What each role is called in the back office, and what it looks after. */
export const staffRoleLabels: Record<StaffRole, { name: string; duties: string }> = {
  admin: { name: 'ผู้ดูแลระบบ', duties: 'ทุกส่วน และจัดการทีมงาน' },
  editor: { name: 'บรรณาธิการ', duties: 'เนื้อหา บทเรียน และการตรวจโพสต์' },
  campaign: { name: 'ผู้จัดการแคมเปญ', duties: 'ภารกิจ Krazy Day รางวัลใหญ่ ของรางวัล และกิจกรรม' },
  support: { name: 'ฝ่ายดูแลสมาชิก', duties: 'สมาชิก คำสั่งแลกของ และการจัดส่ง' },
}

/** Whether a member holding `held` may use a part of the back office open to `allowed` (admin always may). */
export function staffMay(held: readonly string[], allowed: readonly StaffRole[]): boolean {
  return held.includes('admin') || allowed.some((role) => held.includes(role))
}

/** The staff roles among a member's roles. */
export function staffRolesOf(held: readonly string[]): StaffRole[] {
  return staffRoles.filter((role) => held.includes(role))
}
