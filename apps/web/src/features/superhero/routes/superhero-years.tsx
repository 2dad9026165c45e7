import { useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { Pagination } from '../../../ui/pagination'
import { QueryError } from '../../../ui/query-states'
import { Tabs } from '../../../ui/tabs'
import { useSuperheroesOfYear, useSuperheroOverview } from '../api/get-superheroes'
import { HeroGrid, thaiYear } from '../components/hero-card'
import { PageTitle } from '../../../ui/page-title'

function HeroesOfYear({
  year,
  page,
  onPage,
}: {
  year: number
  page: number
  onPage: (page: number) => void
}) {
  const query = useSuperheroesOfYear(year, page)
  return (
    <>
      <HeroGrid heroes={query.data?.items} error={query.error} onRetry={() => void query.refetch()} />
      {query.data && (
        <Pagination page={page} pages={query.data.pages} onChange={onPage} label="หน้าของรายชื่อ" />
      )}
    </>
  )
}

/** SPEC 2 /super-hero/listSuperHero?year: the heroes of each year. */
export default function SuperheroYearsPage() {
  const [params, setParams] = useSearchParams()
  const overview = useSuperheroOverview()
  const years = overview.data?.years ?? []
  const asked = Number(params.get('year'))
  const year = years.some((entry) => entry.year === asked) ? asked : years[0]?.year
  const page = Math.max(1, Number(params.get('page')) || 1)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle>ซูเปอร์ฮีโร่ทุกปี — Klass</PageTitle>
      <AppLink
        to={paths.superHero}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        ← ทอล์กซูเปอร์ฮีโร่
      </AppLink>
      <h1 className="mt-4 text-3xl">ซูเปอร์ฮีโร่ทุกปี</h1>
      <div className="mt-6">
        {overview.isError ? (
          <QueryError query={overview} />
        ) : year === undefined ? (
          <HeroGrid heroes={overview.data ? [] : undefined} />
        ) : (
          <Tabs
            label="เลือกปี"
            value={String(year)}
            onChange={(id) => setParams({ year: id })}
            items={years.map((entry) => ({
              id: String(entry.year),
              label: `ปี ${thaiYear(entry.year)}`,
              content: () => (
                <HeroesOfYear
                  year={entry.year}
                  page={page}
                  onPage={(next) => setParams({ year: String(entry.year), page: String(next) })}
                />
              ),
            }))}
          />
        )}
      </div>
    </div>
  )
}
