import type { AdminKrazyDay, KrazyDayInput } from '@klass/contract/admin-campaign'
import { useState, type FormEvent } from 'react'
import { formatDateTimeBar, formatKoin } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useCampaignOptions, useKrazyDays, useSaveKrazyDay } from '../api/krazy-days'
import { bangkokLocal, bangkokMoment, koinHundredths, koinText } from '../components/form-values'
import { formErrors, FormMessage } from '../components/form-errors'

const statusLabels = { announced: 'ประกาศแล้ว รอเปิด', open: 'เปิดอยู่ตอนนี้', closed: 'ปิดแล้ว' } as const

type ItemDraft = { id?: string; giftId: string; price: string; normalPrice: string; stockTotal: string }
type Draft = {
  id: string | null
  title: string
  description: string
  opensAt: string
  closesAt: string
  items: ItemDraft[]
}

const emptyItem: ItemDraft = { giftId: '', price: '', normalPrice: '', stockTotal: '' }
const emptyDraft: Draft = {
  id: null,
  title: '',
  description: '',
  opensAt: '',
  closesAt: '',
  items: [emptyItem],
}

function draftOf(day: AdminKrazyDay): Draft {
  return {
    id: day.id,
    title: day.title,
    description: day.description,
    opensAt: bangkokLocal(day.opensAt),
    closesAt: bangkokLocal(day.closesAt),
    items: day.items.map((item) => ({
      id: item.id,
      giftId: item.giftId,
      price: koinText(item.price),
      normalPrice: koinText(item.normalPrice),
      stockTotal: String(item.stockTotal),
    })),
  }
}

function inputOf(draft: Draft): KrazyDayInput {
  return {
    title: draft.title,
    description: draft.description,
    opensAt: draft.opensAt ? bangkokMoment(draft.opensAt) : '',
    closesAt: draft.closesAt ? bangkokMoment(draft.closesAt) : '',
    items: draft.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      giftId: item.giftId,
      price: koinHundredths(item.price),
      normalPrice: koinHundredths(item.normalPrice),
      stockTotal: Number(item.stockTotal),
    })),
  }
}

/** Krazy days in the back office: what is announced, and a form to announce or change one. */
export default function KrazyDaysPage() {
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const days = useKrazyDays(page)
  return (
    <section aria-labelledby="krazy-days-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="krazy-days-heading" className="text-2xl font-bold">
          Krazy Day
        </h2>
        {!draft && (
          <Button onClick={() => (setSaved(null), setDraft(emptyDraft))}>ประกาศ Krazy Day ใหม่</Button>
        )}
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      {draft && (
        <KrazyDayForm
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={(title) => {
            setDraft(null)
            setSaved(`บันทึก "${title}" แล้ว สมาชิกเห็นได้ทันที`)
          }}
        />
      )}
      <QueryState query={days} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มี Krazy Day" />}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((day) => (
                <li key={day.id} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold break-words">{day.title}</h3>
                      <p className="text-sm text-ink-soft">
                        {formatDateTimeBar(day.opensAt)} – {formatDateTimeBar(day.closesAt)} ·{' '}
                        {statusLabels[day.status]}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`แก้ไข ${day.title}`}
                      onClick={() => (setSaved(null), setDraft(draftOf(day)))}
                    >
                      แก้ไข
                    </Button>
                  </div>
                  <ul className="mt-2 space-y-1 text-sm">
                    {day.items.map((item) => (
                      <li key={item.id} className="break-words">
                        {item.giftName}: {formatKoin(koinText(item.price))} koin (ปกติ{' '}
                        {formatKoin(koinText(item.normalPrice))}) · เหลือ {item.stockRemaining}/
                        {item.stockTotal}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pages={data.pages}
              onChange={setPage}
              label="หน้าของรายการ Krazy Day"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}

function KrazyDayForm({
  draft: initial,
  onCancel,
  onSaved,
}: {
  draft: Draft
  onCancel: () => void
  onSaved: (title: string) => void
}) {
  const [draft, setDraft] = useState(initial)
  const options = useCampaignOptions()
  const save = useSaveKrazyDay()
  const gifts = (options.data?.gifts ?? []).map((gift) => ({ value: gift.id, label: gift.name }))
  const itemFields = ['giftId', 'price', 'normalPrice', 'stockTotal'] as const
  const errors = formErrors(
    save.error,
    [
      'title',
      'description',
      'opensAt',
      'closesAt',
      ...draft.items.flatMap((_, index) => itemFields.map((field) => `items.${index}.${field}`)),
      'items',
    ],
    { KRAZY_DAY_OVERLAP: 'opensAt', GIFT_NOT_FOUND: 'items' },
  )
  const itemError = (index: number, field: (typeof itemFields)[number]) =>
    errors.of(`items.${index}.${field}`)
  const setItem = (index: number, change: Partial<ItemDraft>) =>
    setDraft((d) => ({
      ...d,
      items: d.items.map((item, i) => (i === index ? { ...item, ...change } : item)),
    }))

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate({ id: draft.id, body: inputOf(draft) }, { onSuccess: (day) => onSaved(day.title) })
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-brand-200" noValidate>
      <h3 className="text-lg font-bold">{draft.id ? 'แก้ไข Krazy Day' : 'ประกาศ Krazy Day ใหม่'}</h3>
      <TextField
        label="ชื่อ Krazy Day"
        value={draft.title}
        error={errors.of('title')}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <TextField
        label="รายละเอียด"
        value={draft.description}
        error={errors.of('description')}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="เวลาเปิด (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.opensAt}
          error={errors.of('opensAt')}
          onChange={(e) => setDraft({ ...draft, opensAt: e.target.value })}
        />
        <TextField
          label="เวลาปิด (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.closesAt}
          error={errors.of('closesAt')}
          onChange={(e) => setDraft({ ...draft, closesAt: e.target.value })}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold">ของรางวัลราคาพิเศษ</legend>
        {draft.items.map((item, index) => (
          <div key={item.id ?? index} className="grid gap-3 rounded-xl bg-canvas p-3 sm:grid-cols-2">
            <SelectField
              label={`ของรางวัลรายการที่ ${index + 1}`}
              value={item.giftId}
              placeholder="เลือกของรางวัล"
              options={gifts}
              error={itemError(index, 'giftId')}
              onChange={(e) => setItem(index, { giftId: e.target.value })}
            />
            <TextField
              label={`ราคาพิเศษ (koin) รายการที่ ${index + 1}`}
              inputMode="decimal"
              value={item.price}
              error={itemError(index, 'price')}
              onChange={(e) => setItem(index, { price: e.target.value })}
            />
            <TextField
              label={`ราคาปกติ (koin) รายการที่ ${index + 1}`}
              inputMode="decimal"
              value={item.normalPrice}
              error={itemError(index, 'normalPrice')}
              onChange={(e) => setItem(index, { normalPrice: e.target.value })}
            />
            <TextField
              label={`จำนวน (ชิ้น) รายการที่ ${index + 1}`}
              inputMode="numeric"
              value={item.stockTotal}
              error={itemError(index, 'stockTotal')}
              onChange={(e) => setItem(index, { stockTotal: e.target.value })}
            />
            {draft.items.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setDraft((d) => ({ ...d, items: d.items.filter((_, i) => i !== index) }))}
              >
                เอารายการที่ {index + 1} ออก
              </Button>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setDraft((d) => ({ ...d, items: [...d.items, emptyItem] }))}
        >
          เพิ่มของรางวัล
        </Button>
      </fieldset>
      {errors.of('items') && <p className="text-sm font-medium text-coral-700">{errors.of('items')}</p>}
      <FormMessage message={errors.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          บันทึก Krazy Day
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}
