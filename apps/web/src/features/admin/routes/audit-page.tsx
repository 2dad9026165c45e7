import type { AuditEntryView, AuditQuery } from '@klass/contract/admin-core'
import { useState, type FormEvent } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextField } from '../../../ui/field'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useAuditLog } from '../api/staff'

const AUDIT_PAGE = 30

type Filters = Pick<AuditQuery, 'actor' | 'entity' | 'entity_id' | 'action' | 'from' | 'to'>

const filterFields: ReadonlyArray<{ name: keyof Filters; label: string; type?: string; hint?: string }> = [
  { name: 'actor', label: 'ผู้ทำ (อีเมลหรือรหัสสมาชิก)' },
  { name: 'entity', label: 'สิ่งที่เปลี่ยน', hint: 'เช่น staff, member, store_item' },
  { name: 'entity_id', label: 'รหัสของสิ่งที่เปลี่ยน' },
  { name: 'action', label: 'การกระทำ (ขึ้นต้นด้วย)', hint: 'เช่น staff. หรือ store_item.update' },
  { name: 'from', label: 'ตั้งแต่วันที่', type: 'date' },
  { name: 'to', label: 'ถึงวันที่', type: 'date' },
]

/** A value as people read it: text as is, lists joined, nothing as a dash. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length ? value.map(readable).join(', ') : '(ไม่มี)'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Each field of before and after side by side, changed ones marked. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { ค่า: value }
  const was = asRecord(before)
  const now = asRecord(after)
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])]
  if (keys.length === 0) return null
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {keys.map((key) => {
        const changed = readable(was[key]) !== readable(now[key])
        return (
          <div key={key} className="contents">
            <dt className="font-medium text-ink-soft">{key}</dt>
            <dd className="break-words text-ink">
              {changed ? (
                <>
                  <span className="text-coral-700 line-through">{readable(was[key])}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> เปลี่ยนเป็น </span>
                  <span className="font-semibold text-mint-700">{readable(now[key])}</span>
                </>
              ) : (
                readable(now[key])
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

function Entry({ entry }: { entry: AuditEntryView }) {
  return (
    <li>
      <Card className="space-y-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold break-all text-ink">{entry.action}</p>
          <p className="text-sm text-ink-soft">{formatDateTimeBar(entry.created_at)}</p>
        </div>
        <p className="text-sm break-all text-ink-soft">
          โดย {entry.actor.display_name ?? 'สมาชิกที่ลบบัญชีแล้ว'}
          {entry.actor.email ? ` (${entry.actor.email})` : ''} · {entry.entity} {entry.entity_id}
        </p>
        {entry.reason && <p className="text-sm text-ink">เหตุผล: {entry.reason}</p>}
        <Changes before={entry.before} after={entry.after} />
      </Card>
    </li>
  )
}

/** /admin/audit (admin): every back-office change, newest first, filtered by who, what and when. */
export default function AuditPage() {
  const [filters, setFilters] = useState<Filters>({})
  // The cursors of the pages before this one, so "newer" goes back.
  const [cursors, setCursors] = useState<number[]>([])
  const before = cursors[cursors.length - 1]
  const log = useAuditLog({ ...filters, limit: AUDIT_PAGE, ...(before ? { before } : {}) })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next: Filters = {}
    for (const field of filterFields) {
      const value = String(data.get(field.name) ?? '').trim()
      if (value) next[field.name] = value
    }
    setFilters(next)
    setCursors([])
  }

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-ink">บันทึกการเปลี่ยนแปลง</h2>
      <Card className="p-4 sm:p-5">
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="กรองบันทึกการเปลี่ยนแปลง">
          <div className="grid gap-4 sm:grid-cols-2">
            {filterFields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                type={field.type ?? 'text'}
                hint={field.hint}
                defaultValue={filters[field.name] ?? ''}
              />
            ))}
          </div>
          <Button type="submit">กรอง</Button>
        </form>
      </Card>
      <QueryState
        query={log}
        loading={<LoadingState />}
        empty={<EmptyState title="ไม่พบบันทึกตามที่กรอง" icon="📋" />}
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
            <div className="flex flex-wrap justify-between gap-2">
              <Button
                variant="secondary"
                disabled={cursors.length === 0}
                onClick={() => setCursors((all) => all.slice(0, -1))}
              >
                ใหม่กว่า
              </Button>
              <Button
                variant="secondary"
                disabled={data.next === null}
                onClick={() => data.next !== null && setCursors((all) => [...all, data.next!])}
              >
                เก่ากว่า
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  )
}
