import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { Pagination } from '../../../ui/pagination'
import { CardGridSkeleton, PostGrid } from '../../../ui/post-card'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useSuperhero, useSuperheroTalks } from '../api/get-superheroes'
import { useAddressParams } from '../../../lib/use-address-params'
import { PageTitle } from '../../../ui/page-title'

const positive = (value: string | null) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null

/** SPEC 2 /super-hero/listPosts?talk&page: every talk, or one hero's, paged. */
export default function SuperheroTalksPage() {
  const [params, change] = useAddressParams()
  const talk = positive(params.get('talk'))
  const page = positive(params.get('page')) ?? 1
  const query = useSuperheroTalks(talk, page)
  const hero = useSuperhero(talk)
  const title = talk && hero.data ? `ทอล์กของ ${hero.data.nickname}` : 'ทอล์กทั้งหมด'
  const goTo = (next: number) => change({ page: next })
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle>{`${title} — ทอล์กซูเปอร์ฮีโร่`}</PageTitle>
      <AppLink
        to={paths.superHero}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        ← ทอล์กซูเปอร์ฮีโร่
      </AppLink>
      <h1 className="mt-4 text-3xl">{title}</h1>
      <div className="mt-6">
        <QueryState
          query={query}
          loading={<CardGridSkeleton label="กำลังโหลดทอล์ก" />}
          empty={<EmptyState title="ยังไม่มีทอล์ก" icon="🎤" />}
        >
          {(talks) => (
            <>
              <PostGrid posts={talks.items} headingLevel={2} />
              <Pagination page={page} pages={talks.pages} onChange={goTo} label="หน้าของทอล์ก" />
            </>
          )}
        </QueryState>
      </div>
    </div>
  )
}
