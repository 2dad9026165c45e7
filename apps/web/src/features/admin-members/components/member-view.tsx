import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import type { MemberDetail } from '@klass/contract/admin-members'
import { koinFromString } from '@klass/contract/money-text'
import { staffRoleLabels } from '@klass/contract/staff'
import { formErrorsFrom } from '../../../lib/api-client'
import { formatDate, formatDateTimeBar, formatKoin } from '../../../lib/format'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import {
  useAdjustKoins,
  useBanMember,
  useMember,
  useMemberBans,
  useMemberEvents,
  useMemberKoins,
  useMemberOrders,
  useUnbanMember,
} from '../api/admin-members'

const orderStatus = {
  issued: 'ออกโค้ดแล้ว',
  preparing: 'รอจัดส่ง',
  shipped: 'จัดส่งแล้ว',
  delivered: 'ได้รับแล้ว',
  cancelled: 'ยกเลิกแล้ว',
}
const paidWith = { koin: 'koin', voucher: 'บัตรกิจกรรม', free: 'ฟรี' }

/** One member in the back office: profile, standing, koins (with adjustments), orders, events and bans. */
export function MemberView() {
  const { id = '' } = useParams()
  const query = useMember(id)
  return (
    <section className="space-y-6">
      <Link to="/admin/members" className="inline-flex min-h-11 items-center font-semibold text-brand-700">
        ← กลับไปค้นหาสมาชิก
      </Link>
      <QueryState query={query} loading={<LoadingState />}>
        {(member) => (
          <>
            <header className="space-y-1">
              <h2 className="text-2xl font-bold text-ink">{member.display_name}</h2>
              <p className="break-all text-ink-soft">{member.email}</p>
              <p className="break-all text-xs text-ink-soft">รหัสสมาชิก {member.id}</p>
              {member.ban && (
                <Alert tone="error">
                  บัญชีถูกระงับตั้งแต่ {formatDateTimeBar(member.ban.banned_at)} โดย {member.ban.banned_by} เหตุผล:{' '}
                  {member.ban.reason}
                </Alert>
              )}
            </header>
            <div className="grid gap-4 lg:grid-cols-2">
              <Profile member={member} />
              <Standing member={member} />
            </div>
            <AdjustKoins member={member} />
            <BanControl member={member} />
            <KoinHistory id={member.id} />
            <Orders id={member.id} />
            <Events id={member.id} />
            <Bans id={member.id} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-card bg-white p-4 ring-1 ring-brand-100">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-soft">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Profile({ member }: { member: MemberDetail }) {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ')
  return (
    <Panel title="โปรไฟล์">
      <Facts
        rows={[
          ['ชื่อ-นามสกุล', name || '—'],
          ['วันเกิด', member.birth_date ? formatDate(member.birth_date) : '—'],
          ['โรงเรียน', member.school ?? '—'],
          ['จังหวัด', member.province ?? '—'],
          ['สมัครเมื่อ', formatDate(member.joined_at)],
          [
            'บทบาททีมงาน',
            member.staff_roles.length > 0
              ? member.staff_roles.map((role) => staffRoleLabels[role].name).join(', ')
              : 'ไม่มี',
          ],
        ]}
      />
    </Panel>
  )
}

function Standing({ member }: { member: MemberDetail }) {
  const { standing } = member
  return (
    <Panel title="สถานะบัญชี">
      <Facts
        rows={[
          [
            'ยืนยันอีเมล',
            standing.email_confirmed_at ? `ยืนยันแล้ว ${formatDate(standing.email_confirmed_at)}` : 'ยังไม่ยืนยัน',
          ],
          [
            'ความยินยอมผู้ปกครอง',
            standing.guardian_email === null
              ? 'ไม่ต้องใช้ (อายุ 20 ปีขึ้นไป)'
              : standing.guardian_confirmed_at
                ? `ยินยอมแล้ว ${formatDate(standing.guardian_confirmed_at)} (${standing.guardian_email})`
                : `รอผู้ปกครองยืนยัน (${standing.guardian_email})`,
          ],
          [
            'การลบบัญชี',
            standing.erased
              ? 'ลบข้อมูลแล้ว'
              : standing.deletion_requested_at
                ? `ขอลบเมื่อ ${formatDate(standing.deletion_requested_at)}`
                : 'ไม่มี',
          ],
          ['การระงับ', member.ban ? 'ถูกระงับ' : 'ใช้งานได้ตามปกติ'],
        ]}
      />
    </Panel>
  )
}

function AdjustKoins({ member }: { member: MemberDetail }) {
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [local, setLocal] = useState<{ amount?: string; reason?: string }>({})
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const adjust = useAdjustKoins(member.id)
  const server = adjust.error ? formErrorsFrom(adjust.error, ['amount', 'reason']) : null
  const parsed = koinFromString(amount)

  function review(event: FormEvent) {
    event.preventDefault()
    const errors: typeof local = {}
    if (parsed === null) errors.amount = 'ใส่จำนวน koin เป็นตัวเลข ทศนิยมได้ 2 ตำแหน่ง (ติดลบเพื่อหัก)'
    else if (parsed === 0) errors.amount = 'จำนวน koin ต้องไม่เป็นศูนย์'
    if (reason.trim() === '') errors.reason = 'กรุณาเขียนเหตุผล สมาชิกจะเห็นเหตุผลนี้ในประวัติ koin'
    setLocal(errors)
    setDone(null)
    adjust.reset()
    if (Object.keys(errors).length === 0) setConfirming(true)
  }

  function send() {
    adjust.mutate(
      { amount: amount.trim(), reason: reason.trim() },
      {
        onSuccess: (reply) => {
          setDone(`ปรับ koin แล้ว ยอดคงเหลือ ${formatKoin(reply.data.balance)} koin`)
          setAmount('')
          setReason('')
        },
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <Panel title="koin">
      <p className="text-sm">
        ยอดคงเหลือ <span className="text-xl font-bold text-ink">{formatKoin(member.koin)}</span> koin
      </p>
      <form onSubmit={review} noValidate className="grid gap-3 md:grid-cols-[12rem_1fr_auto] md:items-start">
        <TextField
          label="จำนวน koin"
          hint="ติดลบเพื่อหัก เช่น -10"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={local.amount ?? server?.fields.amount}
        />
        <TextField
          label="เหตุผลที่ปรับ koin"
          hint="สมาชิกเห็นเหตุผลนี้ในประวัติ koin"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={local.reason ?? server?.fields.reason}
        />
        <Button type="submit" className="md:mt-7">
          ปรับ koin
        </Button>
      </form>
      {adjust.error && <ActionErrorAlert error={adjust.error} message={server?.message} />}
      {done && <Alert tone="success">{done}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="ยืนยันการปรับ koin"
        confirmLabel="ยืนยันปรับ koin"
        busy={adjust.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        <p>
          {parsed !== null && parsed > 0 ? 'เพิ่ม' : 'หัก'} {formatKoin(Math.abs(parsed ?? 0))} koin ให้{' '}
          {member.display_name}
        </p>
        <p>เหตุผล: {reason.trim()}</p>
      </ConfirmDialog>
    </Panel>
  )
}

function BanControl({ member }: { member: MemberDetail }) {
  const banned = member.ban !== null
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const ban = useBanMember(member.id)
  const unban = useUnbanMember(member.id)
  const action = banned ? unban : ban

  function review(event: FormEvent) {
    event.preventDefault()
    action.reset()
    if (reason.trim() === '') {
      setError('กรุณาเขียนเหตุผล')
      return
    }
    setError(null)
    setConfirming(true)
  }

  function send() {
    action.mutate(reason.trim(), {
      onSuccess: () => setReason(''),
      onSettled: () => setConfirming(false),
    })
  }

  return (
    <Panel title={banned ? 'ปลดการระงับบัญชี' : 'ระงับบัญชี'}>
      <p className="text-sm text-ink-soft">
        {banned
          ? 'ปลดแล้วสมาชิกเข้าสู่ระบบได้อีกครั้ง'
          : 'ระงับแล้วทุกอุปกรณ์ของสมาชิกออกจากระบบทันที และเข้าสู่ระบบไม่ได้ (ทั้งรหัสผ่าน LINE และ Facebook) จนกว่าจะปลดการระงับ'}
      </p>
      <form onSubmit={review} noValidate className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
        <TextField
          label={banned ? 'เหตุผลที่ปลดการระงับ' : 'เหตุผลที่ระงับบัญชี'}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        <Button type="submit" variant={banned ? 'primary' : 'danger'} className="md:mt-7">
          {banned ? 'ปลดการระงับ' : 'ระงับบัญชี'}
        </Button>
      </form>
      {action.error && <ActionErrorAlert error={action.error} />}
      <ConfirmDialog
        open={confirming}
        title={banned ? 'ยืนยันปลดการระงับบัญชี' : 'ยืนยันระงับบัญชี'}
        confirmLabel={banned ? 'ยืนยันปลดการระงับ' : 'ยืนยันระงับบัญชี'}
        busy={action.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        <p>
          {banned ? 'ปลดการระงับบัญชีของ' : 'ระงับบัญชีของ'} {member.display_name} ({member.email})
        </p>
        <p>เหตุผล: {reason.trim()}</p>
      </ConfirmDialog>
    </Panel>
  )
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-ink-soft">
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-2 py-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-brand-50 align-top">
              {row.map((cell, column) => (
                <td key={column} className="px-2 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type PagedQuery<T> = {
  data: { items: T[]; page: number; pages: number } | undefined
  isError: boolean
  error: unknown
  refetch: () => unknown
}

function PagedTable<T>({
  title,
  empty,
  query,
  head,
  row,
  onPage,
}: {
  title: string
  empty: string
  query: PagedQuery<T>
  head: string[]
  row: (item: T) => ReactNode[]
  onPage: (page: number) => void
}) {
  return (
    <Panel title={title}>
      <QueryState
        query={query}
        loading={<LoadingState />}
        empty={<p className="text-sm text-ink-soft">{empty}</p>}
      >
        {(page) => (
          <>
            <Table caption={title} head={head} rows={page.items.map(row)} />
            <Pagination page={page.page} pages={page.pages} onChange={onPage} label={`หน้า${title}`} />
          </>
        )}
      </QueryState>
    </Panel>
  )
}

function KoinHistory({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const query = useMemberKoins(id, page)
  return (
    <PagedTable
      title="ประวัติ koin"
      empty="ยังไม่มีประวัติ koin"
      query={query}
      head={['วันที่', 'รายการ', 'koin', 'คงเหลือ']}
      row={(item) => [
        formatDateTimeBar(item.date),
        item.activity,
        formatKoin(item.point, { signed: true }),
        formatKoin(item.balance),
      ]}
      onPage={setPage}
    />
  )
}

function Orders({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const query = useMemberOrders(id, page)
  return (
    <PagedTable
      title="คำสั่งแลกของรางวัล"
      empty="ยังไม่เคยแลกของรางวัล"
      query={query}
      head={['วันที่', 'ของรางวัล', 'จำนวน', 'koin', 'สถานะ', 'เลขพัสดุ']}
      row={(order) => [
        formatDate(order.ordered_at),
        order.item_name,
        order.quantity,
        formatKoin(order.total),
        orderStatus[order.status],
        order.tracking_number ?? '—',
      ]}
      onPage={setPage}
    />
  )
}

function Events({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const query = useMemberEvents(id, page)
  return (
    <PagedTable
      title="กิจกรรม"
      empty="ยังไม่เคยลงทะเบียนกิจกรรม"
      query={query}
      head={['กิจกรรม', 'วันจัด', 'สถานะ', 'จ่ายด้วย', 'ลงทะเบียน']}
      row={(entry) => [
        entry.event_title,
        formatDate(entry.starts_at),
        entry.status === 'joined'
          ? 'ลงทะเบียนแล้ว'
          : `ยกเลิก ${entry.cancelled_at ? formatDate(entry.cancelled_at) : ''}`,
        entry.paid_with === 'koin' ? `${formatKoin(entry.koin_paid)} koin` : paidWith[entry.paid_with],
        formatDate(entry.joined_at),
      ]}
      onPage={setPage}
    />
  )
}

function Bans({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const query = useMemberBans(id, page)
  return (
    <PagedTable
      title="ประวัติการระงับบัญชี"
      empty="ไม่เคยถูกระงับบัญชี"
      query={query}
      head={['ระงับเมื่อ', 'โดย', 'เหตุผล', 'ปลดเมื่อ', 'เหตุผลที่ปลด']}
      row={(ban) => [
        formatDateTimeBar(ban.banned_at),
        ban.banned_by,
        ban.reason,
        ban.lifted_at ? `${formatDateTimeBar(ban.lifted_at)} โดย ${ban.lifted_by ?? ''}` : 'ยังระงับอยู่',
        ban.lift_reason ?? '—',
      ]}
      onPage={setPage}
    />
  )
}
