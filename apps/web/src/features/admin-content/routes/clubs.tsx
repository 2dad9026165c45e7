import type { AdminClub } from '@klass/contract/admin-clubs'
import { clubColourLabels, clubColours, type ClubColour } from '@klass/contract/clubs'
import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { clubColourClass } from '../../../lib/clubs'
import { paths } from '../../../lib/paths'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Checkbox, SelectField, TextField } from '../../../ui/field'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useAdminClubs, useReorderClubs, useUpdateClub } from '../api/clubs'
import { TextArea } from '../components/text-area'

const fieldNames = ['name', 'tagline', 'summary', 'story', 'colour', 'open_for_posts']

/**
 * The clubs (issue 21, decision 045): editors write each club's name and texts, choose its colour and order,
 * and open or close it to members' new posts. The five clubs themselves are fixed.
 */
export default function ClubsPage() {
  const clubs = useAdminClubs()
  const reorder = useReorderClubs()
  const [editing, setEditing] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  function move(list: AdminClub[], index: number, by: -1 | 1) {
    const types = list.map((club) => club.type)
    const [moved] = types.splice(index, 1)
    types.splice(index + by, 0, moved!)
    setSaved(null)
    reorder.mutate({ types }, { onSuccess: () => setSaved(`ย้าย ${list[index]!.name} แล้ว`) })
  }

  return (
    <section aria-labelledby="clubs-title" className="space-y-4">
      <div>
        <h2 id="clubs-title" className="text-2xl font-bold">
          คลับ
        </h2>
        <p className="mt-1 text-ink-soft">
          ชื่อ ข้อความ สี และลำดับของคลับทั้งห้า แสดงในหน้าแรก หน้าคลับ และหน้าเขียนโพสต์ทันทีที่บันทึก ปิดรับโพสต์ใหม่ได้โดยโพสต์เดิมยังอยู่
        </p>
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      <ActionErrorAlert error={reorder.error} message={formErrorsFrom(reorder.error, []).message} />
      <QueryState query={clubs} loading={<LoadingState />}>
        {(list) => (
          <ol className="space-y-3">
            {list.map((club, index) => (
              <li key={club.type} className="rounded-2xl bg-surface p-4 ring-1 ring-brand-100">
                {editing === club.type ? (
                  <ClubForm
                    club={club}
                    onDone={(changed) => {
                      setEditing(null)
                      setSaved(`บันทึกคลับ ${changed.name} แล้ว`)
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span
                          aria-hidden="true"
                          className={`inline-block size-4 rounded-full ring-1 ring-brand-200 ${clubColourClass[club.colour]}`}
                        />
                        <span className="text-lg font-bold">
                          {index + 1}. {club.name}
                        </span>
                        <span
                          className={`rounded-full px-2 py-0.5 text-sm ${club.open_for_posts ? 'bg-mint-100 text-ink' : 'bg-coral-100 text-coral-700'}`}
                        >
                          {club.open_for_posts ? 'เปิดรับโพสต์ใหม่' : 'ปิดรับโพสต์ใหม่'}
                        </span>
                      </p>
                      <p className="mt-1 font-semibold text-brand-700">{club.tagline}</p>
                      <p className="mt-1 text-sm text-ink-soft">{club.summary}</p>
                      <p className="mt-1 text-sm">
                        <AppLink to={paths.club(club.type)} className="text-brand-700 underline">
                          /club/{club.type}
                        </AppLink>
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`เลื่อน ${club.name} ขึ้น`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(list, index, -1)}
                      >
                        ↑ ขึ้น
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`เลื่อน ${club.name} ลง`}
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => move(list, index, 1)}
                      >
                        ↓ ลง
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`แก้ไขคลับ ${club.name}`}
                        onClick={() => {
                          setSaved(null)
                          setEditing(club.type)
                        }}
                      >
                        แก้ไข
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  )
}

function ClubForm({
  club,
  onDone,
  onCancel,
}: {
  club: AdminClub
  onDone: (club: AdminClub) => void
  onCancel: () => void
}) {
  const save = useUpdateClub()
  const [form, setForm] = useState({
    name: club.name,
    tagline: club.tagline,
    summary: club.summary,
    story: club.story,
  })
  const [colour, setColour] = useState<ClubColour>(club.colour)
  const [open, setOpen] = useState(club.open_for_posts)
  const errors = formErrorsFrom(save.error, fieldNames)
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    error: errors.fields[name],
  })
  const titleId = `club-form-${club.type}`

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(
      { type: club.type, ...form, colour, open_for_posts: open },
      { onSuccess: (reply) => onDone(reply.data) },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-lg font-bold">
        แก้ไขคลับ {club.name}
      </h3>
      <ActionErrorAlert error={save.error} message={errors.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="ชื่อคลับ" {...field('name')} />
        <SelectField
          label="สีการ์ด"
          value={colour}
          onChange={(event) => setColour(event.target.value as ClubColour)}
          options={clubColours.map((value) => ({ value, label: clubColourLabels[value] }))}
          error={errors.fields.colour}
        />
      </div>
      <TextField label="คำโปรย (เหนือชื่อคลับในหน้าคลับ)" {...field('tagline')} />
      <TextField label="คำอธิบายสั้นบนการ์ด (หน้าแรกและรายการคลับ)" {...field('summary')} />
      <TextArea label="เรื่องราวของคลับ" {...field('story')} />
      <Checkbox
        label="เปิดรับโพสต์ใหม่จากสมาชิก (ปิดแล้วโพสต์เดิมยังอ่านได้)"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        error={errors.fields.open_for_posts}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          บันทึก
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}
