import type { AdminEvent, EventInput } from '@klass/contract/admin-campaign'
import { eventPlaceLabels, eventPlaceTypes, type EventPlaceType } from '@klass/contract/events-constants'
import { useState, type FormEvent } from 'react'
import { formatDateTimeBar, formatKoin } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Checkbox, SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { TextArea } from '../../admin-store/components/text-area'
import { useAdminEvents, useAttendees, useCheckIn, useSaveEvent } from '../api/events'
import { formErrors, FormMessage } from '../components/form-errors'
import { bangkokLocal, bangkokMoment, koinHundredths, koinText } from '../components/form-values'

type EventDraft = {
  id: string | null
  seatsTaken: number
  title: string
  summary: string
  description: string
  organizer: string
  placeType: EventPlaceType
  venue: string
  province: string
  onlineUrl: string
  startsAt: string
  endsAt: string
  seatsTotal: string
  price: string
  voucherAccepted: boolean
}

const newEvent: EventDraft = {
  id: null,
  seatsTaken: 0,
  title: '',
  summary: '',
  description: '',
  organizer: 'ทีม Klass',
  placeType: 'onsite',
  venue: '',
  province: '',
  onlineUrl: '',
  startsAt: '',
  endsAt: '',
  seatsTotal: '',
  price: '0',
  voucherAccepted: false,
}

function draftOf(event: AdminEvent): EventDraft {
  return {
    id: event.id,
    seatsTaken: event.seatsTaken,
    title: event.title,
    summary: event.summary,
    description: event.description.join('\n'),
    organizer: event.organizer,
    placeType: event.placeType,
    venue: event.venue,
    province: event.province ?? '',
    onlineUrl: event.onlineUrl ?? '',
    startsAt: bangkokLocal(event.startsAt),
    endsAt: bangkokLocal(event.endsAt),
    seatsTotal: String(event.seatsTotal),
    price: koinText(event.price),
    voucherAccepted: event.voucherAccepted,
  }
}

function inputOf(draft: EventDraft): EventInput {
  return {
    title: draft.title,
    summary: draft.summary,
    description: draft.description
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    organizer: draft.organizer,
    placeType: draft.placeType,
    venue: draft.venue,
    province: draft.province.trim() || null,
    onlineUrl: draft.onlineUrl.trim() || null,
    startsAt: draft.startsAt ? bangkokMoment(draft.startsAt) : '',
    endsAt: draft.endsAt ? bangkokMoment(draft.endsAt) : '',
    seatsTotal: Number(draft.seatsTotal),
    price: draft.price.trim() === '' ? 0 : koinHundredths(draft.price),
    voucherAccepted: draft.voucherAccepted,
  }
}

const eventFields = [
  'title',
  'summary',
  'description',
  'organizer',
  'placeType',
  'venue',
  'province',
  'onlineUrl',
  'startsAt',
  'endsAt',
  'seatsTotal',
  'price',
] as const

/** Events in the back office: create and edit them with their seats, who holds a seat, and check-in at the door. */
export default function EventsAdminPage() {
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const [draft, setDraft] = useState<EventDraft | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const events = useAdminEvents(page)
  const edit = (next: EventDraft) => {
    setSaved(null)
    setDraft(next)
  }
  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-heading" className="text-2xl font-bold">
          กิจกรรมและเช็กอิน
        </h2>
        {!draft && <Button onClick={() => edit(newEvent)}>สร้างกิจกรรมใหม่</Button>}
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      {draft && (
        <EventForm
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={(title) => {
            setDraft(null)
            setSaved(`บันทึกกิจกรรม "${title}" แล้ว สมาชิกเห็นได้ที่หน้ากิจกรรม`)
          }}
        />
      )}
      <QueryState query={events} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีกิจกรรม" />}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((event) => (
                <li key={event.id} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                  <div className="min-w-0">
                    <h3 className="font-bold break-words">{event.title}</h3>
                    <p className="text-sm text-ink-soft">
                      {formatDateTimeBar(event.startsAt)} · {eventPlaceLabels[event.placeType]} ·{' '}
                      {event.price === 0 ? 'ฟรี' : `${formatKoin(koinText(event.price))} koin`}
                    </p>
                    <p className="text-sm">
                      ที่นั่ง {event.seatsTaken}/{event.seatsTotal} · เช็กอินแล้ว {event.checkedIn} คน
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`แก้ไข ${event.title}`}
                      onClick={() => edit(draftOf(event))}
                    >
                      แก้ไข
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === event.id}
                      onClick={() => setOpen(open === event.id ? null : event.id)}
                    >
                      {open === event.id ? 'ปิด' : `ผู้ลงทะเบียน ${event.title}`}
                    </Button>
                  </div>
                  {open === event.id && <EventDesk event={event} />}
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pages={data.pages} onChange={setPage} label="หน้าของรายการกิจกรรม" />
          </>
        )}
      </QueryState>
    </section>
  )
}

function EventForm({
  draft: initial,
  onCancel,
  onSaved,
}: {
  draft: EventDraft
  onCancel: () => void
  onSaved: (title: string) => void
}) {
  const [draft, setDraft] = useState(initial)
  const save = useSaveEvent()
  const errors = formErrors(save.error, eventFields, { EVENT_SEATS_BELOW_TAKEN: 'seatsTotal' })
  const set = (change: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...change }))

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate({ id: draft.id, body: inputOf(draft) }, { onSuccess: (saved) => onSaved(saved.title) })
  }

  const heading = draft.id ? 'แก้ไขกิจกรรม' : 'สร้างกิจกรรมใหม่'
  return (
    <form
      onSubmit={submit}
      aria-label={heading}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-brand-200"
      noValidate
    >
      <h3 className="text-lg font-bold">{heading}</h3>
      <TextField
        label="ชื่อกิจกรรม"
        value={draft.title}
        error={errors.of('title')}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label="สรุปกิจกรรม"
        value={draft.summary}
        error={errors.of('summary')}
        onChange={(e) => set({ summary: e.target.value })}
      />
      <TextArea
        label="รายละเอียด (บรรทัดละย่อหน้า)"
        value={draft.description}
        error={errors.of('description')}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="ผู้จัด"
          value={draft.organizer}
          error={errors.of('organizer')}
          onChange={(e) => set({ organizer: e.target.value })}
        />
        <SelectField
          label="รูปแบบกิจกรรม"
          value={draft.placeType}
          options={eventPlaceTypes.map((type) => ({ value: type, label: eventPlaceLabels[type] }))}
          error={errors.of('placeType')}
          onChange={(e) => set({ placeType: e.target.value as EventPlaceType })}
        />
        <TextField
          label="สถานที่"
          hint="ชื่อสถานที่ หรือชื่อห้องออนไลน์"
          value={draft.venue}
          error={errors.of('venue')}
          onChange={(e) => set({ venue: e.target.value })}
        />
        <TextField
          label="จังหวัด (ไม่บังคับ)"
          value={draft.province}
          error={errors.of('province')}
          onChange={(e) => set({ province: e.target.value })}
        />
        <TextField
          label={draft.placeType === 'online' ? 'ลิงก์ห้องออนไลน์' : 'ลิงก์ห้องออนไลน์ (ไม่บังคับ)'}
          type="url"
          inputMode="url"
          value={draft.onlineUrl}
          error={errors.of('onlineUrl')}
          onChange={(e) => set({ onlineUrl: e.target.value })}
        />
        <TextField
          label="เวลาเริ่ม (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.startsAt}
          error={errors.of('startsAt')}
          onChange={(e) => set({ startsAt: e.target.value })}
        />
        <TextField
          label="เวลาสิ้นสุด (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.endsAt}
          error={errors.of('endsAt')}
          onChange={(e) => set({ endsAt: e.target.value })}
        />
        <TextField
          label="จำนวนที่นั่งทั้งหมด"
          inputMode="numeric"
          hint={draft.seatsTaken > 0 ? `ต้องไม่น้อยกว่า ${draft.seatsTaken} ที่นั่งที่มีผู้ลงทะเบียนแล้ว` : undefined}
          value={draft.seatsTotal}
          error={errors.of('seatsTotal')}
          onChange={(e) => set({ seatsTotal: e.target.value })}
        />
        <TextField
          label="ราคาต่อที่นั่ง (koin)"
          inputMode="decimal"
          hint="0 คือเข้าร่วมฟรี"
          value={draft.price}
          error={errors.of('price')}
          onChange={(e) => set({ price: e.target.value })}
        />
      </div>
      <Checkbox
        label="รับบัตรเข้าร่วมกิจกรรมจากร้านค้าแทน koin"
        checked={draft.voucherAccepted}
        onChange={(e) => set({ voucherAccepted: e.target.checked })}
      />
      <FormMessage message={errors.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          บันทึกกิจกรรม
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}

/** One event's door: check in by code, and the attendee list. */
function EventDesk({ event }: { event: AdminEvent }) {
  const [page, setPage] = useState(1)
  const [code, setCode] = useState('')
  const attendees = useAttendees(event.id, page)
  const checkIn = useCheckIn()
  const errors = formErrors(checkIn.error, ['code'], {
    EVENT_SEAT_NOT_FOUND: 'code',
    EVENT_ALREADY_CHECKED_IN: 'code',
  })

  function submitCheckIn(e: FormEvent) {
    e.preventDefault()
    checkIn.mutate({ id: event.id, code }, { onSuccess: () => setCode('') })
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submitCheckIn} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-0 flex-1">
          <TextField
            label="รหัสที่นั่งหรือรหัสบัตร"
            value={code}
            error={errors.of('code')}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={checkIn.isPending}>
          เช็กอิน
        </Button>
      </form>
      {checkIn.data && <Alert tone="success">เช็กอิน {checkIn.data.displayName} แล้ว</Alert>}
      <FormMessage message={errors.message} />
      <QueryState query={attendees} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีผู้ลงทะเบียน" />}>
        {(data) => (
          <>
            <ul className="divide-y divide-brand-100 text-sm">
              {data.items.map((a) => (
                <li key={a.registrationId} className="py-2 break-words">
                  {a.displayName} · ที่นั่ง {a.seatCode}
                  {a.voucherCode && ` · บัตร ${a.voucherCode}`} ·{' '}
                  {a.checkedInAt ? `เช็กอิน ${formatDateTimeBar(a.checkedInAt)}` : 'ยังไม่เช็กอิน'}
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pages={data.pages} onChange={setPage} label="หน้าของผู้ลงทะเบียน" />
          </>
        )}
      </QueryState>
    </div>
  )
}
