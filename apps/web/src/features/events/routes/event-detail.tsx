import { useRef, useState } from 'react'
import type { EventDetail } from '@klass/contract/events'
import { koinFromString } from '@klass/contract/money-text'
import { useParams } from 'react-router'
import { formatClock, formatKoin, formatWeekdayDate } from '../../../lib/format'
import { useKoinBalance } from '../../../lib/koin-balance'
import { paths } from '../../../lib/paths'
import { ActionBar } from '../../../ui/action-bar'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { KoinAmount } from '../../../ui/koin-amount'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { detailPageState, isUuid } from '../../../ui/query-states'
import { useCancelEvent, useJoinEvent } from '../api/event-seat'
import { useEvent } from '../api/get-event'
import { priceText, seatText } from '../components/event-status'
import { PageTitle } from '../../../ui/page-title'

const paidWithText = {
  koin: (event: EventDetail) => `ชำระด้วย ${formatKoin(event.registration?.koinPaid ?? '0.00')} koin`,
  voucher: () => 'ใช้บัตรเข้าร่วมกิจกรรม',
  free: () => 'ลงทะเบียนฟรี',
}

function SeatPanel({ event }: { event: EventDetail }) {
  const balance = useKoinBalance()
  const join = useJoinEvent()
  const cancel = useCancelEvent()
  const [confirming, setConfirming] = useState(false)
  const error = join.error ?? cancel.error
  const free = event.price === '0.00'

  if (event.registration) {
    const paid = paidWithText[event.registration.paidWith](event)
    return (
      <div className="space-y-3">
        <Alert tone="success">
          <p className="font-semibold">คุณลงทะเบียนกิจกรรมนี้แล้ว 🎉</p>
          <p>{paid}</p>
          <p>
            รหัสที่นั่งสำหรับเช็กอินหน้างาน: <span className="font-mono font-bold">{event.registration.seatCode}</span>
          </p>
        </Alert>
        {event.onlineUrl && (
          <p>
            ลิงก์ห้องออนไลน์:{' '}
            <a
              href={event.onlineUrl}
              className="break-all text-brand-700 underline"
              rel="noreferrer"
              target="_blank"
            >
              {event.onlineUrl}
            </a>
          </p>
        )}
        {error && <ActionErrorAlert error={error} />}
        {event.canCancel ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              ยกเลิกการลงทะเบียน
            </Button>
            <Dialog
              open={confirming}
              onClose={() => setConfirming(false)}
              title="ยกเลิกการลงทะเบียน?"
              description={
                event.registration.paidWith === 'koin'
                  ? `ระบบจะคืน ${formatKoin(event.registration.koinPaid)} koin ให้คุณ และที่นั่งจะว่างให้คนอื่น`
                  : event.registration.paidWith === 'voucher'
                    ? 'ระบบจะคืนบัตรเข้าร่วมกิจกรรมให้คุณ และที่นั่งจะว่างให้คนอื่น'
                    : 'ที่นั่งของคุณจะว่างให้คนอื่น'
              }
            >
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  busy={cancel.isPending}
                  onClick={() => cancel.mutate(event.id, { onSettled: () => setConfirming(false) })}
                >
                  ยืนยันยกเลิก
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  ไม่ยกเลิก
                </Button>
              </div>
            </Dialog>
          </>
        ) : (
          <p className="text-sm text-ink-soft">กิจกรรมเริ่มแล้ว ยกเลิกการลงทะเบียนไม่ได้</p>
        )}
      </div>
    )
  }

  if (event.status !== 'open')
    return (
      <div className="space-y-2">
        {cancel.isSuccess && <Alert tone="info">ยกเลิกการลงทะเบียนแล้ว</Alert>}
        <Alert tone="error">{seatText(event)}</Alert>
      </div>
    )

  const price = koinFromString(event.price) ?? 0
  const enoughKoin = balance !== null && (koinFromString(balance) ?? 0) >= price
  return (
    <div className="space-y-3">
      {cancel.isSuccess && (
        <Alert tone="info">
          ยกเลิกการลงทะเบียนแล้ว · koin คงเหลือ <KoinAmount value={cancel.data.koin} />
        </Alert>
      )}
      {error && <ActionErrorAlert error={error} />}
      <div className="flex flex-wrap gap-2">
        <Button
          busy={join.isPending && !join.variables?.useVoucher}
          disabled={!free && !enoughKoin}
          onClick={() => join.mutate({ id: event.id, useVoucher: false })}
        >
          {free ? 'ลงทะเบียนฟรี' : `ลงทะเบียน ใช้ ${formatKoin(event.price)} koin`}
        </Button>
        {event.voucherAccepted && event.vouchersAvailable > 0 && (
          <Button
            variant="sun"
            busy={join.isPending && join.variables?.useVoucher}
            onClick={() => join.mutate({ id: event.id, useVoucher: true })}
          >
            ใช้บัตรเข้าร่วมกิจกรรม (มี {event.vouchersAvailable} ใบ)
          </Button>
        )}
      </div>
      {!free && !enoughKoin && balance !== null && (
        <p className="text-sm text-coral-700">
          koin ของคุณยังไม่พอ คุณมี {formatKoin(balance)} koin
          {event.voucherAccepted && event.vouchersAvailable === 0 && ' หรือแลกบัตรเข้าร่วมกิจกรรมในร้านค้า'}
        </p>
      )}
      {event.voucherAccepted && event.vouchersAvailable === 0 && (
        <p className="text-sm text-ink-soft">
          กิจกรรมนี้ใช้บัตรเข้าร่วมกิจกรรมแทน koin ได้{' '}
          <AppLink
            to={`${paths.store}?type=event-voucher`}
            className="text-brand-700 underline underline-offset-2"
          >
            แลกบัตรในร้านค้า
          </AppLink>
        </p>
      )}
    </div>
  )
}

/** SPEC 2 /events/{id}/{slug?}: one event — when (Thai calendar), where, seats, price; join and cancel. */
export default function EventDetailPage() {
  const { id = '' } = useParams()
  const valid = isUuid(id)
  const query = useEvent(id, valid)
  const registration = useRef<HTMLElement>(null)
  const state = detailPageState(query, {
    validId: valid,
    loadingLabel: 'กำลังโหลดกิจกรรม',
    skeleton: (
      <div className="space-y-4">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    ),
  })
  if (state || !query.data) return state
  const event = query.data
  return (
    <div className="mx-auto max-w-5xl px-3 py-8 sm:px-4">
      <PageTitle>{`${event.title} — กิจกรรม Klass`}</PageTitle>
      <nav aria-label="เส้นทาง" className="mb-4 text-sm">
        <AppLink to={paths.events} className="text-brand-700 underline underline-offset-2">
          กิจกรรม
        </AppLink>{' '}
        / <span aria-current="page">{event.title}</span>
      </nav>
      <img
        src={event.image}
        alt=""
        width={1200}
        height={500}
        className="aspect-[12/5] w-full rounded-card bg-brand-50 object-cover"
      />
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <h1 className="text-2xl md:text-3xl">{event.title}</h1>
          <p className="text-ink-soft">{event.summary}</p>
          {event.description.map((paragraph, index) => (
            <p key={index} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {event.agenda.length > 0 && (
            <section aria-labelledby="agenda-title">
              <h2 id="agenda-title" className="text-xl">
                กำหนดการ
              </h2>
              <ol className="mt-2 space-y-1">
                {event.agenda.map((item) => (
                  <li key={`${item.time}-${item.title}`} className="flex gap-3">
                    <span className="w-14 shrink-0 font-semibold text-brand-700">{item.time}</span>
                    <span>{item.title}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <p className="text-sm text-ink-soft">จัดโดย {event.organizer}</p>
        </div>
        <aside
          ref={registration}
          aria-label="ข้อมูลการลงทะเบียน"
          className="h-fit space-y-4 rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
        >
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-ink-soft">วันและเวลา</dt>
              <dd className="font-semibold">
                {formatWeekdayDate(event.startsAt)}
                <br />
                {formatClock(event.startsAt)}–{formatClock(event.endsAt)} น.
              </dd>
            </div>
            <div>
              <dt className="text-ink-soft">สถานที่</dt>
              <dd className="font-semibold">
                {event.placeLabel} · {event.venue}
                {event.province ? ` จ.${event.province}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-ink-soft">ค่าลงทะเบียน</dt>
              <dd className="font-semibold">{priceText(event)}</dd>
            </div>
            <div>
              <dt className="text-ink-soft">ที่นั่ง</dt>
              <dd className="font-semibold">{seatText(event)}</dd>
            </div>
          </dl>
          <SeatPanel event={event} />
          <ButtonLink to={paths.events} variant="ghost" size="sm">
            ดูกิจกรรมอื่น
          </ButtonLink>
        </aside>
        <ActionBar target={registration} label="ลงทะเบียนเข้าร่วม" summary={priceText(event)} />
      </div>
    </div>
  )
}
