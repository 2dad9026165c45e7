import { useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { NotFoundView } from '../../../ui/error-view'
import { AppLink } from '../../../ui/link'
import { PostGrid } from '../../../ui/post-card'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useSuperhero } from '../api/get-superheroes'
import { thaiYear } from '../components/hero-card'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 /super-hero/detail?id: one hero's story, achievements and talks. */
export default function SuperheroDetailPage() {
  const [params] = useSearchParams()
  const raw = params.get('id') ?? ''
  const id = /^\d+$/.test(raw) ? Number(raw) : null
  const query = useSuperhero(id)
  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <NotFoundView />
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <AppLink
        to={paths.superHero}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        ← ทอล์กซูเปอร์ฮีโร่
      </AppLink>
      <div className="mt-6">
        <QueryState
          query={query}
          loading={
            <div role="status" aria-label="กำลังโหลดเรื่องราว" className="space-y-3">
              <Skeleton className="size-32 rounded-full" />
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </div>
          }
        >
          {(hero) => (
            <>
              <PageTitle>{`${hero.name} (${hero.nickname}) — ทอล์กซูเปอร์ฮีโร่`}</PageTitle>
              <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
                <img
                  src={hero.avatar}
                  alt={`รูปของ ${hero.nickname}`}
                  width={400}
                  height={400}
                  className="size-32 rounded-full bg-brand-50 object-cover sm:size-40"
                />
                <div>
                  <p className="font-semibold text-brand-700">
                    ซูเปอร์ฮีโร่ปี {thaiYear(hero.year)} · {hero.title}
                  </p>
                  <h1 className="mt-1 text-3xl md:text-4xl">
                    {hero.name} ({hero.nickname})
                  </h1>
                  <p className="mt-1 text-ink-soft">
                    อายุ {hero.age} ปี · {hero.affiliation}
                  </p>
                </div>
              </header>
              <blockquote className="mt-6 rounded-2xl border-s-4 border-sun-400 bg-sun-100 p-4 text-lg">
                “{hero.quote}”
              </blockquote>
              <section aria-labelledby="story-title" className="mt-8">
                <h2 id="story-title" className="text-2xl">
                  เรื่องราว
                </h2>
                {hero.story.map((paragraph, index) => (
                  <p key={index} className="mt-3 text-lg leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </section>
              {hero.achievements.length > 0 && (
                <section aria-labelledby="achievements-title" className="mt-8">
                  <h2 id="achievements-title" className="text-2xl">
                    ผลงาน
                  </h2>
                  <ul className="mt-3 list-disc space-y-1 ps-6">
                    {hero.achievements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              )}
              <section aria-labelledby="hero-talks-title" className="mt-10">
                <h2 id="hero-talks-title" className="mb-4 text-2xl">
                  ทอล์กของ {hero.nickname}
                </h2>
                {hero.talks.length === 0 ? (
                  <EmptyState title="ยังไม่มีทอล์ก" icon="🎤" />
                ) : (
                  <>
                    <PostGrid posts={hero.talks} />
                    <AppLink
                      to={paths.superHeroTalks(hero.id)}
                      className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    >
                      ดูทอล์กทั้งหมดของ {hero.nickname}
                    </AppLink>
                  </>
                )}
              </section>
            </>
          )}
        </QueryState>
      </div>
    </div>
  )
}
