import { eq } from 'drizzle-orm'
import type { Transaction } from '@klass/db/client'
import { demoQuiz, demoQuizTopics, type DemoQuizQuestion } from '@klass/db/demo/quiz'
import { demoCampaign } from '@klass/db/demo/superquest'
import { quizQuestions, quizSets } from '@klass/db/schema/quiz'
import { superquestCampaigns } from '@klass/db/schema/superquest'
import { addMonths, bangkokMonth, bangkokMonthStart, DAY_MS, monthKey } from '../lib/time'

function rows(
  questions: DemoQuizQuestion[],
  where: { pool: 'daily' | 'money' | 'set'; level?: string; setId?: string },
): (typeof quizQuestions.$inferInsert)[] {
  return questions.map((q, position) => ({
    pool: where.pool,
    level: where.level ?? null,
    setId: where.setId ?? null,
    position,
    topic: demoQuizTopics[q.topic],
    prompt: q.prompt,
    choices: q.choices,
    correctChoice: q.correct,
    explanation: q.explanation,
  }))
}

/**
 * The quiz demo content, in the demo transaction after the SUPERQUEST campaign (the final exam belongs to
 * it): the daily pool, this month's and next month's quiz, the final exam and the three money-quiz levels.
 */
export async function loadQuizDemo(tx: Transaction, options: { now: Date }) {
  const { now } = options
  await tx.insert(quizQuestions).values(rows(demoQuiz.daily, { pool: 'daily' }))
  for (const [level, questions] of Object.entries(demoQuiz.money)) {
    await tx.insert(quizQuestions).values(rows(questions, { pool: 'money', level }))
  }

  const thisMonth = bangkokMonth(now)
  for (const quiz of demoQuiz.monthly) {
    const month = addMonths(thisMonth, quiz.monthOffset)
    const [set] = await tx
      .insert(quizSets)
      .values({
        kind: 'monthly',
        title: quiz.title,
        description: quiz.description,
        month: monthKey(month),
        opensAt: bangkokMonthStart(month),
        closesAt: bangkokMonthStart(addMonths(month, 1)),
      })
      .returning({ id: quizSets.id })
    await tx.insert(quizQuestions).values(rows(quiz.questions, { pool: 'set', setId: set!.id }))
  }

  const [campaign] = await tx
    .select({ id: superquestCampaigns.id, endsAt: superquestCampaigns.endsAt })
    .from(superquestCampaigns)
    .where(eq(superquestCampaigns.slug, demoCampaign.slug))
  const exam = demoQuiz.finalExam
  const [finalSet] = await tx
    .insert(quizSets)
    .values({
      kind: 'final',
      title: exam.title,
      description: exam.description,
      campaignId: campaign!.id,
      timeLimitSeconds: exam.timeLimitSeconds,
      opensAt: new Date(now.getTime() - exam.opensDaysAgo * DAY_MS),
      closesAt: campaign!.endsAt,
    })
    .returning({ id: quizSets.id })
  await tx.insert(quizQuestions).values(rows(exam.questions, { pool: 'set', setId: finalSet!.id }))
}
