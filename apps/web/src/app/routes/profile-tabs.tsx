import { MoneyAnswers } from '../../features/quiz/components/money-answers'
import type { TabItem } from '../../ui/tabs'

/**
 * The profile tabs that belong to other areas of the product (my posts, purchases, premium gifts, money-quiz
 * answers), after the koin and skill-point history. One row each.
 */
export const memberProfileTabs: readonly TabItem[] = [
  { id: 'money-answers', label: 'คำตอบ The Money Quiz', content: () => <MoneyAnswers /> },
]
