import type { AccountStatus } from '@klass/contract/bank'

export const accountStatusLabels: Record<AccountStatus, string> = {
  open: 'เปิดอยู่',
  closed: 'ปิดแล้ว',
  matured: 'ครบกำหนดแล้ว',
}
