/**
 * Ledger reasons that give a member back koins they had spent: a cancelled order, a cancelled event seat. They
 * are not koins issued; they undo spending.
 */
export const STORE_REFUND_REASON = 'STORE_REFUND'
export const EVENT_REFUND_REASON = 'EVENT_REFUND'
export const REFUND_REASONS = [STORE_REFUND_REASON, EVENT_REFUND_REASON] as const
