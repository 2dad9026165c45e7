import { formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, buttonClass } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useAnswerMoneyQuiz, useMoneyDetail, useStartMoneyQuiz, type MoneyQuizLevel } from '../api/quiz'
import { levelName, moneyQuizPath, UnknownLevel, useLevelParam } from '../components/money-level'
import { AnswerReview, RewardSummary } from '../components/quiz-result'
import { QuizLayout } from '../components/quiz-layout'
import { QuizRunner } from '../components/quiz-runner'

function MoneyQuiz({ level }: { level: MoneyQuizLevel }) {
  const detail = useMoneyDetail(level)
  const start = useStartMoneyQuiz(level)
  const answer = useAnswerMoneyQuiz(level)
  const title = `The Money Quiz ${levelName(level)}`

  // The frame names the level's sheet only once it shows it; while loading or failed it keeps the level's name.
  const shown = detail.isError ? undefined : detail.data?.[0]
  return (
    <QuizLayout title={shown?.title ?? title} description={shown?.description}>
      <QueryState query={detail} loading={<LoadingState label="กำลังโหลดควิซ…" />}>
        {(levels) => {
          const sheet = levels[0]!
          return (
            <>
              {sheet.status === 'answered' && sheet.result ? (
                <>
                  <RewardSummary result={sheet.result}>
                    <AppLink to={paths.profileMoneyAnswer(level)} className={buttonClass('primary', 'md')}>
                      ดูคำตอบของฉันในโปรไฟล์
                    </AppLink>
                  </RewardSummary>
                  <AnswerReview result={sheet.result} />
                </>
              ) : sheet.status === 'ready' ? (
                <QuizRunner
                  questions={sheet.questions}
                  busy={answer.isPending}
                  error={answer.error?.message}
                  onSubmit={(answers) => answer.mutate(answers, { onError: () => void detail.refetch() })}
                />
              ) : sheet.status === 'not-started' ? (
                <Card className="space-y-3">
                  <p>
                    {sheet.questionCount} ข้อ ตอบได้ครั้งเดียว ได้สูงสุด {formatKoin(sheet.maxReward.koin)} koin,{' '}
                    {sheet.maxReward.skill} skill point และ {sheet.maxReward.exp} exp
                  </p>
                  {start.error && <Alert tone="error">{start.error.message}</Alert>}
                  <Button size="lg" busy={start.isPending} onClick={() => start.mutate()}>
                    เริ่มทำควิซระดับนี้
                  </Button>
                </Card>
              ) : (
                <EmptyState title="ระดับนี้ยังไม่มีคำถามให้ตอบ" icon="🗓️" />
              )}
            </>
          )
        }}
      </QueryState>
    </QuizLayout>
  )
}

/** SPEC 2 /quiz/money/{level?}: without a level, the three to choose from; with one, start a level, answer it one question at a time, then the key. */
export default function MoneyQuizPage() {
  const level = useLevelParam()
  if (!level) {
    return (
      <QuizLayout title="The Money Quiz">
        <UnknownLevel
          to={moneyQuizPath}
          title={level === undefined ? 'เลือกระดับของ The Money Quiz' : undefined}
        />
      </QuizLayout>
    )
  }
  return <MoneyQuiz key={level} level={level} />
}
