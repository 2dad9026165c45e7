import type { AdminSuperhero } from '@klass/contract/admin-content'
import { useState } from 'react'
import { usePageParam } from '../../../lib/use-page-param'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useSaveSuperhero, useSuperheroes } from '../api/content'
import { ContentRows } from '../components/content-rows'
import { ContentForm, linesOf, type ContentField } from '../components/content-form'

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
      <QueryState
        query={heroes}
        loading={<LoadingState />}
        empty={<EmptyState title="ยังไม่มี Super Hero">เพิ่มคนแรกได้จากปุ่มด้านบน</EmptyState>}
      >
        {(data) => (
          <ContentRows
            items={data.items}
            picture={(hero) => (
              <img src={hero.avatar} alt="" className="size-12 shrink-0 rounded-full object-cover" />
            )}
            name={(hero) => `${hero.nickname} · ${hero.name}`}
            details={(hero) => `ปี ${hero.year} · ลำดับ ${hero.position} · ${hero.title}`}
            editLabel={(hero) => `แก้ไข ${hero.nickname}`}
            onEdit={(hero) => {
              setSaved(null)
              setEditing({ hero })
            }}
            page={page}
            pages={data.pages}
            onPage={setPage}
          />
        )}
      </QueryState>
    </section>
  )
}

const heroFields: readonly ContentField<HeroText>[] = [
  { name: 'name', label: 'ชื่อ-นามสกุล', half: true },
  { name: 'nickname', label: 'ชื่อเล่น', half: true },
  { name: 'year', label: 'ปีที่ได้รับเลือก (ค.ศ.)', kind: 'number', half: true },
  { name: 'age', label: 'อายุ', kind: 'number', half: true },
  { name: 'affiliation', label: 'โรงเรียนหรือที่ทำงาน', half: true },
  { name: 'title', label: 'ฉายา', half: true },
  { name: 'position', label: 'ลำดับในปีนั้น (น้อยขึ้นก่อน)', kind: 'number', half: true },
  { name: 'quote', label: 'คำพูดประจำตัว', kind: 'long' },
  { name: 'story', label: 'เรื่องราว (บรรทัดละหนึ่งย่อหน้า)', kind: 'long' },
  { name: 'achievements', label: 'ผลงาน (บรรทัดละหนึ่งข้อ)', kind: 'long' },
]

/** A super hero's fields as the form's texts (a new one starts in this year). */
function heroTexts(hero: AdminSuperhero | null) {
  return {
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
  }
}

type HeroText = keyof ReturnType<typeof heroTexts>

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
  return (
    <ContentForm
      heading={hero ? `แก้ไข ${hero.nickname}` : 'เพิ่ม Super Hero'}
      fields={heroFields}
      initial={heroTexts(hero)}
      image={{ name: 'avatar', label: 'รูปประจำตัว' }}
      editing={hero && { id: hero.id, image: hero.avatar }}
      toBody={(form) => ({
        ...form,
        year: Number(form.year),
        age: Number(form.age),
        position: Number(form.position),
        story: linesOf(form.story),
        achievements: linesOf(form.achievements),
      })}
      save={save}
      onDone={onDone}
      onCancel={onCancel}
    />
  )
}
