import type { FundDetail } from '@klass/contract/bank'
import { factsheetPeriods, type FactsheetPeriod } from '@klass/contract/bank-constants'
import { formatLongDate, formatPercent } from '../../../lib/format'

const periodLabels: Record<FactsheetPeriod, string> = {
  '1M': '1 เดือน',
  '3M': '3 เดือน',
  '6M': '6 เดือน',
  '1Y': '1 ปี',
  '3Y': '3 ปี (ต่อปี)',
  '5Y': '5 ปี (ต่อปี)',
}

/** SPEC 7: the factsheet's figures, worked out from the fund's own NAV history. */
export function FundFactsheet({ fund }: { fund: FundDetail }) {
  const { factsheet } = fund
  return (
    <section
      aria-labelledby="factsheet-title"
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="factsheet-title" className="text-lg">
        ข้อมูลสำคัญของกองทุน
      </h2>
      <table className="mt-3 w-full table-fixed text-sm">
        <caption className="text-start text-ink-soft">ผลตอบแทนย้อนหลัง (เกิน 1 ปีคิดเป็นอัตราต่อปี)</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">ช่วงเวลา</th>
            <th scope="col">ผลตอบแทน</th>
          </tr>
        </thead>
        <tbody>
          {factsheetPeriods.map((period) => {
            const value = factsheet.returns[period] ?? null
            return (
              <tr key={period} className="border-b border-brand-50">
                <th scope="row" className="py-1.5 text-start font-normal text-ink-soft">
                  {periodLabels[period]}
                </th>
                <td className="py-1.5 text-end font-semibold">
                  {value === null ? 'กองทุนยังตั้งไม่ถึง' : formatPercent(value, { signed: true })}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-ink-soft">ความผันผวน (ส่วนเบี่ยงเบนมาตรฐาน 1 ปี)</dt>
        <dd className="text-end font-semibold">{formatPercent(factsheet.standardDeviation)}</dd>
        <dt className="text-ink-soft">ขาดทุนสูงสุดจากจุดสูงสุด (5 ปี)</dt>
        <dd className="text-end font-semibold">{formatPercent(factsheet.maxDrawdown)}</dd>
        <dt className="text-ink-soft">ค่าธรรมเนียมการซื้อ</dt>
        <dd className="text-end font-semibold">{formatPercent(fund.frontFee)} ของยอดซื้อ</dd>
        <dt className="text-ink-soft">ค่าธรรมเนียมการจัดการ</dt>
        <dd className="text-end font-semibold">{formatPercent(fund.managementFee)} ต่อปี</dd>
        <dt className="text-ink-soft">วันจดทะเบียนกองทุน</dt>
        <dd className="text-end font-semibold">{formatLongDate(fund.inceptionDate)}</dd>
      </dl>
      <p className="mt-3 text-xs text-ink-soft">
        ความผันผวนบอกว่าราคาขึ้นลงแรงแค่ไหน ส่วนขาดทุนสูงสุดบอกว่าเคยลดลงจากจุดสูงสุดมากที่สุดเท่าไร ยิ่งตัวเลขมาก ยิ่งเสี่ยง
      </p>
    </section>
  )
}
