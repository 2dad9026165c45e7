import { contentStatuses, type ContentStatus } from '@klass/contract/admin-learning-constants'
import { useState, type FormEvent, type ReactNode } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { SelectField, TextField } from '../../../ui/field'
import { useRetireContent, type ContentKind } from '../api/learning-content'

export const statusLabels: Record<ContentStatus, string> = {
  active: 'ใช้งานอยู่',
  retired: 'เลิกใช้แล้ว',
  all: 'ทั้งหมด',
}

/** The search text and the status every list of content is filtered by. */
export function ContentFilters({
  q,
  status,
  onSearch,
  onStatus,
  children,
}: {
  q: string
  status: ContentStatus
  onSearch: (q: string) => void
  onStatus: (status: ContentStatus) => void
  children?: ReactNode
}) {
  const [text, setText] = useState(q)
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label="ค้นหา"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
      />
      <SelectField
        label="สถานะ"
        value={status}
        onChange={(e) => onStatus(e.target.value as ContentStatus)}
        options={contentStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
      />
      {children}
      <div className="flex items-end">
        <Button type="submit" variant="secondary">
          ค้นหา
        </Button>
      </div>
    </form>
  )
}

/** A retired item's mark, or nothing for an active one. */
export function RetiredBadge({ retiredAt }: { retiredAt: string | null }) {
  if (!retiredAt) return null
  return (
    <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-soft">เลิกใช้แล้ว</span>
  )
}

/** "เลิกใช้" with a confirmation saying what retiring does (nothing is deleted). */
export function RetireButton({ kind, id, name }: { kind: ContentKind; id: string; name: string }) {
  const [open, setOpen] = useState(false)
  const retire = useRetireContent(kind)
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        เลิกใช้
      </Button>
      <ConfirmDialog
        open={open}
        title="เลิกใช้เนื้อหานี้?"
        confirmLabel="ยืนยันเลิกใช้"
        busy={retire.isPending}
        onClose={() => {
          setOpen(false)
          retire.reset()
        }}
        onConfirm={() => retire.mutate(id, { onSuccess: () => setOpen(false) })}
      >
        <p className="font-semibold break-words">{name}</p>
        <p>
          สมาชิกจะไม่พบเนื้อหานี้ในควิซหรือเกมรอบใหม่ แต่ยังเก็บไว้กับคำตอบและผลเกมเดิมของสมาชิก และรอบที่กำลังเล่นอยู่จะไม่เปลี่ยน
        </p>
        {retire.isError && <ActionErrorAlert error={retire.error} />}
      </ConfirmDialog>
    </>
  )
}

/**
 * A form's problems: the ones found before sending (the contract's rules), else the server's by field, else
 * its message.
 */
export function problemsOf(
  local: Record<string, string>,
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string>; message: string | null } {
  if (Object.keys(local).length > 0) return { fields: local, message: null }
  if (!error) return { fields: {}, message: null }
  const server = formErrorsFrom(error, fields)
  return server
}

/** A form's frame: its title, fields, the problem that belongs to no field, and save / cancel. */
export function ContentForm({
  title,
  busy,
  message,
  saved,
  onSubmit,
  onCancel,
  children,
}: {
  title: string
  busy: boolean
  message: string | null
  saved?: boolean
  onSubmit: () => void
  onCancel: () => void
  children: ReactNode
}) {
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      className="space-y-4 rounded-3xl bg-surface p-4 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      {message && <Alert tone="error">{message}</Alert>}
      {saved && <Alert tone="success">บันทึกแล้ว</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          ยกเลิก
        </Button>
        <Button type="submit" busy={busy}>
          บันทึก
        </Button>
      </div>
    </form>
  )
}

/** A list of strings edited one line each: choices of a question, wrong answers of a puzzle. */
export function LinesField({
  legend,
  lines,
  onChange,
  error,
  itemLabel,
  min,
  max,
  marked,
  onMark,
}: {
  legend: string
  lines: string[]
  onChange: (lines: string[]) => void
  error?: string
  itemLabel: (index: number) => string
  min: number
  max: number
  /** The line marked right (a question's answer), if lines can be marked. */
  marked?: number | null
  onMark?: (index: number) => void
}) {
  return (
    <fieldset className="space-y-2" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {lines.map((line, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <TextField
              label={itemLabel(index)}
              value={line}
              maxLength={300}
              onChange={(e) => onChange(lines.map((l, i) => (i === index ? e.target.value : l)))}
            />
          </div>
          {onMark && (
            <label className="flex min-h-11 items-center gap-2 px-2 text-sm">
              <input
                type="radio"
                name={`${legend}-right`}
                className="size-5"
                checked={marked === index}
                onChange={() => onMark(index)}
              />
              คำตอบที่ถูก
            </label>
          )}
          {lines.length > min && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`ลบ${itemLabel(index)}`}
              onClick={() => {
                onChange(lines.filter((_, i) => i !== index))
                if (onMark && marked !== null && marked !== undefined) {
                  if (marked === index) onMark(-1)
                  else if (marked > index) onMark(marked - 1)
                }
              }}
            >
              ลบ
            </Button>
          )}
        </div>
      ))}
      {lines.length < max && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...lines, ''])}>
          เพิ่มช่อง
        </Button>
      )}
      {error && <p className="text-sm font-medium text-coral-700">{error}</p>}
    </fieldset>
  )
}

/** Where the lists of a page start and end: paging under the items. */
export function ListSummary({ total, page, pages }: { total: number; page: number; pages: number }) {
  return (
    <p className="text-sm text-ink-soft" aria-live="polite">
      ทั้งหมด {total.toLocaleString('th-TH')} รายการ{pages > 1 ? ` · หน้า ${page} จาก ${pages}` : ''}
    </p>
  )
}

/** A long text (an explanation), with its label and its problem. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  tall = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  tall?: boolean
}) {
  return (
    <label className="block space-y-1.5">
      <span className="block text-sm font-semibold">{label}</span>
      <textarea
        className={`block ${tall ? 'min-h-28' : 'min-h-24'} w-full rounded-2xl bg-white px-4 py-3 ring-1 ring-brand-200 ring-inset aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500`}
        value={value}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span className="block text-sm font-medium text-coral-700">{error}</span>}
    </label>
  )
}
