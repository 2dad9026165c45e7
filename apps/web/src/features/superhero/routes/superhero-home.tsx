import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { AppLink } from '../../../ui/link'
import { CardGridSkeleton, PostGrid } from '../../../ui/post-card'
import { QueryError } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useSuperheroOverview } from '../api/get-superheroes'
import { HeroGrid, thaiYear } from '../components/hero-card'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 /super-hero: Super Hero Talk — this year's heroes, their latest talks, and the heroes of every year. */
export default function SuperheroHomePage() {
  const overview = useSuperheroOverview()
  const data = overview.data
  const newest = data?.years[0]?.year
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle>ทอล์กซูเปอร์ฮีโร่ (Super Hero Talk) — Klass</PageTitle>
      <p className="font-semibold text-brand-700">
        ทอล์กซูเปอร์ฮีโร่
        <span lang="en" className="ms-2 text-sm font-normal text-ink-soft">
          Super Hero Talk
        </span>
      </p>
      <h1 className="mt-1 text-3xl md:text-4xl">เรื่องจริงจากรุ่นพี่ที่จัดการเงินเก่ง</h1>
      <p className="mt-3 max-w-3xl text-ink-soft">
        คนรุ่นใหม่ที่ลงมือออม ลงทุน และสร้างรายได้ด้วยตัวเอง มาเล่าว่าเริ่มอย่างไร พลาดอะไร และอยากบอกอะไรกับเพื่อน ๆ
      </p>
      {overview.isError && (
        <div className="mt-6">
          <QueryError query={overview} />
        </div>
      )}
      <section aria-labelledby="heroes-title" className="mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="heroes-title" className="text-2xl">
            ซูเปอร์ฮีโร่{newest ? `ปี ${thaiYear(newest)}` : 'ปีล่าสุด'}
          </h2>
          <AppLink
            to={paths.superHeroYear()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            ดูซูเปอร์ฮีโร่ทุกปี
          </AppLink>
        </div>
        {!overview.isError && <HeroGrid heroes={data?.heroes} />}
      </section>
      <section aria-labelledby="talks-title" className="mt-12">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="talks-title" className="text-2xl">
            ทอล์กล่าสุด
          </h2>
          <AppLink
            to={paths.superHeroTalks()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            ดูทอล์กทั้งหมด
          </AppLink>
        </div>
        {overview.isError ? null : !data ? (
          <CardGridSkeleton label="กำลังโหลดทอล์ก" />
        ) : data.latest_talks.length === 0 ? (
          <EmptyState title="ยังไม่มีทอล์ก" icon="🎤" />
        ) : (
          <PostGrid posts={data.latest_talks} />
        )}
      </section>
      {data && data.years.length > 0 && (
        <nav aria-label="ซูเปอร์ฮีโร่แต่ละปี" className="mt-12">
          <ul className="flex flex-wrap gap-2">
            {data.years.map((entry) => (
              <li key={entry.year}>
                <ButtonLink to={paths.superHeroYear(entry.year)} variant="secondary" size="sm">
                  ปี {thaiYear(entry.year)} ({entry.count} คน)
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
