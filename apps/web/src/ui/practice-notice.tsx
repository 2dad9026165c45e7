import type { ReactNode } from 'react'
import { cn } from './cn'

/**
 * Every bank and robo screen says plainly that the money here is practice money: no real baht is deposited,
 * paid or invested, and nothing here is an offer of a real product. `children` replaces the bank's wording
 * with the page's own (the robo says its suggestions are not real investment advice).
 */
export function PracticeNotice({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <p
      className={cn(
        'rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-300',
        className,
      )}
    >
      <strong className="font-semibold">เงินฝึกหัด ไม่ใช่เงินจริง</strong> —{' '}
      {children ??
        'ยอดเงิน ดอกเบี้ย และหน่วยลงทุนในหน้านี้เป็นการจำลองเพื่อการเรียนรู้ ไม่มีการฝาก ถอน หรือลงทุนด้วยเงินจริง และไม่ใช่การเสนอขายผลิตภัณฑ์ของธนาคาร'}
    </p>
  )
}
