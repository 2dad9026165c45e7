import type { AdminEvent } from '@klass/contract/admin-campaign'
import { useState, type FormEvent } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useAdminEvents, useAttendees, useCheckIn, useSaveEvent } from '../api/events'
import { SaveError } from '../components/save-error'

/** Events in the back office: seats taken, who holds them, check-in at the door, and the number of seats. */
export default function EventsAdminPage() {
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const events = useAdminEvents(page)
  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <h2 id="events-heading" className="text-2xl font-bold">
        กิจกรรมและเช็กอิน
      </h2>
      <QueryState query={events} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีกิจกรรม" />}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((event) => (
                <li key={event.id} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold break-words">{event.title}</h3>
                      <p className="text-sm text-ink-soft">
                        {formatDateTimeBar(event.startsAt)} · ที่นั่ง {event.seatsTaken}/{event.seatsTotal} ·
                        เช็กอินแล้ว {event.checkedIn} คน
                      </p>
                    </div>
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

/** One event's door: check in by code, the attendee list, and its number of seats. */
function EventDesk({ event }: { event: AdminEvent }) {
  const [page, setPage] = useState(1)
  const [code, setCode] = useState('')
  const [seats, setSeats] = useState(String(event.seatsTotal))
  const attendees = useAttendees(event.id, page)
  const checkIn = useCheckIn()
  const save = useSaveEvent()

  function submitCheckIn(e: FormEvent) {
    e.preventDefault()
    checkIn.mutate({ id: event.id, code }, { onSuccess: () => setCode('') })
  }

  function submitSeats(e: FormEvent) {
    e.preventDefault()
    const { id, seatsTaken: _taken, checkedIn: _in, ...rest } = event
    save.mutate({ id, body: { ...rest, seatsTotal: Number(seats) } })
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submitCheckIn} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-0 flex-1">
          <TextField label="รหัสที่นั่งหรือรหัสบัตร" value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <Button type="submit" disabled={checkIn.isPending}>
          เช็กอิน
        </Button>
      </form>
      {checkIn.data && <Alert tone="success">เช็กอิน {checkIn.data.displayName} แล้ว</Alert>}
      <SaveError error={checkIn.error} />
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
      <form onSubmit={submitSeats} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-0 flex-1">
          <TextField
            label="จำนวนที่นั่งทั้งหมด"
            inputMode="numeric"
            hint={`ต้องไม่น้อยกว่า ${event.seatsTaken} ที่นั่งที่มีผู้ลงทะเบียนแล้ว`}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          บันทึกจำนวนที่นั่ง
        </Button>
      </form>
      {save.isSuccess && <Alert tone="success">บันทึกจำนวนที่นั่งแล้ว</Alert>}
      <SaveError error={save.error} />
    </div>
  )
}
