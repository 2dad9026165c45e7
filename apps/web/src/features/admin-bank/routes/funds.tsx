import type { AdminFund } from '@klass/contract/admin-bank'
import { riskLevelInfo, type RiskLevel } from '@klass/contract/bank-constants'
import { useState } from 'react'
import { formatBaht, formatDate, formatPercent, formatUnits } from '../../../lib/format'
import { Button } from '../../../ui/button'
import { SelectField, TextField } from '../../../ui/field'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { TextArea } from '../../admin-store/components/text-area'
import { NavChart } from '../../bank/components/nav-chart'
import { useAdminFunds, useCreateFund, useFundNav, useUpdateFund } from '../api/admin-bank'
import { AdminForm } from '../components/admin-form'
import { BackOfficePracticeNote } from '../components/practice-note'

const riskOptions = ([1, 2, 3, 4, 5, 6, 7, 8] as const).map((level) => ({
  value: String(level),
  label: `${level} — ${riskLevelInfo[level as RiskLevel].label}`,
}))

/** /admin/bank-funds: the practice funds — add one, edit its words and fees, look at its NAV. */
export default function FundsPage() {
  const funds = useAdminFunds()
  const [adding, setAdding] = useState(false)
  const [open, setOpen] = useState<string | null>(null)
  return (
    <section aria-labelledby="bank-funds-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bank-funds-title" className="text-2xl font-bold">
          กองทุน (ฝึกลงทุน)
        </h2>
        <Button onClick={() => setAdding((o) => !o)} aria-expanded={adding}>
          {adding ? 'ปิดฟอร์ม' : 'เพิ่มกองทุนฝึกหัด'}
        </Button>
      </div>
      <BackOfficePracticeNote>
        กองทุนเหล่านี้เป็นกองทุนสมมติสำหรับฝึกลงทุนด้วยเงินฝึกหัด ไม่ใช่กองทุนจริงและไม่ใช่การเสนอขาย NAV
        คำนวณจากค่าที่ตั้งไว้ตอนสร้างกองทุนซึ่งแก้ภายหลังไม่ได้ ค่าธรรมเนียมที่แก้ใช้กับคำสั่งซื้อหลังจากนี้เท่านั้น
        คำสั่งที่ส่งไปแล้วใช้ค่าธรรมเนียมเดิม
      </BackOfficePracticeNote>
      {adding && <CreateFundForm onDone={() => setAdding(false)} />}
      <QueryState query={funds} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีกองทุนฝึกหัด" />}>
        {(list) => (
          <ul aria-label="กองทุนฝึกหัด" className="space-y-3">
            {list.map((fund) => (
              <FundRow
                key={fund.id}
                fund={fund}
                open={open === fund.id}
                onToggle={() => setOpen((current) => (current === fund.id ? null : fund.id))}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function FundRow({ fund, open, onToggle }: { fund: AdminFund; open: boolean; onToggle: () => void }) {
  return (
    <li className="rounded-2xl bg-surface p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold break-words">
            {fund.code} · {fund.name}
          </p>
          <p className="text-sm text-ink-soft">
            ความเสี่ยงระดับ {fund.riskLevel} · ลำดับ {fund.position} · {fund.category}
          </p>
          <p className="text-sm">
            {fund.nav && fund.navDate
              ? `NAV ${formatUnits(fund.nav)} บาทฝึกหัด (${formatDate(fund.navDate)})`
              : 'ยังไม่มี NAV'}
            {fund.return1Y !== null && ` · 1 ปี ${formatPercent(fund.return1Y, { signed: true })}`} ·
            ค่าธรรมเนียมขาย {formatPercent(fund.frontFee)} · ขั้นต่ำ {formatBaht(fund.minBuy)}
          </p>
        </div>
        <Button variant="secondary" onClick={onToggle} aria-expanded={open}>
          {open ? 'ปิด' : 'จัดการ'}
          <span className="sr-only"> {fund.code}</span>
        </Button>
      </div>
      {open && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <EditFundForm fund={fund} />
          <div className="min-w-0 space-y-3">
            <FundNav fund={fund} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-ink-soft">วันที่จัดตั้ง</dt>
              <dd>{formatDate(fund.inceptionDate)}</dd>
              <dt className="text-ink-soft">NAV เริ่มต้น</dt>
              <dd>{formatUnits(fund.startNav)}</dd>
              <dt className="text-ink-soft">ผลตอบแทนคาดหวังต่อปี</dt>
              <dd>{formatPercent(fund.drift)}</dd>
              <dt className="text-ink-soft">ความผันผวนต่อปี</dt>
              <dd>{formatPercent(fund.volatility)}</dd>
              <dt className="text-ink-soft">seed</dt>
              <dd>{fund.seed}</dd>
            </dl>
            <p className="text-sm text-ink-soft">ค่าของเส้นทาง NAV เหล่านี้แก้ไม่ได้ เพราะจะทำให้ราคาย้อนหลังเปลี่ยน</p>
          </div>
        </div>
      )}
    </li>
  )
}

function FundNav({ fund }: { fund: AdminFund }) {
  const nav = useFundNav(fund.id)
  return (
    <QueryState query={nav} loading={<LoadingState label="กำลังคำนวณ NAV…" />}>
      {(data) => <NavChart history={data.history} />}
    </QueryState>
  )
}

function CreateFundForm({ onDone }: { onDone: () => void }) {
  const create = useCreateFund()
  function submit(element: HTMLFormElement) {
    const form = new FormData(element)
    const text = (name: string) => String(form.get(name) ?? '')
    create.mutate(
      {
        code: text('code'),
        name: text('name'),
        riskLevel: text('riskLevel'),
        category: text('category'),
        summary: text('summary'),
        description: text('description'),
        policy: text('policy'),
        frontFee: text('frontFee'),
        managementFee: text('managementFee'),
        minBuy: text('minBuy'),
        inceptionDate: text('inceptionDate'),
        startNav: text('startNav'),
        drift: text('drift'),
        volatility: text('volatility'),
      },
      { onSuccess: onDone },
    )
  }
  return (
    <AdminForm label="เพิ่มกองทุนฝึกหัด" write={create} submitLabel="บันทึกกองทุน" onSubmit={submit} boxed>
      {(errors) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="code" label="รหัสกองทุน (A–Z, 0–9, -)" error={errors.code} required />
            <TextField name="name" label="ชื่อกองทุน" error={errors.name} required />
            <SelectField
              name="riskLevel"
              label="ระดับความเสี่ยง"
              options={riskOptions}
              error={errors.riskLevel}
            />
            <TextField name="category" label="ประเภทกองทุน" error={errors.category} required />
            <TextField
              name="frontFee"
              label="ค่าธรรมเนียมขาย (%)"
              inputMode="decimal"
              error={errors.frontFee}
              required
            />
            <TextField
              name="managementFee"
              label="ค่าธรรมเนียมการจัดการ (% ต่อปี)"
              inputMode="decimal"
              error={errors.managementFee}
              required
            />
            <TextField
              name="minBuy"
              label="ยอดซื้อขั้นต่ำ (บาทฝึกหัด)"
              inputMode="decimal"
              error={errors.minBuy}
              required
            />
          </div>
          <TextField name="summary" label="คำอธิบายสั้น" error={errors.summary} required />
          <TextArea name="description" label="รายละเอียด (บรรทัดละย่อหน้า)" error={errors.description} />
          <TextArea name="policy" label="นโยบายการลงทุน" error={errors.policy} />
          <fieldset className="space-y-3 rounded-2xl p-3 ring-1 ring-brand-100">
            <legend className="px-1 font-semibold">เส้นทาง NAV (ตั้งครั้งเดียว แก้ภายหลังไม่ได้)</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                name="inceptionDate"
                type="date"
                label="วันที่จัดตั้ง (วันนี้หรือก่อนหน้า)"
                error={errors.inceptionDate}
                required
              />
              <TextField
                name="startNav"
                label="NAV เริ่มต้น (บาท ทศนิยม 4 ตำแหน่ง)"
                inputMode="decimal"
                defaultValue="10.0000"
                error={errors.startNav}
                required
              />
              <TextField
                name="drift"
                label="ผลตอบแทนคาดหวังต่อปี (%)"
                inputMode="decimal"
                error={errors.drift}
                required
              />
              <TextField
                name="volatility"
                label="ความผันผวนต่อปี (%)"
                inputMode="decimal"
                error={errors.volatility}
                required
              />
            </div>
          </fieldset>
        </>
      )}
    </AdminForm>
  )
}

function EditFundForm({ fund }: { fund: AdminFund }) {
  const update = useUpdateFund()
  function submit(element: HTMLFormElement) {
    const form = new FormData(element)
    const text = (name: string) => String(form.get(name) ?? '')
    update.mutate({
      params: { id: fund.id },
      body: {
        name: text('name'),
        category: text('category'),
        summary: text('summary'),
        description: text('description'),
        policy: text('policy'),
        position: text('position'),
        frontFee: text('frontFee'),
        managementFee: text('managementFee'),
      },
    })
  }
  return (
    <AdminForm label={`แก้ไข ${fund.code}`} write={update} submitLabel="บันทึกการแก้ไข" onSubmit={submit}>
      {(errors) => (
        <>
          <TextField name="name" label="ชื่อกองทุน" defaultValue={fund.name} error={errors.name} />
          <TextField
            name="category"
            label="ประเภทกองทุน"
            defaultValue={fund.category}
            error={errors.category}
          />
          <TextField name="summary" label="คำอธิบายสั้น" defaultValue={fund.summary} error={errors.summary} />
          <TextArea
            name="description"
            label="รายละเอียด (บรรทัดละย่อหน้า)"
            defaultValue={fund.description.join('\n')}
            error={errors.description}
          />
          <TextArea name="policy" label="นโยบายการลงทุน" defaultValue={fund.policy} error={errors.policy} />
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              name="position"
              label="ลำดับในระดับความเสี่ยง"
              inputMode="numeric"
              defaultValue={String(fund.position)}
              error={errors.position}
            />
            <TextField
              name="frontFee"
              label="ค่าธรรมเนียมขาย (%)"
              inputMode="decimal"
              defaultValue={fund.frontFee}
              error={errors.frontFee}
            />
            <TextField
              name="managementFee"
              label="ค่าธรรมเนียมการจัดการ (%)"
              inputMode="decimal"
              defaultValue={fund.managementFee}
              error={errors.managementFee}
            />
          </div>
        </>
      )}
    </AdminForm>
  )
}
