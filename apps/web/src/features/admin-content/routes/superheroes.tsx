import type { AdminSuperhero } from '@klass/contract/admin-content'
import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { usePageParam } from '../../../lib/use-page-param'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryError } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useSaveSuperhero, useSuperheroes } from '../api/content'
import { ImagePicker } from '../components/image-picker'
import { TextArea } from '../components/text-area'

type Editing = { hero: AdminSuperhero | null }

/** The super heroes of every year (issue 21): added and edited, their order within a year set here. */
export default function SuperheroesPage() {
  const [page, setPage] = usePageParam()
  const heroes = useSuperheroes({ page, limit: 20 })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  return (
    <section aria-labelledby="heroes-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="heroes-title" className="text-2xl font-bold">
          Super Hero
        </h2>
        <Button
          onClick={() => {
            setSaved(null)
            setEditing({ hero: null })
          }}
        >
          เพิ่ม Super Hero
        </Button>
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      {editing && (
        <HeroForm
          key={editing.hero?.id ?? 'new'}
          hero={editing.hero}
          onDone={(hero) => {
            setEditing(null)
            setSaved(`บันทึก ${hero.nickname} (${hero.name}) แล้ว`)
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {heroes.isPending ? (
        <LoadingState />
      ) : heroes.isError ? (
        <QueryError query={heroes} />
      ) : heroes.data.items.length === 0 ? (
        <EmptyState title="ยังไม่มี Super Hero">เพิ่มคนแรกได้จากปุ่มด้านบน</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-brand-100 rounded-2xl bg-surface ring-1 ring-brand-100">
            {heroes.data.items.map((hero) => (
              <li key={hero.id} className="flex flex-wrap items-center gap-3 p-3">
                <img src={hero.avatar} alt="" className="size-12 shrink-0 rounded-full object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">
                    {hero.nickname} · {hero.name}
                  </p>
                  <p className="text-sm text-ink-soft">
                    ปี {hero.year} · ลำดับ {hero.position} · {hero.title}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`แก้ไข ${hero.nickname}`}
                  onClick={() => {
                    setSaved(null)
                    setEditing({ hero })
                  }}
                >
                  แก้ไข
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={heroes.data.pages} onChange={setPage} />
        </>
      )}
    </section>
  )
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const fieldNames = [
  'year',
  'name',
  'nickname',
  'age',
  'affiliation',
  'title',
  'quote',
  'story',
  'achievements',
  'position',
  'avatar',
]

function HeroForm({
  hero,
  onDone,
  onCancel,
}: {
  hero: AdminSuperhero | null
  onDone: (hero: AdminSuperhero) => void
  onCancel: () => void
}) {
  const save = useSaveSuperhero()
  const [form, setForm] = useState({
    year: String(hero?.year ?? new Date().getFullYear()),
    name: hero?.name ?? '',
    nickname: hero?.nickname ?? '',
    age: hero ? String(hero.age) : '',
    affiliation: hero?.affiliation ?? '',
    title: hero?.title ?? '',
    quote: hero?.quote ?? '',
    story: hero?.story.join('\n') ?? '',
    achievements: hero?.achievements.join('\n') ?? '',
    position: String(hero?.position ?? 0),
  })
  const [avatar, setAvatar] = useState<string | null>(hero?.avatar ?? null)
  const errors = formErrorsFrom(save.error, fieldNames)
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    error: errors.fields[name],
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = {
      ...form,
      year: Number(form.year),
      age: Number(form.age),
      position: Number(form.position),
      story: lines(form.story),
      achievements: lines(form.achievements),
    }
    // A new portrait is sent only when one was uploaded here (an address under /uploads/posts/).
    const newAvatar = avatar && avatar !== hero?.avatar ? avatar : undefined
    if (hero === null) {
      save.mutate({ id: null, body: { ...body, avatar: newAvatar ?? '' } }, { onSuccess: onDone })
    } else {
      save.mutate(
        { id: hero.id, body: { ...body, ...(newAvatar ? { avatar: newAvatar } : {}) } },
        { onSuccess: onDone },
      )
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="hero-form-title"
      className="space-y-3 rounded-2xl bg-surface p-4 ring-1 ring-brand-200"
    >
      <h3 id="hero-form-title" className="text-lg font-bold">
        {hero ? `แก้ไข ${hero.nickname}` : 'เพิ่ม Super Hero'}
      </h3>
      <ActionErrorAlert error={save.error} message={errors.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="ชื่อ-นามสกุล" {...field('name')} />
        <TextField label="ชื่อเล่น" {...field('nickname')} />
        <TextField label="ปีที่ได้รับเลือก (ค.ศ.)" inputMode="numeric" {...field('year')} />
        <TextField label="อายุ" inputMode="numeric" {...field('age')} />
        <TextField label="โรงเรียนหรือที่ทำงาน" {...field('affiliation')} />
        <TextField label="ฉายา" {...field('title')} />
        <TextField label="ลำดับในปีนั้น (น้อยขึ้นก่อน)" inputMode="numeric" {...field('position')} />
      </div>
      <TextArea label="คำพูดประจำตัว" {...field('quote')} />
      <TextArea label="เรื่องราว (บรรทัดละหนึ่งย่อหน้า)" {...field('story')} />
      <TextArea label="ผลงาน (บรรทัดละหนึ่งข้อ)" {...field('achievements')} />
      <ImagePicker label="รูปประจำตัว" value={avatar} onChange={setAvatar} error={errors.fields.avatar} />
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
