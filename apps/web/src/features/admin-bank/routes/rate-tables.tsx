import type { AdminRateTable } from '@klass/contract/admin-bank'
import { addDays } from '@klass/contract/bank-rules'
import { isoDate } from '@klass/contract/bangkok-calendar'
import { useState } from 'react'
import { bangkokDay, formatDate, formatPercent } from '../../../lib/format'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { TextField } from '../../../ui/field'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useCreateRateTable, useDeleteRateTable, useRateTables, useUpdateRateTable } from '../api/admin-bank'
import { AdminForm } from '../components/admin-form'
import { BackOfficePracticeNote } from '../components/practice-note'

const rateFields = [
  { name: 'savings', label: 'ออมทรัพย์' },
  { name: 'fixed3', label: 'ฝากประจำ 3 เดือน' },
  { name: 'fixed6', label: 'ฝากประจำ 6 เดือน' },
  { name: 'fixed12', label: 'ฝากประจำ 12 เดือน' },
  { name: 'fixed24', label: 'ฝากประจำ 24 เดือน' },
  { name: 'fixed36', label: 'ฝากประจำ 36 เดือน' },
  { name: 'thaweesup', label: 'ทวีทรัพย์' },
] as const
type RateName = (typeof rateFields)[number]['name']
type RateBody = Record<RateName | 'effectiveFrom', string>

/** Tomorrow in Bangkok: the first day a new table may start. */
function tomorrow(): string {
  const { year, month, day } = bangkokDay()
  return addDays(isoDate(year, month, day), 1)
}

function typedRates(form: HTMLFormElement): RateBody {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    effectiveFrom: text('effectiveFrom'),
    ...(Object.fromEntries(rateFields.map(({ name }) => [name, text(name)])) as Record<RateName, string>),
  }
}

/** What a table holds, as typed in its form: percent with two decimals. */
function ratesOf(table: AdminRateTable): Record<RateName, string> {
  const fixed = (term: number) => table.fixed.find((f) => f.term === term)?.rate ?? ''
  return {
    savings: table.savings,
    fixed3: fixed(3),
    fixed6: fixed(6),
    fixed12: fixed(12),
    fixed24: fixed(24),
    fixed36: fixed(36),
    thaweesup: table.thaweesup,
  }
}

function RateInputs({ errors, values }: { errors: Record<string, string>; values?: Partial<RateBody> }) {
  return (
    <>
      <TextField
        name="effectiveFrom"
        type="date"
        label="วันที่เริ่มมีผล (เวลาประเทศไทย)"
        min={tomorrow()}
        defaultValue={values?.effectiveFrom ?? tomorrow()}
        hint="เริ่มได้ตั้งแต่พรุ่งนี้เป็นต้นไป"
        error={errors.effectiveFrom}
        required
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rateFields.map(({ name, label }) => (
          <TextField
            key={name}
            name={name}
            label={`${label} (% ต่อปี)`}
            inputMode="decimal"
            defaultValue={values?.[name]}
            error={errors[name]}
            required
          />
        ))}
      </div>
    </>
  )
}

/** /admin/bank-rates: the practice bank's dated rate tables — the ones in force and the ones to come. */
export default function RateTablesPage() {
  const tables = useRateTables()
  const [adding, setAdding] = useState(false)
  return (
    <section aria-labelledby="bank-rates-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bank-rates-title" className="text-2xl font-bold">
          อัตราดอกเบี้ย (ฝึกออม)
        </h2>
        <Button onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
          {adding ? 'ปิดฟอร์ม' : 'เพิ่มตารางอัตราใหม่'}
        </Button>
      </div>
      <BackOfficePracticeNote>
        อัตราเหล่านี้เป็นอัตราฝึกหัดของธนาคารจำลองใน Klass ไม่ใช่อัตราของธนาคารจริง ตารางใหม่มีผลกับบัญชีที่เปิดตั้งแต่วันที่เริ่มมีผล
        บัญชีที่เปิดไปแล้วใช้อัตราเดิมจนครบกำหนด ตารางที่มีผลแล้วแก้ไขหรือลบไม่ได้
      </BackOfficePracticeNote>
      {adding && <CreateRateTableForm onDone={() => setAdding(false)} />}
      <QueryState
        query={tables}
        loading={<LoadingState />}
        empty={<EmptyState title="ยังไม่มีตารางอัตราดอกเบี้ย" />}
      >
        {(list) => (
          <ul aria-label="ตารางอัตราดอกเบี้ย" className="space-y-3">
            {list.map((table) => (
              <RateTableRow key={table.id} table={table} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function CreateRateTableForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRateTable()
  return (
    <AdminForm
      label="เพิ่มตารางอัตราดอกเบี้ย"
      write={create}
      submitLabel="บันทึกตารางอัตรา"
      onSubmit={(form) => create.mutate(typedRates(form), { onSuccess: onDone })}
      boxed
    >
      {(errors) => <RateInputs errors={errors} />}
    </AdminForm>
  )
}

function RateTableRow({ table }: { table: AdminRateTable }) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteRateTable()
  const title = `ตารางที่มีผล ${formatDate(table.effectiveFrom)}`
  return (
    <li className="rounded-2xl bg-surface p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-ink-soft">
            {table.statusLabel} · บัญชีฝึกหัดที่ใช้ตารางนี้ {table.accounts} บัญชี
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-ink-soft">ออมทรัพย์</dt>
              <dd>{formatPercent(table.savings)}</dd>
            </div>
            {table.fixed.map((f) => (
              <div key={f.term}>
                <dt className="text-ink-soft">ฝากประจำ {f.term} เดือน</dt>
                <dd>{formatPercent(f.rate)}</dd>
              </div>
            ))}
            <div>
              <dt className="text-ink-soft">ทวีทรัพย์</dt>
              <dd>{formatPercent(table.thaweesup)}</dd>
            </div>
          </dl>
        </div>
        {table.editable && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
              {editing ? 'ปิด' : 'แก้ไข'}
              <span className="sr-only"> {title}</span>
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              ลบ<span className="sr-only"> {title}</span>
            </Button>
          </div>
        )}
      </div>
      {editing && <EditRateTableForm table={table} />}
      <ActionErrorAlert error={remove.error} />
      <ConfirmDialog
        open={confirming}
        title="ลบตารางอัตราดอกเบี้ย"
        confirmLabel="ยืนยันลบ"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(table.id, { onSettled: () => setConfirming(false) })}
      >
        <p>ลบ{title} ซึ่งยังไม่มีผล บัญชีที่เปิดจากวันนั้นจะใช้ตารางก่อนหน้าแทน</p>
      </ConfirmDialog>
    </li>
  )
}

function EditRateTableForm({ table }: { table: AdminRateTable }) {
  const update = useUpdateRateTable()
  return (
    <AdminForm
      label={`แก้ไขตารางที่มีผล ${formatDate(table.effectiveFrom)}`}
      write={update}
      submitLabel="บันทึกการแก้ไข"
      onSubmit={(form) => update.mutate({ params: { id: table.id }, body: typedRates(form) })}
    >
      {(errors) => (
        <RateInputs errors={errors} values={{ effectiveFrom: table.effectiveFrom, ...ratesOf(table) }} />
      )}
    </AdminForm>
  )
}
