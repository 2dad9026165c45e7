import type { RateTable as Rates } from '@klass/contract/bank'
import { formatDate, formatPercent } from '../../../lib/format'

/** The current practice rate table, with the date it took effect. */
export function RateTable({ rates }: { rates: Rates }) {
  return (
    <div>
      <p className="text-sm text-ink-soft">อัตราดอกเบี้ยฝึกหัด มีผลตั้งแต่ {formatDate(rates.effectiveFrom)}</p>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">อัตราดอกเบี้ยฝึกหัดต่อปี</caption>
        <thead>
          <tr className="text-ink-soft">
            <th scope="col" className="py-1 text-start font-normal">
              บัญชี
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              ดอกเบี้ยต่อปี
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          <tr>
            <th scope="row" className="py-1.5 text-start font-normal">
              ออมทรัพย์
            </th>
            <td className="text-end tabular-nums">{formatPercent(rates.savings)}</td>
          </tr>
          {rates.fixed.map((row) => (
            <tr key={row.term}>
              <th scope="row" className="py-1.5 text-start font-normal">
                ฝากประจำ {row.term} เดือน
              </th>
              <td className="text-end tabular-nums">{formatPercent(row.rate)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5 text-start font-normal">
              ทวีทรัพย์ 24 เดือน (ปลอดภาษีเมื่อฝากครบ)
            </th>
            <td className="text-end tabular-nums">{formatPercent(rates.thaweesup)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
