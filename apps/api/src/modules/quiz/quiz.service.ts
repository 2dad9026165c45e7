import { randomUUID } from 'node:crypto'
import { koinToString } from '@klass/contract/money'
import {
  DAILY_STREAK_BONUS_EVERY,
  DAILY_STREAK_BONUS_KOIN,
  FINAL_EXAM_GRACE_SECONDS,
  moneyQuizLevelLabels,
  moneyQuizLevels,
  quizRewardRules,
  type MoneyQuizLevel,
  type QuizAnswer,
  type QuizKind,
  type QuizRewardRule,
  type QuizSheet,
} from '@klass/contract/quiz'
import type { AppContext } from '../../context'
import { recordActivity, type ActivityKind } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { bangkokDate, bangkokDayStart, bangkokMonth, monthKey } from '../../lib/time'
import { moveBalance, type Currency } from '../../ledger/ledger'
import { dailyQuestions } from './daily-pick'
import * as repo from './quiz.repo'
import type { Executor } from '@klass/db/client'

type Reward = { koin: number; skill: number; exp: number }

function rewardFor(rule: QuizRewardRule, score: number): Reward {
  return {
    koin: rule.koinPerCorrect * score,
    skill: rule.skillPerCorrect * score,
    exp: rule.expPerCorrect * score + rule.expForTakingPart,
  }
}

function rewardOut(reward: Reward) {
  return { koin: koinToString(reward.koin), skill: reward.skill, exp: reward.exp }
}

/** Grades answers against the attempt's questions; a question outside it or an unknown choice is refused. */
function grade(questions: repo.QuestionRow[], answers: QuizAnswer[]) {
  const byId = new Map(questions.map((q) => [q.id, q]))
  let score = 0
  for (const answer of answers) {
    const question = byId.get(answer.questionId)
    if (!question) throw new DomainError('QUIZ_QUESTION_NOT_IN_QUIZ', { questionId: answer.questionId })
    if (answer.choice >= question.choices.length) {
      throw new DomainError('QUIZ_CHOICE_INVALID', { questionId: answer.questionId })
    }
    if (answer.choice === question.correctChoice) score += 1
  }
  return { score, answers: answers.map((a) => ({ questionId: a.questionId, choice: a.choice })) }
}

const ledgerReasons: Record<QuizKind, { reason: string; label: string; activity: ActivityKind }> = {
  daily: { reason: 'QUIZ_DAILY', label: 'ควิซประจำวัน', activity: 'quiz.daily.answered' },
  monthly: { reason: 'QUIZ_MONTHLY', label: 'ควิซประจำเดือน', activity: 'quiz.monthly.answered' },
  final: { reason: 'QUIZ_FINAL', label: 'สอบปลายภาค SUPERQUEST', activity: 'quiz.final.answered' },
  money: { reason: 'QUIZ_MONEY', label: 'The Money Quiz', activity: 'quiz.money.answered' },
}

/**
 * Pays the reward and records the activity in the answering transaction. The ledger's idempotency key is
 * the attempt, so a reward can never be paid twice for one attempt.
 */
async function payAndRecord(
  tx: Executor,
  input: {
    userId: string
    kind: QuizKind
    attemptId: string
    refId: string
    label: string
    score: number
    total: number
    reward: Reward
    at: Date
  },
) {
  const { reason, activity } = ledgerReasons[input.kind]
  for (const currency of ['koin', 'skill', 'exp'] as Currency[]) {
    const amount = input.reward[currency]
    if (amount === 0) continue
    await moveBalance(tx, {
      userId: input.userId,
      currency,
      amount,
      reason,
      activity: `${input.label} ได้ ${input.score} จาก ${input.total} ข้อ`,
      refType: 'quiz_attempt',
      refId: input.attemptId,
      idempotencyKey: `quiz-attempt:${input.attemptId}`,
      at: input.at,
    })
  }
  await recordActivity(tx, { userId: input.userId, kind: activity, refId: input.refId, at: input.at })
}

const alreadyAnswered = {
  final: 'FINAL_EXAM_ALREADY_TAKEN',
  money: 'MONEY_QUIZ_ALREADY_ANSWERED',
  monthly: 'QUIZ_MONTHLY_ALREADY_ANSWERED',
} as const

const emptySheet = {
  questions: [],
  result: null,
  period: null,
  streak: null,
  level: null,
  timeLimitSeconds: null,
  startedAt: null,
  deadline: null,
  closesAt: null,
} satisfies Partial<QuizSheet>

export function createQuizService(ctx: AppContext) {
  const { db, clock } = ctx

  /** The member's streak as of `today`: alive if the last daily quiz answered was today or yesterday. */
  async function streakOf(userId: string, today: string): Promise<number> {
    const latest = await repo.latestDailyAttempt(db, userId)
    if (!latest) return 0
    const yesterday = bangkokDate(bangkokDayStart(new Date(`${today}T12:00:00+07:00`), -1))
    return latest.attemptKey === today || latest.attemptKey === yesterday ? (latest.streak ?? 0) : 0
  }

  async function resultOf(attempt: repo.AttemptRow) {
    return repo.toResult(attempt, await repo.questionsByIds(db, attempt.questionIds))
  }

  function maxRewardOf(rule: QuizRewardRule, count: number) {
    return rewardOut(count === 0 ? { koin: 0, skill: 0, exp: 0 } : rewardFor(rule, count))
  }

  async function moneySheet(userId: string, level: MoneyQuizLevel): Promise<QuizSheet> {
    const [attempt, questions] = await Promise.all([
      repo.findAttempt(db, userId, 'money', level),
      repo.moneyQuestions(db, level),
    ])
    const base = {
      ...emptySheet,
      kind: 'money' as const,
      level,
      title: `The Money Quiz ${moneyQuizLevelLabels[level]} (${level})`,
      description: `${questions.length} ข้อ ตอบได้ครั้งเดียว เฉลยพร้อมคำอธิบายจะอยู่ในหน้าโปรไฟล์ของคุณ`,
      questionCount: attempt?.questionIds.length ?? questions.length,
      maxReward: maxRewardOf(quizRewardRules.money[level], questions.length),
      startedAt: attempt?.startedAt.toISOString() ?? null,
    }
    if (attempt?.submittedAt) return { ...base, status: 'answered', result: await resultOf(attempt) }
    if (attempt) {
      const asked = await repo.questionsByIds(db, attempt.questionIds)
      return { ...base, status: 'ready', questions: asked.map(repo.toQuestion) }
    }
    return { ...base, status: questions.length > 0 ? 'not-started' : 'closed' }
  }

  async function finalSheet(userId: string, start: boolean): Promise<QuizSheet> {
    const now = clock.now()
    const set = await repo.currentFinalSet(db, now)
    if (!set) {
      return {
        ...emptySheet,
        kind: 'final',
        title: 'สอบปลายภาค SUPERQUEST',
        description: 'ยังไม่มีข้อสอบปลายภาคในตอนนี้ ติดตามแคมเปญ SUPERQUEST ถัดไปนะ',
        status: 'closed',
        questionCount: 0,
        maxReward: maxRewardOf(quizRewardRules.final, 0),
      }
    }
    const questions = await repo.setQuestions(db, set.id)
    const open = now < set.closesAt
    let attempt = await repo.findAttempt(db, userId, 'final', set.id)
    if (!attempt && start && open && questions.length > 0) {
      // The server's clock starts the timer; starting again answers the same attempt and deadline.
      attempt = await repo.startAttempt(db, {
        userId,
        kind: 'final',
        attemptKey: set.id,
        setId: set.id,
        questionIds: questions.map((q) => q.id),
        startedAt: now,
        deadlineAt: new Date(now.getTime() + set.timeLimitSeconds! * 1000),
      })
    }
    const base = {
      ...emptySheet,
      kind: 'final' as const,
      title: set.title,
      description: set.description,
      questionCount: questions.length,
      maxReward: maxRewardOf(quizRewardRules.final, questions.length),
      timeLimitSeconds: set.timeLimitSeconds,
      startedAt: attempt?.startedAt.toISOString() ?? null,
      deadline: attempt?.deadlineAt?.toISOString() ?? null,
      closesAt: set.closesAt.toISOString(),
    }
    if (attempt?.submittedAt) return { ...base, status: 'answered', result: await resultOf(attempt) }
    if (attempt) {
      if (isPastDeadline(attempt, now)) return { ...base, status: 'time-up' }
      // A started exam keeps the questions it began with, whatever staff change in the set meanwhile.
      const asked = await repo.questionsByIds(db, attempt.questionIds)
      return { ...base, questionCount: asked.length, status: 'ready', questions: asked.map(repo.toQuestion) }
    }
    return { ...base, status: open && questions.length > 0 ? 'not-started' : 'closed' }
  }

  function isPastDeadline(attempt: repo.AttemptRow, now: Date) {
    return (
      attempt.deadlineAt !== null &&
      now.getTime() > attempt.deadlineAt.getTime() + FINAL_EXAM_GRACE_SECONDS * 1000
    )
  }

  /**
   * Answers a started attempt (final exam, money quiz, monthly quiz) once, against the questions it holds:
   * a question retired since it was handed out is still answered and scored. The row lock makes a double
   * submit wait.
   */
  async function answerStarted(
    tx: Executor,
    input: {
      userId: string
      kind: 'final' | 'money' | 'monthly'
      attempt: repo.AttemptRow
      answers: QuizAnswer[]
      rule: QuizRewardRule
      label: string
      refId: string
      now: Date
    },
  ) {
    const questions = await repo.questionsByIds(tx, input.attempt.questionIds)
    const graded = grade(questions, input.answers)
    const reward = rewardFor(input.rule, graded.score)
    const submitted = await repo.submitStartedAttempt(tx, input.attempt.id, {
      ...graded,
      submittedAt: input.now,
      ...reward,
    })
    if (!submitted) throw new DomainError(alreadyAnswered[input.kind])
    await payAndRecord(tx, {
      userId: input.userId,
      kind: input.kind,
      attemptId: input.attempt.id,
      refId: input.refId,
      label: input.label,
      score: graded.score,
      total: questions.length,
      reward,
      at: input.now,
    })
  }

  /**
   * Writes an attempt of the daily quiz, answered in one go against the day's pick, and pays for it. The
   * unique (member, kind, key) index is the last guard: a second attempt that got this far is refused.
   */
  async function answerOnce(
    tx: Executor,
    input: {
      userId: string
      kind: 'daily'
      attemptKey: string
      questions: repo.QuestionRow[]
      graded: ReturnType<typeof grade>
      reward: Reward
      streak?: number
      refId: string
      label: string
      now: Date
    },
  ) {
    const id = randomUUID()
    const inserted = await repo.insertAnsweredAttempt(tx, {
      id,
      userId: input.userId,
      kind: input.kind,
      attemptKey: input.attemptKey,
      questionIds: input.questions.map((q) => q.id),
      startedAt: input.now,
      submittedAt: input.now,
      answers: input.graded.answers,
      score: input.graded.score,
      streak: input.streak,
      koinAwarded: input.reward.koin,
      skillAwarded: input.reward.skill,
      expAwarded: input.reward.exp,
    })
    if (!inserted) throw new DomainError('QUIZ_DAILY_ALREADY_ANSWERED')
    await payAndRecord(tx, {
      userId: input.userId,
      kind: input.kind,
      attemptId: id,
      refId: input.refId,
      label: input.label,
      score: input.graded.score,
      total: input.questions.length,
      reward: input.reward,
      at: input.now,
    })
  }

  return {
    async daily(userId: string): Promise<QuizSheet> {
      const now = clock.now()
      const day = bangkokDate(now)
      const [attempt, today, streak] = await Promise.all([
        repo.findAttempt(db, userId, 'daily', day),
        dailyQuestions(db, day, clock.now()),
        streakOf(userId, day),
      ])
      const base = {
        ...emptySheet,
        kind: 'daily' as const,
        title: 'ควิซประจำวัน',
        description: `ตอบ ${today.length} ข้อทุกวัน สะสม koin และ skill point ตอบต่อเนื่องทุก ${DAILY_STREAK_BONUS_EVERY} วันรับโบนัสเพิ่ม`,
        questionCount: today.length,
        maxReward: maxRewardOf(quizRewardRules.daily, today.length),
        period: day,
        streak,
      }
      if (attempt) return { ...base, status: 'answered', result: await resultOf(attempt) }
      if (today.length === 0) return { ...base, status: 'closed' }
      return { ...base, status: 'ready', questions: today.map(repo.toQuestion) }
    },

    async answerDaily(userId: string, answers: QuizAnswer[]): Promise<QuizSheet> {
      const now = clock.now()
      const day = bangkokDate(now)
      const yesterday = bangkokDate(bangkokDayStart(now, -1))
      await db.transaction(async (tx) => {
        // One member's answers wait here for each other: the second finds the first's attempt.
        await lockMember(tx, userId)
        if (await repo.findAttempt(tx, userId, 'daily', day))
          throw new DomainError('QUIZ_DAILY_ALREADY_ANSWERED')
        const questions = await dailyQuestions(tx, day, clock.now())
        if (questions.length === 0) throw new DomainError('QUIZ_NOT_AVAILABLE')
        const graded = grade(questions, answers)
        const latest = await repo.latestDailyAttempt(tx, userId)
        const streak = latest?.attemptKey === yesterday ? (latest.streak ?? 0) + 1 : 1
        const reward = rewardFor(quizRewardRules.daily, graded.score)
        if (streak % DAILY_STREAK_BONUS_EVERY === 0) reward.koin += DAILY_STREAK_BONUS_KOIN
        await answerOnce(tx, {
          userId,
          kind: 'daily',
          attemptKey: day,
          questions,
          graded,
          reward,
          streak,
          refId: day,
          label:
            streak % DAILY_STREAK_BONUS_EVERY === 0 ? `ควิซประจำวัน (ตอบต่อเนื่อง ${streak} วัน)` : 'ควิซประจำวัน',
          now,
        })
      })
      return this.daily(userId)
    },

    async monthly(userId: string): Promise<QuizSheet> {
      const month = monthKey(bangkokMonth(clock.now()))
      const set = await repo.monthlySet(db, month)
      const base = {
        ...emptySheet,
        kind: 'monthly' as const,
        period: month,
        title: set?.title ?? 'ควิซประจำเดือน',
        description: set?.description ?? 'เดือนนี้ยังไม่มีควิซประจำเดือน ติดตามชุดใหม่เร็ว ๆ นี้',
      }
      if (!set) {
        return {
          ...base,
          status: 'closed',
          questionCount: 0,
          maxReward: maxRewardOf(quizRewardRules.monthly, 0),
        }
      }
      // Opening the quiz hands the member its questions: the attempt holds them until it is answered, so a
      // question retired meanwhile is still answered and scored (retiring only leaves it out of new attempts).
      let attempt = await repo.findAttempt(db, userId, 'monthly', set.id)
      if (!attempt) {
        const questions = await repo.setQuestions(db, set.id)
        if (questions.length === 0) {
          return {
            ...base,
            status: 'ready',
            questionCount: 0,
            maxReward: maxRewardOf(quizRewardRules.monthly, 0),
          }
        }
        attempt = await repo.startAttempt(db, {
          userId,
          kind: 'monthly',
          attemptKey: set.id,
          setId: set.id,
          questionIds: questions.map((q) => q.id),
          startedAt: clock.now(),
        })
      }
      const sheet = {
        ...base,
        questionCount: attempt.questionIds.length,
        maxReward: maxRewardOf(quizRewardRules.monthly, attempt.questionIds.length),
      }
      if (attempt.submittedAt) return { ...sheet, status: 'answered', result: await resultOf(attempt) }
      const held = await repo.questionsByIds(db, attempt.questionIds)
      return { ...sheet, status: 'ready', questions: held.map(repo.toQuestion) }
    },

    async answerMonthly(userId: string, answers: QuizAnswer[]): Promise<QuizSheet> {
      const now = clock.now()
      const set = await repo.monthlySet(db, monthKey(bangkokMonth(now)))
      if (!set) throw new DomainError('QUIZ_NOT_AVAILABLE')
      await db.transaction(async (tx) => {
        await lockMember(tx, userId)
        let attempt = await repo.findAttempt(tx, userId, 'monthly', set.id, { lock: true })
        if (attempt?.submittedAt) throw new DomainError('QUIZ_MONTHLY_ALREADY_ANSWERED')
        // Answers sent without opening the quiz first are checked against the questions it asks now.
        attempt ??= await repo.startAttempt(tx, {
          userId,
          kind: 'monthly',
          attemptKey: set.id,
          setId: set.id,
          questionIds: (await repo.setQuestions(tx, set.id)).map((q) => q.id),
          startedAt: now,
        })
        await answerStarted(tx, {
          userId,
          kind: 'monthly',
          attempt,
          answers,
          rule: quizRewardRules.monthly,
          label: set.title,
          refId: set.id,
          now,
        })
      })
      return this.monthly(userId)
    },

    finalExam(userId: string, start: boolean): Promise<QuizSheet> {
      return finalSheet(userId, start)
    },

    async answerFinalExam(userId: string, answers: QuizAnswer[]): Promise<QuizSheet> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        await lockMember(tx, userId)
        const set = await repo.currentFinalSet(tx, now)
        if (!set) throw new DomainError('QUIZ_NOT_AVAILABLE')
        const attempt = await repo.findAttempt(tx, userId, 'final', set.id, { lock: true })
        if (!attempt) throw new DomainError('FINAL_EXAM_NOT_STARTED')
        if (attempt.submittedAt) throw new DomainError('FINAL_EXAM_ALREADY_TAKEN')
        // Decision 009: answers after the time limit (and a short grace for the network) are refused.
        if (isPastDeadline(attempt, now)) throw new DomainError('FINAL_EXAM_TIME_UP')
        await answerStarted(tx, {
          userId,
          kind: 'final',
          attempt,
          answers,
          rule: quizRewardRules.final,
          label: set.title,
          refId: set.id,
          now,
        })
      })
      return finalSheet(userId, false)
    },

    /** Starts (or resumes) the member's attempt at a money-quiz level; once answered it cannot restart. */
    async startMoney(userId: string, level: MoneyQuizLevel): Promise<QuizSheet> {
      const existing = await repo.findAttempt(db, userId, 'money', level)
      if (existing?.submittedAt) throw new DomainError('MONEY_QUIZ_ALREADY_ANSWERED')
      if (!existing) {
        const questions = await repo.moneyQuestions(db, level)
        if (questions.length === 0) throw new DomainError('QUIZ_NOT_AVAILABLE')
        await repo.startAttempt(db, {
          userId,
          kind: 'money',
          attemptKey: level,
          questionIds: questions.map((q) => q.id),
          startedAt: clock.now(),
        })
      }
      return moneySheet(userId, level)
    },

    async answerMoney(userId: string, level: MoneyQuizLevel, answers: QuizAnswer[]): Promise<QuizSheet> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        await lockMember(tx, userId)
        const attempt = await repo.findAttempt(tx, userId, 'money', level, { lock: true })
        if (!attempt) throw new DomainError('MONEY_QUIZ_NOT_STARTED')
        if (attempt.submittedAt) throw new DomainError('MONEY_QUIZ_ALREADY_ANSWERED')
        await answerStarted(tx, {
          userId,
          kind: 'money',
          attempt,
          answers,
          rule: quizRewardRules.money[level],
          label: `The Money Quiz ${moneyQuizLevelLabels[level]}`,
          refId: level,
          now,
        })
      })
      return moneySheet(userId, level)
    },

    async detailMoney(userId: string, level: MoneyQuizLevel | undefined) {
      const levels = level ? [level] : [...moneyQuizLevels]
      return { levels: await Promise.all(levels.map((l) => moneySheet(userId, l))) }
    },
  }
}
