import { useParams } from 'react-router'
import { isClubType, type ClubType } from '@klass/contract/clubs'
import type { LearningArticle, LearningPath, LearningUnit } from '@klass/contract/learning'
import { useClubName } from '../../../lib/clubs'
import { paths } from '../../../lib/paths'
import { buttonClass } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { NotFoundView } from '../../../ui/error-view'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useLearningPath } from '../api/get-learning-path'
import { PageTitle } from '../../../ui/page-title'

function Progress({ done, total, label }: { done: number; total: number; label: string }) {
  return (
    <div>
      <div className="mb-1 flex justify-between gap-2 text-sm text-ink-soft">
        <span>{label}</span>
        <span>
          อ่านแล้ว {done} จาก {total} บทความ
        </span>
      </div>
      <progress
        className="h-2.5 w-full overflow-hidden rounded-full accent-mint-500"
        value={done}
        max={Math.max(total, 1)}
        aria-label={`${label}: อ่านแล้ว ${done} จาก ${total} บทความ`}
      />
    </div>
  )
}

function ArticleRow({ article, isNext }: { article: LearningArticle; isNext: boolean }) {
  return (
    <li>
      <AppLink
        to={paths.post(article.id, article.slug)}
        className={cn(
          'flex min-h-11 items-start gap-3 rounded-2xl px-3 py-2.5 ring-1 ring-brand-100 hover:bg-brand-50',
          isNext && 'bg-sun-300/40 ring-2 ring-sun-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            article.done ? 'bg-mint-700 text-white' : 'bg-white text-ink-soft ring-1 ring-brand-200',
          )}
        >
          {article.done ? '✓' : ''}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{article.title}</span>
          <span className="block text-sm text-ink-soft">
            {article.done ? 'อ่านแล้ว' : isNext ? 'บทความถัดไป' : 'ยังไม่ได้อ่าน'} · อ่าน {article.reading_minutes}{' '}
            นาที
          </span>
        </span>
      </AppLink>
    </li>
  )
}

function UnitCard({ unit, nextId }: { unit: LearningUnit; nextId: number | null }) {
  const headingId = `unit-${unit.id}`
  return (
    <li>
      <Card className="space-y-3" aria-labelledby={headingId} role="region">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            บทที่ {unit.number}
            {unit.done === unit.total && unit.total > 0 ? ' · เรียนครบแล้ว' : ''}
          </p>
          <h2 id={headingId} className="text-xl leading-relaxed">
            {unit.title}
          </h2>
          <p className="text-ink-soft">{unit.description}</p>
        </div>
        <Progress done={unit.done} total={unit.total} label={`ความคืบหน้าบทที่ ${unit.number}`} />
        <ol className="space-y-2">
          {unit.articles.map((article) => (
            <ArticleRow key={article.id} article={article} isNext={article.id === nextId} />
          ))}
        </ol>
      </Card>
    </li>
  )
}

function PathView({ path, club }: { path: LearningPath; club: ClubType }) {
  if (path.total === 0) {
    return (
      <EmptyState title="คลับนี้ยังไม่มีเส้นทางการเรียนรู้" icon="🧭">
        <AppLink to={paths.club(club)} className="underline">
          ไปอ่านโพสต์ในคลับ
        </AppLink>
      </EmptyState>
    )
  }
  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <Progress done={path.done} total={path.total} label="ความคืบหน้าทั้งเส้นทาง" />
        {!path.member ? (
          <p className="text-ink-soft">
            <AppLink to={paths.login} className="font-semibold text-brand-700 underline">
              เข้าสู่ระบบ
            </AppLink>{' '}
            เพื่อบันทึกว่าอ่านบทความไหนแล้ว และดูความคืบหน้าของคุณ
          </p>
        ) : null}
        {path.next ? (
          <div className="space-y-2">
            <p className="font-semibold text-ink">{path.done === 0 ? 'เริ่มที่บทความแรก' : 'อ่านต่อที่บทความถัดไป'}</p>
            <AppLink
              to={paths.post(path.next.id, path.next.slug)}
              className={buttonClass('sun', 'md', 'h-auto w-full whitespace-normal py-2 text-left sm:w-auto')}
            >
              {path.next.title}
            </AppLink>
          </div>
        ) : (
          <p className="font-semibold text-mint-700">เยี่ยมมาก! คุณอ่านครบทุกบทความในเส้นทางนี้แล้ว</p>
        )}
      </Card>
      <ol className="space-y-4" aria-label="บทเรียนในเส้นทาง">
        {path.units.map((unit) => (
          <UnitCard key={unit.id} unit={unit} nextId={path.next?.id ?? null} />
        ))}
      </ol>
    </div>
  )
}

/** /club/:type/path — a club's learning path: units of articles in order, what is read, and what to read next. */
export default function ClubPathPage() {
  const { type } = useParams()
  if (!isClubType(type)) return <NotFoundView />
  return <ClubPath club={type} />
}

function ClubPath({ club }: { club: ClubType }) {
  const path = useLearningPath(club)
  const name = useClubName(club)
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <PageTitle>{`เส้นทางการเรียนรู้ ${name} — คลับ Klass`}</PageTitle>
      <header className="space-y-1">
        <AppLink to={paths.club(club)} className="inline-flex min-h-11 items-center text-brand-700 underline">
          ← กลับไปคลับ {name}
        </AppLink>
        <h1 className="text-3xl">เส้นทางการเรียนรู้ {name}</h1>
        <p className="text-ink-soft">อ่านบทความตามลำดับทีละบท บทความที่อ่านแล้วจะถูกติ๊กไว้ให้อัตโนมัติ</p>
      </header>
      <QueryState query={path} loading={<LoadingState label="กำลังโหลดเส้นทางการเรียนรู้…" />}>
        {(data) => <PathView path={data} club={club} />}
      </QueryState>
    </div>
  )
}
