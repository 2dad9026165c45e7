import { moneyQuizLevels } from '@klass/contract/quiz-constants'
import { paths } from '../../../lib/paths'
import { buttonClass } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useMoneyDetail, type MoneyQuizLevel } from '../api/quiz'
import { levelName } from './money-level'
import { AnswerReview } from './quiz-result'

/**
 * The member's money-quiz answers from detailMoney: per level the score, and each question with the right
 * answer and explanation; a level not answered yet links to it. One level, or all three.
 */
export function MoneyAnswers({ level }: { level?: MoneyQuizLevel }) {
  const detail = useMoneyDetail(level)
  return (
    <QueryState query={detail} loading={<LoadingState label="กำลังโหลดคำตอบ The Money Quiz…" />}>
      {(levels) => (
        <div className="space-y-6">
          {!level && (
            <nav aria-label="ระดับของ The Money Quiz" className="flex flex-wrap gap-2">
              {moneyQuizLevels.map((l) => (
                <AppLink key={l} to={paths.profileMoneyAnswer(l)} className={buttonClass('secondary', 'sm')}>
                  {levelName(l)}
                </AppLink>
              ))}
            </nav>
          )}
          {levels.map((sheet) => {
            const sheetLevel = sheet.level!
            return (
              <section key={sheetLevel} aria-labelledby={`money-${sheetLevel}`} className="space-y-3">
                <h2 id={`money-${sheetLevel}`} className="text-xl">
                  {levelName(sheetLevel)}
                </h2>
                {sheet.result ? (
                  <>
                    <Card className="py-3">
                      ได้ {sheet.result.score} จาก {sheet.result.total} ข้อ
                    </Card>
                    <AnswerReview result={sheet.result} title={`คำตอบและเฉลย ระดับ ${sheetLevel}`} />
                  </>
                ) : (
                  <EmptyState title="ยังไม่ได้ตอบระดับนี้" icon="📝">
                    <AppLink
                      to={paths.quizMoney(sheetLevel)}
                      className={buttonClass('primary', 'sm', 'mt-2')}
                    >
                      {sheet.status === 'ready' ? 'ทำต่อให้จบ' : 'เริ่มทำระดับนี้'}
                    </AppLink>
                  </EmptyState>
                )}
              </section>
            )
          })}
        </div>
      )}
    </QueryState>
  )
}
