import { useState, type ReactNode } from 'react'
import type { ClubType } from '@klass/contract/clubs'
import { formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { KoinIcon } from '../../../ui/icons'
import { AppLink } from '../../../ui/link'
import { CardGridSkeleton, PostGrid } from '../../../ui/post-card'
import { QueryState } from '../../../ui/query-states'
import { ServedSection } from '../../../ui/served-section'
import { EmptyState } from '../../../ui/states'
import { Tabs } from '../../../ui/tabs'
import { VideoGrid } from '../../../ui/video-card'
import { useHome, useHomePosts, useHomePremiums, type HomeData, type PremiumItem } from '../api/get-home'

const ALL = 'all'

function SectionHeader({
  id,
  eyebrow,
  title,
  more,
}: {
  id: string
  eyebrow: string
  title: string
  more?: ReactNode
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="font-semibold text-brand-700">{eyebrow}</p>
        <h2 id={id} className="mt-1 text-2xl md:text-3xl">
          {title}
        </h2>
      </div>
      {more}
    </div>
  )
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink
      to={to}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
    >
      {children}
    </AppLink>
  )
}

function ArticleTab({
  category,
  initial,
}: {
  category: ClubType | null
  initial: HomeData['sections']['articles']['items'] | undefined
}) {
  const query = useHomePosts(category, initial)
  return (
    <QueryState
      query={query}
      loading={<CardGridSkeleton label="กำลังโหลดบทความ" />}
      empty={<EmptyState title="หมวดนี้ยังไม่มีบทความ" icon="📚" />}
    >
      {(posts) => (
        <>
          <PostGrid posts={posts} />
          {category && (
            <p className="mt-4 text-center">
              <MoreLink to={paths.club(category)}>ดูทั้งหมดในคลับนี้</MoreLink>
            </p>
          )}
        </>
      )}
    </QueryState>
  )
}

/** SPEC 3 home data: articles by category — the newest of all clubs first, one tab per club. */
function ArticlesSection({ data }: { data: HomeData['sections']['articles'] }) {
  const [tab, setTab] = useState(ALL)
  const items = [
    { id: ALL, label: 'ทั้งหมด', content: () => <ArticleTab category={null} initial={data.items} /> },
    ...data.categories.map((category) => ({
      id: category.type,
      label: category.name,
      content: () => <ArticleTab category={category.type} initial={undefined} />,
    })),
  ]
  return <Tabs label="หมวดบทความ" items={items} value={tab} onChange={setTab} />
}

function PremiumGrid({ items }: { items: PremiumItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          className="relative overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-600"
        >
          <img
            src={item.image}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="aspect-square h-auto w-full bg-brand-50 object-cover"
          />
          <div className="p-3">
            <p className="font-semibold leading-snug">
              {/* The whole card is the link; its text is the gift's name. */}
              <AppLink
                to={paths.storeItem(item.id, item.slug)}
                className="after:absolute after:inset-0 focus:outline-none"
              >
                {item.name}
              </AppLink>
            </p>
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              <KoinIcon className="size-4" /> {formatKoin(item.koin)} koin
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

function PremiumTab({
  category,
  initial,
}: {
  category: PremiumItem['category'] | null
  initial: PremiumItem[]
}) {
  const query = useHomePremiums(category, category === null ? initial : undefined)
  return (
    <QueryState
      query={query}
      loading={<CardGridSkeleton label="กำลังโหลดของพรีเมียม" count={4} />}
      empty={
        <EmptyState title="ตอนนี้ยังไม่มีของพรีเมียมให้แลก" icon="🎁">
          ดูของรางวัลอื่น ๆ ได้ที่{' '}
          <AppLink to={paths.store} className="font-semibold text-brand-700 underline">
            ร้านค้า
          </AppLink>
        </EmptyState>
      }
    >
      {(items) => <PremiumGrid items={items} />}
    </QueryState>
  )
}

/** SPEC 3 home data: premiums by category (items of the koin store). */
function PremiumsSection({ data }: { data: HomeData['sections']['premiums'] }) {
  const [tab, setTab] = useState(ALL)
  if (data.categories.length === 0) return <PremiumTab category={null} initial={data.items} />
  const items = [
    { id: ALL, label: 'ทั้งหมด', content: () => <PremiumTab category={null} initial={data.items} /> },
    ...data.categories.map((category) => ({
      id: category.id,
      label: category.name,
      content: () => <PremiumTab category={category.id} initial={[]} />,
    })),
  ]
  return <Tabs label="หมวดของพรีเมียม" items={items} value={tab} onChange={setTab} />
}

/** The home page's live sections: articles, premiums and videos from GET /v2/api/home. */
export function LiveSections({ className }: { className: string }) {
  const home = useHome()
  return (
    <>
      <ServedSection labelledBy="articles-title" className={`${className} mx-auto max-w-6xl px-4 py-12`}>
        <SectionHeader id="articles-title" eyebrow="บทความ" title="อ่านเรื่องเงินที่เพื่อน ๆ กำลังอ่าน" />
        <QueryState query={home} loading={<CardGridSkeleton label="กำลังโหลดบทความ" />}>
          {({ sections }) => <ArticlesSection data={sections.articles} />}
        </QueryState>
      </ServedSection>
      <ServedSection labelledBy="premiums-title" className={`${className} mx-auto max-w-6xl px-4 py-12`}>
        <SectionHeader
          id="premiums-title"
          eyebrow="ของพรีเมียม"
          title="สะสม koin แล้วแลกของพรีเมียม"
          more={<MoreLink to={paths.store}>ไปที่ร้านค้า</MoreLink>}
        />
        <QueryState query={home} loading={<CardGridSkeleton label="กำลังโหลดของพรีเมียม" count={4} />}>
          {({ sections }) => <PremiumsSection data={sections.premiums} />}
        </QueryState>
      </ServedSection>
      <ServedSection labelledBy="videos-title" className={`${className} mx-auto max-w-6xl px-4 py-12`}>
        <SectionHeader
          id="videos-title"
          eyebrow="วิดีโอ"
          title="ดูสั้น ๆ เข้าใจง่าย"
          more={<MoreLink to={paths.videoPage}>ดูวิดีโอทั้งหมด</MoreLink>}
        />
        <QueryState
          query={home}
          loading={<CardGridSkeleton label="กำลังโหลดวิดีโอ" count={4} />}
          empty={<EmptyState title="ยังไม่มีวิดีโอ" icon="🎬" />}
          isEmpty={({ sections }) => sections.videos.items.length === 0}
        >
          {({ sections }) => <VideoGrid videos={sections.videos.items} />}
        </QueryState>
      </ServedSection>
    </>
  )
}
