import { isMoneyQuizLevel, moneyQuizLevelLabels, moneyQuizLevels } from '@klass/contract/quiz-constants'
import { useParams } from 'react-router'
import { paths } from '../../../lib/paths'
import type { MoneyQuizLevel } from '../api/quiz'
import { AppLink } from '../../../ui/link'
import { EmptyState } from '../../../ui/states'

/** The level in the page path, or null when the path names none of the three. */
export function useLevelParam(): MoneyQuizLevel | null | undefined {
  const { level } = useParams()
  if (level === undefined) return undefined
  return isMoneyQuizLevel(level) ? level : null
}

export function levelName(level: MoneyQuizLevel) {
  return `${level} — ${moneyQuizLevelLabels[level]}`
}

/** What a path without a level, or with an unknown one, shows: the three real ones. */
export function UnknownLevel({
  to,
  title = 'ไม่พบระดับนี้ของ The Money Quiz',
}: {
  to: (level: MoneyQuizLevel) => string
  title?: string
}) {
  return (
    <EmptyState title={title} icon="🧭">
      <p>เลือกระดับที่มีอยู่:</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {moneyQuizLevels.map((level) => (
          <li key={level}>
            <AppLink
              to={to(level)}
              className="inline-flex min-h-11 items-center px-2 text-brand-700 underline"
            >
              {levelName(level)}
            </AppLink>
          </li>
        ))}
      </ul>
    </EmptyState>
  )
}

export const moneyQuizPath = (level: MoneyQuizLevel) => paths.quizMoney(level)
