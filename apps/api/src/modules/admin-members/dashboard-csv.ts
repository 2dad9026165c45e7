import type { Dashboard } from '@klass/contract/admin-members'

/** Excel opens a CSV as UTF-8 (and shows Thai) only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF'

/** One CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ cannot become a formula. */
function field(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BYTE_ORDER_MARK + [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}

export const daysHeader = [
  'วันที่',
  'สมาชิกใหม่',
  'สมาชิกที่ใช้งาน',
  'ทำแบบทดสอบ (ครั้ง)',
  'เล่นเกม (ครั้ง)',
  'koin ที่แจก',
  'koin ที่ใช้',
] as const

/** The dashboard's daily figures, one row a day. */
export function daysCsv(dashboard: Dashboard): string {
  return toCsv(
    daysHeader,
    dashboard.days.map((day) => [
      day.date,
      day.new_members,
      day.active_members,
      day.quiz_completions,
      day.game_completions,
      day.koins_issued,
      day.koins_spent,
    ]),
  )
}

/** The dashboard's figures as of now and the period's totals, one row a figure. */
export function summaryCsv(dashboard: Dashboard): string {
  const { period } = dashboard
  const span = `${dashboard.from} ถึง ${dashboard.to}`
  return toCsv(
    ['ตัวเลข', 'จำนวน'],
    [
      ['สมาชิกทั้งหมด', dashboard.members_total],
      ['สมาชิกใหม่ 7 วันล่าสุด', dashboard.members_new_this_week],
      ['สมาชิกที่ใช้งานวันนี้', dashboard.active_today],
      ['สมาชิกที่ใช้งาน 7 วันล่าสุด', dashboard.active_7_days],
      ['สมาชิกที่ใช้งาน 30 วันล่าสุด', dashboard.active_30_days],
      ['ของรางวัลรอจัดส่ง', dashboard.gifts_awaiting_shipment],
      [`สมาชิกใหม่ (${span})`, period.new_members],
      [`สมาชิกที่ใช้งาน (${span})`, period.active_members],
      [`ทำแบบทดสอบ (${span})`, period.quiz_completions],
      [`เล่นเกม (${span})`, period.game_completions],
      [`koin ที่แจก (${span})`, period.koins_issued],
      [`koin ที่ใช้ (${span})`, period.koins_spent],
    ],
  )
}
