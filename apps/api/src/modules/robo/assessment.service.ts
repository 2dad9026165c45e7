import { addMonthsClamped } from '@klass/contract/bank-rules'
import type { Assessment } from '@klass/contract/robo'
import { ASSESSMENT_VALID_YEARS, investorLevelInfo, type InvestorLevel } from '@klass/contract/robo-rules'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate, bangkokInstant } from '../../lib/time'
import * as repo from './robo.repo'
import { gradeSuitability, suitabilityQuestions, SUITABILITY_VERSION } from './suitability-questions'

/** The same Bangkok wall-clock moment `months` later (on the month's last day when it is shorter). */
function monthsLater(instant: Date, months: number): Date {
  const day = bangkokDate(instant)
  const timeOfDay = instant.getTime() - bangkokInstant(day).getTime()
  return new Date(bangkokInstant(addMonthsClamped(day, months)).getTime() + timeOfDay)
}

/** The suitability test (SPEC 7 Robo): the questions, a member's result, and the level it allows. */
export function createAssessmentService(ctx: AppContext) {
  const { db, clock } = ctx

  function assessmentView(row: repo.AssessmentRow, now: Date): Assessment {
    const level = row.level as InvestorLevel
    return {
      id: row.id,
      score: row.score,
      level,
      label: investorLevelInfo[level].label,
      explain: investorLevelInfo[level].explain,
      fundLevels: investorLevelInfo[level].fundLevels,
      derivatives: row.derivatives,
      fx: row.fx,
      version: row.version,
      takenAt: row.takenAt.toISOString(),
      validUntil: row.validUntil.toISOString(),
      expired: row.validUntil <= now,
      answers: row.answers,
    }
  }

  /** The member's level from a result still valid; refuses without one. */
  async function validLevel(userId: string, now: Date): Promise<{ level: InvestorLevel; id: string }> {
    const latest = await repo.latestAssessment(db, userId)
    if (!latest) throw new DomainError('ROBO_ASSESSMENT_REQUIRED')
    if (latest.validUntil <= now) throw new DomainError('ROBO_ASSESSMENT_EXPIRED')
    return { level: latest.level as InvestorLevel, id: latest.id }
  }

  async function memberLevel(userId: string, now: Date): Promise<number | null> {
    const latest = await repo.latestAssessment(db, userId)
    return latest && latest.validUntil > now ? latest.level : null
  }

  return {
    assessmentView,
    validLevel,
    memberLevel,
    async questionnaire(userId: string) {
      const latest = await repo.latestAssessment(db, userId)
      return {
        version: SUITABILITY_VERSION,
        questions: suitabilityQuestions.map((q) => ({
          id: q.id,
          text: q.text,
          kind: q.kind,
          scored: q.scored,
          choices: q.choices.map((c) => ({ id: c.id, text: c.text })),
        })),
        latest: latest ? assessmentView(latest, clock.now()) : null,
      }
    },
    async assess(userId: string, answers: { question: number; choices: number[] }[]): Promise<Assessment> {
      const graded = gradeSuitability(answers)
      if (!graded.ok) throw new DomainError(graded.code, { question: graded.question })
      const now = clock.now()
      const row = await repo.insertAssessment(db, {
        userId,
        version: SUITABILITY_VERSION,
        answers: answers.map((a) => ({
          question: a.question,
          choices: [...a.choices].sort((x, y) => x - y),
        })),
        score: graded.score,
        level: graded.level,
        derivatives: graded.derivatives,
        fx: graded.fx,
        takenAt: now,
        validUntil: monthsLater(now, 12 * ASSESSMENT_VALID_YEARS),
      })
      return assessmentView(row, now)
    },
  }
}

export type AssessmentService = ReturnType<typeof createAssessmentService>
