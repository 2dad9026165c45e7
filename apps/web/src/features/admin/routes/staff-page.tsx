import type { StaffMemberView } from '@klass/contract/admin-core'
import { staffRoleLabels, staffRoles, type StaffRole } from '@klass/contract/staff'
import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { messageOf } from '../../../lib/error-message'
import { formatDate } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useResetSecondFactor, useSetStaffRoles, useStaffList } from '../api/staff'

const roleNames = (roles: readonly StaffRole[]) =>
  roles.length ? roles.map((role) => staffRoleLabels[role].name).join(', ') : 'ไม่มีหน้าที่ (ไม่ใช่ทีมงาน)'

/** /admin/staff (admin): who is on the staff, their roles and authenticator apps. */
export default function StaffPage() {
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<{ email: string; roles: StaffRole[] } | null>(null)
  const list = useStaffList(page)
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-ink">ทีมงาน</h2>
      <RolesForm key={editing?.email ?? ''} initial={editing} />
      <section aria-labelledby="staff-list-title" className="space-y-3">
        <h3 id="staff-list-title" className="text-xl font-bold text-ink">
          รายชื่อทีมงาน
        </h3>
        <QueryState query={list} loading={<LoadingState />}>
          {(data) => (
            <>
              <ul className="space-y-3">
                {data.items.map((member) => (
                  <StaffRow
                    key={member.id}
                    member={member}
                    onEdit={() => setEditing({ email: member.email, roles: member.roles })}
                  />
                ))}
              </ul>
              <Pagination page={data.page} pages={data.pages} onChange={setPage} label="หน้ารายชื่อทีมงาน" />
            </>
          )}
        </QueryState>
      </section>
    </div>
  )
}

function StaffRow({ member, onEdit }: { member: StaffMemberView; onEdit: () => void }) {
  const reset = useResetSecondFactor()
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState(false)
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{member.display_name}</p>
          <p className="text-sm break-all text-ink-soft">{member.email}</p>
          <p className="text-sm text-ink">{roleNames(member.roles)}</p>
          <p className="text-sm text-ink-soft">
            {member.second_factor_confirmed_at
              ? `ตั้งค่าแอปยืนยันตัวตนแล้ว เมื่อ ${formatDate(member.second_factor_confirmed_at)}`
              : 'ยังไม่ได้ตั้งค่าแอปยืนยันตัวตน'}
          </p>
          {done && <p className="text-sm text-mint-700">รีเซ็ตแล้ว จะต้องตั้งค่าแอปใหม่ในการเข้าครั้งต่อไป</p>}
          {reset.isError && <p className="text-sm text-coral-700">{messageOf(reset.error)}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            แก้ไขหน้าที่
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            รีเซ็ตแอปยืนยันตัวตน
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="รีเซ็ตแอปยืนยันตัวตน"
        confirmLabel="รีเซ็ต"
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(member.id, {
            onSuccess: () => setDone(true),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>
          {member.display_name} ({member.email}) จะต้องออกจากส่วนทีมงานทุกเครื่อง และตั้งค่าแอปยืนยันตัวตนใหม่ เช่น
          เมื่อเปลี่ยนหรือทำโทรศัพท์หาย
        </p>
      </ConfirmDialog>
    </li>
  )
}

/** Gives or takes staff roles from a member found by e-mail, after a confirmation. */
function RolesForm({ initial }: { initial: { email: string; roles: StaffRole[] } | null }) {
  const save = useSetStaffRoles()
  const [email, setEmail] = useState(initial?.email ?? '')
  const [roles, setRoles] = useState<StaffRole[]>(initial?.roles ?? [])
  const [confirming, setConfirming] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMessage(null)
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setErrors({ email: 'กรุณากรอกอีเมลของสมาชิก' })
      return
    }
    setErrors({})
    setConfirming(true)
  }

  function send() {
    save.mutate(
      { email: email.trim(), roles },
      {
        onSuccess: (member) =>
          setMessage({
            tone: 'success',
            text: `บันทึกแล้ว: ${member.display_name} (${member.email}) — ${roleNames(member.roles)}`,
          }),
        onError: (error) => {
          const { fields, message: text } = formErrorsFrom(error, ['email', 'roles'], {
            STAFF_MEMBER_NOT_FOUND: 'email',
          })
          setErrors(fields)
          setMessage(text ? { tone: 'error', text } : null)
        },
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <Card className="p-4 sm:p-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="roles-form-title">
        <h3 id="roles-form-title" className="text-xl font-bold text-ink">
          กำหนดหน้าที่ทีมงาน
        </h3>
        <TextField
          label="อีเมลของสมาชิก"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          hint="สมาชิกต้องสมัครสมาชิก Klass ไว้ก่อน"
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">หน้าที่ (ไม่เลือกเลย = ถอดออกจากทีมงาน)</legend>
          {staffRoles.map((role) => (
            <div key={role} className="flex min-h-11 items-center gap-3">
              <input
                id={`staff-role-${role}`}
                type="checkbox"
                className="size-5"
                checked={roles.includes(role)}
                onChange={(event) =>
                  setRoles((held) =>
                    event.target.checked ? [...held, role] : held.filter((one) => one !== role),
                  )
                }
              />
              <label htmlFor={`staff-role-${role}`} className="flex-1 py-1">
                <span className="font-medium text-ink">{staffRoleLabels[role].name}</span>
                <span className="block text-sm text-ink-soft">{staffRoleLabels[role].duties}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit">บันทึกหน้าที่</Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title="ยืนยันการกำหนดหน้าที่"
        confirmLabel="ยืนยัน"
        busy={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>
          {email.trim()} จะมีหน้าที่: {roleNames(roles)}
        </p>
      </ConfirmDialog>
    </Card>
  )
}
