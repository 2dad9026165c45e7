import { useState, type FormEvent, type ReactNode } from 'react'
import type { Dashboard, DashboardTable } from '@klass/contract/admin-members'
import { DASHBOARD_MAX_DAYS } from '@klass/contract/admin-members-constants'
import { bangkokIsoDate } from '@klass/contract/bangkok-calendar'
import { koinFromString } from '@klass/contract/money-text'
import { formatCount, formatDate, formatKoin } from '../../../lib/format'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { saveFile } from '../../user/api/export-member-data'
import { exportDashboard, useDashboard } from '../api/admin-members'
import { DailyChart } from '../components/daily-chart'

const DAY_MS = 24 * 60 * 60 * 1000

/** A Bangkok calendar day `days` before `date` (YYYY-MM-DD). */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)
}

function periodError(from: string, to: string, today: string): string | null {
  if (!from || !to) return 'กรุณาเลือกวันเริ่มและวันสิ้นสุด'
  if (from > to) return 'วันเริ่มต้องไม่หลังวันสิ้นสุด'
  if (to > today) return 'วันสิ้นสุดต้องไม่เกินวันนี้'
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > DASHBOARD_MAX_DAYS)
    return `เลือกช่วงได้ไม่เกิน ${DASHBOARD_MAX_DAYS} วัน`
  return null
}

/** /admin/dashboard: the product at a glance, for every staff role. */
export default function DashboardPage() {
  const today = bangkokIsoDate(new Date())
  const [period, setPeriod] = useState({ from: daysBefore(today, 29), to: today })
  const [draft, setDraft] = useState(period)
  const [error, setError] = useState<string | null>(null)
  const query = useDashboard(period.from, period.to)

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = periodError(draft.from, draft.to, today)
    setError(problem)
    if (!problem) setPeriod(draft)
  }

  return (
    <section className="space-y-6">
      <h2 className="text-2xl font-bold text-ink">ภาพรวม</h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField
          label="ตั้งแต่วันที่"
          type="date"
          value={draft.from}
          max={today}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={error}
        />
        <TextField
          label="ถึงวันที่"
          type="date"
          value={draft.to}
          max={today}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" className="sm:mt-7">
          แสดงช่วงนี้
        </Button>
      </form>
      <QueryState query={query} loading={<LoadingState />}>
        {(data) => <DashboardView data={data} />}
      </QueryState>
    </section>
  )
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-card bg-white p-4 ring-1 ring-brand-100">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="text-2xl font-bold text-ink">{value}</dd>
      {note && <dd className="text-xs text-ink-soft">{note}</dd>}
    </div>
  )
}

function DashboardView({ data }: { data: Dashboard }) {
  const span = `${formatDate(data.from)} – ${formatDate(data.to)}`
  const dates = data.days.map((day) => day.date)
  const koins = (text: string) => (koinFromString(text) ?? 0) / 100
  return (
    <>
      <section aria-labelledby="now-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="now-heading" className="text-lg font-bold text-ink">
            ตอนนี้
          </h3>
          <CsvButton table="summary" from={data.from} to={data.to} label="ดาวน์โหลดตัวเลขสรุป (CSV)" />
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure label="สมาชิกทั้งหมด" value={formatCount(data.members_total)} />
          <Figure label="สมาชิกใหม่ 7 วันล่าสุด" value={formatCount(data.members_new_this_week)} />
          <Figure label="ใช้งานวันนี้" value={formatCount(data.active_today)} />
          <Figure label="ใช้งาน 7 วันล่าสุด" value={formatCount(data.active_7_days)} />
          <Figure label="ใช้งาน 30 วันล่าสุด" value={formatCount(data.active_30_days)} />
          <Figure label="ของรางวัลรอจัดส่ง" value={formatCount(data.gifts_awaiting_shipment)} />
        </dl>
      </section>
      <section aria-labelledby="period-heading" className="space-y-3">
        <h3 id="period-heading" className="text-lg font-bold text-ink">
          ช่วง {span}
        </h3>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure label="สมาชิกใหม่" value={formatCount(data.period.new_members)} />
          <Figure label="สมาชิกที่ใช้งาน" value={formatCount(data.period.active_members)} note="นับคนละครั้ง" />
          <Figure label="ทำแบบทดสอบ (ครั้ง)" value={formatCount(data.period.quiz_completions)} />
          <Figure label="เล่นเกม (ครั้ง)" value={formatCount(data.period.game_completions)} />
          <Figure label="koin ที่แจก" value={formatKoin(data.period.koins_issued)} />
          <Figure label="koin ที่ใช้" value={formatKoin(data.period.koins_spent)} />
        </dl>
        <div className="grid gap-4 xl:grid-cols-2">
          <DailyChart
            title="สมาชิกรายวัน"
            kind="line"
            dates={dates}
            series={[
              {
                label: 'ใช้งาน',
                values: data.days.map((d) => d.active_members),
                colour: ['--color-brand-600', '#5a31ee'],
              },
              {
                label: 'สมาชิกใหม่',
                values: data.days.map((d) => d.new_members),
                colour: ['--color-mint-500', '#12a37f'],
              },
              {
                label: 'ทำแบบทดสอบ',
                values: data.days.map((d) => d.quiz_completions),
                colour: ['--color-sun-400', '#ffc928'],
              },
              {
                label: 'เล่นเกม',
                values: data.days.map((d) => d.game_completions),
                colour: ['--color-coral-500', '#f0523f'],
              },
            ]}
          />
          <DailyChart
            title="koin รายวัน"
            kind="bar"
            dates={dates}
            series={[
              {
                label: 'แจก',
                values: data.days.map((d) => koins(d.koins_issued)),
                colour: ['--color-brand-500', '#6d48fb'],
              },
              {
                label: 'ใช้',
                values: data.days.map((d) => koins(d.koins_spent)),
                colour: ['--color-coral-500', '#f0523f'],
              },
            ]}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-ink">ตัวเลขรายวัน</h4>
          <CsvButton table="days" from={data.from} to={data.to} label="ดาวน์โหลดตัวเลขรายวัน (CSV)" />
        </div>
        <div className="overflow-x-auto rounded-card bg-white ring-1 ring-brand-100">
          <table className="w-full min-w-max text-right text-sm">
            <caption className="sr-only">ตัวเลขรายวัน {span}</caption>
            <thead>
              <tr className="border-b border-brand-100 text-ink-soft">
                {['วันที่', 'สมาชิกใหม่', 'ใช้งาน', 'ทำแบบทดสอบ', 'เล่นเกม', 'koin ที่แจก', 'koin ที่ใช้'].map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 font-semibold first:text-left">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((day) => (
                <tr key={day.date} className="border-b border-brand-50">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {formatDate(day.date)}
                  </th>
                  <td className="px-3 py-2">{formatCount(day.new_members)}</td>
                  <td className="px-3 py-2">{formatCount(day.active_members)}</td>
                  <td className="px-3 py-2">{formatCount(day.quiz_completions)}</td>
                  <td className="px-3 py-2">{formatCount(day.game_completions)}</td>
                  <td className="px-3 py-2">{formatKoin(day.koins_issued)}</td>
                  <td className="px-3 py-2">{formatKoin(day.koins_spent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}

function CsvButton({
  table,
  from,
  to,
  label,
}: {
  table: DashboardTable
  from: string
  to: string
  label: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  async function save() {
    setBusy(true)
    setError(null)
    try {
      saveFile(await exportDashboard({ from, to, table }), `klass-${table}-${from}-${to}.csv`)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" busy={busy} onClick={() => void save()}>
        {label}
      </Button>
      {error !== null && <ActionErrorAlert error={error} />}
    </div>
  )
}
