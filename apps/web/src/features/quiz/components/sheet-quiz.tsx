import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { quizSheetQuery, useAnswerQuiz, useQuizSheet, type QuizSheet, type SheetKind } from '../api/quiz'
import { AnswerReview, RewardSummary } from './quiz-result'
import { QuizLayout } from './quiz-layout'
import { QuizRunner } from './quiz-runner'

const fallbackTitles: Record<SheetKind, string> = {
  daily: 'ควิซประจำวัน',
  monthly: 'ควิซประจำเดือน',
  final: 'สอบปลายภาค SUPERQUEST',
}

/**
 * A quiz read from its own GET and answered in one go (daily, monthly, final exam): loading, error, closed,
 * the questions, then the result with explanations. `extra` adds what one kind needs (streak, timer, start).
 */
export function SheetQuiz({
  kind,
  extra,
}: {
  kind: SheetKind
  extra?: (sheet: QuizSheet) => { before?: ReactNode; instead?: ReactNode }
}) {
  const sheet = useQuizSheet(kind)
  const answer = useAnswerQuiz(kind)
  const client = useQueryClient()

  // The frame names the quiz only once it shows it; while loading or failed it keeps the kind's name.
  const shown = sheet.isError ? undefined : sheet.data
  return (
    <QuizLayout title={shown?.title ?? fallbackTitles[kind]} description={shown?.description}>
      <QueryState query={sheet} loading={<LoadingState label="กำลังโหลดควิซ…" />}>
        {(data) => {
          const parts = extra?.(data) ?? {}
          return (
            <>
              {parts.before}
              {parts.instead ??
                (data.status === 'answered' && data.result ? (
                  <>
                    {answer.error && <Alert tone="info">{answer.error.message}</Alert>}
                    <RewardSummary result={data.result}>
                      <AppLink to={paths.quiz} className={buttonClass('secondary', 'md')}>
                        ไปหน้ารวมควิซ
                      </AppLink>
                    </RewardSummary>
                    <AnswerReview result={data.result} />
                  </>
                ) : data.status === 'ready' ? (
                  <QuizRunner
                    questions={data.questions}
                    busy={answer.isPending}
                    error={answer.error?.message}
                    onSubmit={(answers) =>
                      answer.mutate(answers, {
                        // A refusal (already answered, time up) changes what the page should show: read it again.
                        onError: () =>
                          void client.invalidateQueries({ queryKey: quizSheetQuery(kind).queryKey }),
                      })
                    }
                  />
                ) : (
                  <EmptyState title="ตอนนี้ยังไม่มีควิซชุดนี้ให้ตอบ" icon="🗓️">
                    {data.description}
                  </EmptyState>
                ))}
            </>
          )
        }}
      </QueryState>
    </QuizLayout>
  )
}
