import type { SuperheroCard } from '@klass/contract/superhero'
import { buddhistYear } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { CardGridSkeleton } from '../../../ui/post-card'
import { EmptyState, ErrorState } from '../../../ui/states'

/** The Buddhist-era year people read for a Gregorian year the API sends (2026 → 2569). */
export const thaiYear = (year: number) => buddhistYear(new Date(Date.UTC(year, 6, 1)))

export function HeroCardView({ hero }: { hero: SuperheroCard }) {
  return (
    <article className="relative flex h-full gap-4 rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-500">
      <img
        src={hero.avatar}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-full bg-brand-50 object-cover"
      />
      <div className="min-w-0">
        <h3 className="text-lg leading-snug">
          <AppLink
            to={paths.superHeroDetail(hero.id)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {hero.name} ({hero.nickname})
          </AppLink>
        </h3>
        <p className="text-sm font-semibold text-brand-700">{hero.title}</p>
        <p className="text-sm text-ink-soft">
          อายุ {hero.age} ปี · {hero.affiliation} · ซูเปอร์ฮีโร่ปี {thaiYear(hero.year)}
        </p>
        <p className="mt-2 line-clamp-2 text-sm text-ink">“{hero.quote}”</p>
      </div>
    </article>
  )
}

export function HeroGrid({
  heroes,
  loading,
  error,
  onRetry,
}: {
  heroes: readonly SuperheroCard[] | undefined
  loading?: boolean
  error?: Error | null
  onRetry?: () => void
}) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />
  if (!heroes || loading) return <CardGridSkeleton label="กำลังโหลดรายชื่อซูเปอร์ฮีโร่" />
  if (heroes.length === 0) return <EmptyState title="ยังไม่มีซูเปอร์ฮีโร่ในปีนี้" icon="🦸" />
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {heroes.map((hero) => (
        <li key={hero.id}>
          <HeroCardView hero={hero} />
        </li>
      ))}
    </ul>
  )
}
