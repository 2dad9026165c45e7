import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { moneyQuizLevels } from '@klass/contract/quiz-constants'
import { formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { buttonClass } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { ErrorState } from '../../../ui/states'
import { moneyDetailQuery, quizSheetQuery, useMoneyDetail, useQuizSheet, type QuizSheet } from '../api/quiz'
import { levelName } from '../components/money-level'
import { quizIcons, type QuizIconName } from '../components/quiz-icons'
import { PageTitle } from '../../../ui/page-title'

const statusText: Record<QuizSheet['status'], string> = {
  ready: 'พร้อมให้ตอบ',
  'not-started': 'ยังไม่ได้เริ่ม',
  answered: 'ตอบแล้ว',
  'time-up': 'หมดเวลา',
  closed: 'ยังไม่เปิด',
}

/** A quiz card while it loads, laid out like the card (icon and title, a line of text, the button), so the
 * cards below do not move when it arrives. */
function QuizCardSkeleton({ label }: { label?: string }) {
  const status = label ? { role: 'status', 'aria-label': `กำลังโหลด${label}` } : { 'aria-hidden': true }
  return (
    <Card {...status} className="flex h-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 shrink-0 rounded-2xl" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="mt-auto h-11 w-full rounded-full" />
    </Card>
  )
}

function Loaded<T>({
  query,
  label,
  placeholders = 1,
  children,
}: {
  query: UseQueryResult<T>
  label: string
  /** How many cards the loaded part shows, kept while it loads. */
  placeholders?: number
  children: (data: T) => ReactNode
}) {
  if (query.isPending) {
    if (placeholders === 1) return <QuizCardSkeleton label={label} />
    return (
      <div role="status" aria-label={`กำลังโหลด${label}`} className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: placeholders }, (_, index) => (
          <QuizCardSkeleton key={index} />
        ))}
      </div>
    )
  }
  if (query.isError)
    return (
      <ErrorState
        title={`โหลด${label}ไม่สำเร็จ`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    )
  return <>{children(query.data)}</>
}

function IconOf({ name }: { name: QuizIconName }) {
  const Drawn = quizIcons[name]
  return (
    <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
      <Drawn className="size-6" />
    </span>
  )
}

function QuizCard({
  sheet,
  to,
  icon,
  children,
}: {
  sheet: QuizSheet
  to: string
  icon: QuizIconName
  children?: ReactNode
}) {
  const answered = sheet.status === 'answered' && sheet.result
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <IconOf name={icon} />
        <div>
          <h2 className="text-lg leading-snug">{sheet.title}</h2>
          <p className="text-sm font-semibold text-brand-700">{statusText[sheet.status]}</p>
        </div>
      </div>
      {children}
      {answered ? (
        <p>
          ผลของคุณ: ได้ {sheet.result!.score} จาก {sheet.result!.total} ข้อ (+
          {formatKoin(sheet.result!.reward.koin)} koin)
        </p>
      ) : sheet.status !== 'closed' ? (
        <p className="text-sm text-ink-soft">
          ได้สูงสุด {formatKoin(sheet.maxReward.koin)} koin และ {sheet.maxReward.skill} skill point
        </p>
      ) : null}
      <AppLink to={to} className={buttonClass(answered ? 'secondary' : 'primary', 'md', 'mt-auto')}>
        {answered
          ? 'ดูเฉลย'
          : sheet.status === 'closed' || sheet.status === 'time-up'
            ? 'ดูรายละเอียด'
            : 'ไปตอบเลย'}
        <span className="sr-only"> {sheet.title}</span>
      </AppLink>
    </Card>
  )
}

/** The hub's quizzes, asked for as the page opens (app/router.tsx). */
export const firstData = () => [
  quizSheetQuery('daily'),
  quizSheetQuery('monthly'),
  quizSheetQuery('final'),
  moneyDetailQuery(),
]

/** SPEC 2 /quiz: today's quiz and streak, the month's quiz, the final exam, the money-quiz levels and results. */
export default function QuizHubPage() {
  const daily = useQuizSheet('daily')
  const monthly = useQuizSheet('monthly')
  const final = useQuizSheet('final')
  const money = useMoneyDetail()
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-3 py-6 sm:px-4">
      <PageTitle>ควิซ — Klass</PageTitle>
      <header className="space-y-1">
        <h1 className="text-2xl sm:text-3xl">ควิซความรู้การเงิน</h1>
        <p className="text-ink-soft">ตอบควิซทุกวัน สะสม koin, skill point และ exp พร้อมเฉลยอธิบายทุกข้อ</p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <Loaded query={daily} label="ควิซประจำวัน">
          {(sheet) => (
            <QuizCard sheet={sheet} to={paths.quizDaily} icon="daily">
              <p>
                วันนี้: <strong>{sheet.status === 'answered' ? 'ตอบแล้ว' : 'ยังไม่ได้ตอบ'}</strong> · ตอบต่อเนื่อง{' '}
                <strong>{sheet.streak ?? 0}</strong> วัน
              </p>
            </QuizCard>
          )}
        </Loaded>
        <Loaded query={monthly} label="ควิซประจำเดือน">
          {(sheet) => <QuizCard sheet={sheet} to={paths.quizMonth} icon="monthly" />}
        </Loaded>
        <Loaded query={final} label="ข้อสอบปลายภาค">
          {(sheet) => (
            <QuizCard sheet={sheet} to={paths.quizFinal} icon="final">
              {sheet.timeLimitSeconds && (
                <p>
                  {sheet.questionCount} ข้อ ใน {Math.round(sheet.timeLimitSeconds / 60)} นาที
                </p>
              )}
            </QuizCard>
          )}
        </Loaded>
      </div>
      <section aria-labelledby="money-quiz-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="money-quiz-title" className="text-xl">
            The Money Quiz
          </h2>
          <AppLink
            to={paths.profileMoneyAnswer()}
            className="inline-flex min-h-11 items-center text-brand-700 underline"
          >
            คำตอบ The Money Quiz ของฉัน
          </AppLink>
        </div>
        <Loaded query={money} label="The Money Quiz" placeholders={moneyQuizLevels.length}>
          {(levels) => (
            <div className="grid gap-4 md:grid-cols-3">
              {levels.map((sheet) => (
                <QuizCard
                  key={sheet.level}
                  sheet={{ ...sheet, title: levelName(sheet.level!) }}
                  to={paths.quizMoney(sheet.level!)}
                  icon="money"
                />
              ))}
            </div>
          )}
        </Loaded>
      </section>
    </div>
  )
}
