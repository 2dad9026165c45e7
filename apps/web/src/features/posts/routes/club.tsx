import { useState, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { isClubType, type ClubType } from '@klass/contract/clubs'
import type { PostOrder } from '@klass/contract/posts'
import { formatCount } from '../../../lib/format'
import { clubColourClass, defaultClubCards, useClubs } from '../../../lib/clubs'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { Button, ButtonLink } from '../../../ui/button'
import { NotFoundView } from '../../../ui/error-view'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { Tabs } from '../../../ui/tabs'
import { usePostList, usePostSection } from '../api/get-posts'
import { NoPosts, PagedPosts } from '../components/paged-posts'
import { type AddressChanges, useAddressParams } from '../../../lib/use-address-params'
import { PageTitle } from '../../../ui/page-title'

const orders: ReadonlyArray<{ id: PostOrder; label: string }> = [
  { id: 'newest', label: 'ใหม่ล่าสุด' },
  { id: 'most_liked', label: 'ถูกใจมากสุด' },
  { id: 'most_read', label: 'อ่านมากสุด' },
]
const isOrder = (value: string | null): value is PostOrder => orders.some((order) => order.id === value)

function ClubStory({ type }: { type: ClubType }) {
  const section = usePostSection(type)
  const { loggedIn } = useSession()
  return (
    <QueryState
      query={section}
      loading={
        <div role="status" aria-label="กำลังโหลดเรื่องราวของคลับ" className="space-y-3">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      }
    >
      {(club) => (
        <header className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
          <PageTitle>{`${club.name} — คลับ Klass`}</PageTitle>
          <div>
            <p className="font-semibold text-brand-700">{club.tagline}</p>
            <h1 className="mt-1 text-3xl md:text-4xl">{club.name}</h1>
            <p className="mt-3 max-w-3xl text-ink-soft">{club.story}</p>
            <p className="mt-2 text-sm text-ink-soft">{formatCount(club.post_count)} โพสต์ในคลับนี้</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.clubPath(type)} variant="secondary">
              เส้นทางการเรียนรู้
            </ButtonLink>
            {loggedIn && club.open_for_posts && (
              <ButtonLink to={`${paths.postCreate}?club=${type}`} variant="sun">
                เขียนโพสต์ในคลับนี้
              </ButtonLink>
            )}
          </div>
          {!club.open_for_posts && (
            <p className="text-sm text-ink-soft md:col-span-2">
              คลับนี้ปิดรับโพสต์ใหม่อยู่ชั่วคราว โพสต์ที่มีอยู่แล้วยังอ่านได้ตามปกติ
            </p>
          )}
        </header>
      )}
    </QueryState>
  )
}

function ClubPosts({ type }: { type: ClubType }) {
  const [params, change] = useAddressParams()
  const order = isOrder(params.get('order')) ? (params.get('order') as PostOrder) : 'newest'
  const keyword = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(keyword)
  const query = usePostList({ type, order, keyword, page })

  const update = (changes: AddressChanges) => change(changes, { preventScrollReset: true })

  function search(event: FormEvent) {
    event.preventDefault()
    update({ q: draft.trim() || null, page: null })
  }

  const list = (
    <PagedPosts
      query={query}
      page={page}
      onPage={(next) => update({ page: String(next) })}
      label="โพสต์ของคลับ"
      empty={
        keyword ? (
          <NoPosts title={`ไม่พบโพสต์ที่มีคำว่า “${keyword}”`}>ลองค้นด้วยคำอื่น หรือคำที่สั้นลง</NoPosts>
        ) : (
          <NoPosts title="คลับนี้ยังไม่มีโพสต์">มาเป็นคนแรกที่แชร์เรื่องเงินในคลับนี้กัน</NoPosts>
        )
      }
    />
  )

  return (
    <section aria-labelledby="club-posts-title" className="mt-10">
      <h2 id="club-posts-title" className="text-2xl">
        โพสต์ในคลับ
      </h2>
      <form role="search" onSubmit={search} className="mt-4 flex flex-wrap gap-2">
        <label htmlFor="club-search" className="sr-only">
          ค้นหาในคลับนี้
        </label>
        <input
          id="club-search"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="ค้นหาในคลับนี้ เช่น ออมเงิน"
          maxLength={100}
          className="min-h-11 min-w-0 flex-1 rounded-full border-0 bg-white px-4 ring-1 ring-brand-200 focus:ring-2 focus:ring-brand-600"
        />
        <Button type="submit">ค้นหา</Button>
        {keyword && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('')
              update({ q: null, page: null })
            }}
          >
            ล้างคำค้น
          </Button>
        )}
      </form>
      <div className="mt-4">
        {keyword ? (
          <>
            <p className="mb-3 text-ink-soft">ผลการค้นหา “{keyword}” เรียงจากใหม่ไปเก่า</p>
            {list}
          </>
        ) : (
          <Tabs
            label="เรียงโพสต์"
            items={orders.map((item) => ({ id: item.id, label: item.label, content: () => list }))}
            value={order}
            onChange={(id) => update({ order: id === 'newest' ? null : id, page: null })}
          />
        )}
      </div>
    </section>
  )
}

/** The clubs' cards as a list: Klass's first names at once, the editors' names and order once they arrive. */
function ClubIndex() {
  const clubs = useClubs()
  const cards = clubs.data ?? defaultClubCards
  return (
    <>
      <PageTitle>คลับทั้งหมด — Klass</PageTitle>
      <h1 className="text-3xl">คลับของ Klass</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((club) => (
          <li key={club.type}>
            <AppLink
              to={paths.club(club.type)}
              className={`block h-full rounded-card p-5 ring-1 ring-brand-100 hover:ring-brand-300 ${clubColourClass[club.colour]}`}
            >
              <span className="font-display text-xl">{club.name}</span>
              <span className="mt-1 block text-sm text-ink-soft">{club.summary}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  )
}

/** SPEC 2 /club/{type}: the club's story, its posts (paged, ordered) and a search within it. */
export default function ClubPage() {
  const { type } = useParams()
  if (type !== undefined && !isClubType(type)) return <NotFoundView />
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {type ? (
        <>
          <ClubStory key={type} type={type} />
          <ClubPosts key={`posts-${type}`} type={type} />
        </>
      ) : (
        <ClubIndex />
      )}
    </div>
  )
}
