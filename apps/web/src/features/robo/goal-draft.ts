import { bahtToString } from '@klass/contract/money-text'
import { goalKinds, type GoalKind } from '@klass/contract/robo-constants'
import { planLevelFor, type InvestorLevel } from '@klass/contract/robo-rules'
import { useCallback, useState } from 'react'
import { problemOf, readBaht, readYears, valueOf } from './calculators'

/**
 * The member's goal while it is being planned (/robo/pre-question → /robo/create-plan → step-create): kept in
 * sessionStorage as typed, so a reload or a step back loses nothing, and forgotten when the tab closes or the
 * account is opened.
 */
const KEY = 'klass.robo.goal-draft'

export type GoalDraft = {
  goalKind: GoalKind | ''
  goalName: string
  target: string
  years: string
  initial: string
  monthly: string
}

/** The numbers of a goal, as typed. */
export type GoalNumbers = Pick<GoalDraft, 'target' | 'years' | 'initial' | 'monthly'>

export const emptyGoalDraft: GoalDraft = {
  goalKind: '',
  goalName: '',
  target: '',
  years: '',
  initial: '',
  monthly: '',
}

export function readGoalDraft(): GoalDraft {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY)
    const saved = raw ? (JSON.parse(raw) as Partial<Record<keyof GoalDraft, unknown>>) : {}
    const text = (name: keyof GoalDraft) => (typeof saved[name] === 'string' ? saved[name] : '')
    const kind = text('goalKind')
    return {
      goalKind: goalKinds.includes(kind as GoalKind) ? (kind as GoalKind) : '',
      goalName: text('goalName'),
      target: text('target'),
      years: text('years'),
      initial: text('initial'),
      monthly: text('monthly'),
    }
  } catch {
    return emptyGoalDraft
  }
}

export function saveGoalDraft(draft: GoalDraft): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(draft))
  } catch {
    // Storage blocked: the goal lives as long as the page.
  }
}

export function clearGoalDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY)
  } catch {
    // Nothing to forget.
  }
}

/** The draft, and a change to some of its fields that is saved at once. */
export function useGoalDraft(): [GoalDraft, (change: Partial<GoalDraft>) => void] {
  const [draft, setDraft] = useState(readGoalDraft)
  const change = useCallback((fields: Partial<GoalDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...fields }
      saveGoalDraft(next)
      return next
    })
  }, [])
  return [draft, change]
}

export type GoalProblems = Partial<Record<keyof GoalDraft, string>>

/** Why each field of the draft cannot be used yet; empty when the whole goal is ready. */
export function goalProblems(draft: GoalDraft): GoalProblems {
  const problems: GoalProblems = {}
  if (!draft.goalKind) problems.goalKind = 'กรุณาเลือกเป้าหมาย'
  const name = draft.goalName.trim()
  if (!name) problems.goalName = 'กรุณากรอกชื่อเป้าหมาย'
  else if (name.length > 60) problems.goalName = 'ชื่อเป้าหมายยาวเกินไป'
  return { ...problems, ...amountProblems(draft) }
}

/** The problems of the numbers alone (target, years, starting and monthly amounts). */
export function amountProblems(draft: GoalNumbers): GoalProblems {
  const problems: GoalProblems = {}
  const target = problemOf(readBaht(draft.target))
  if (target) problems.target = target
  const years = problemOf(readYears(draft.years))
  if (years) problems.years = years
  const initial = problemOf(readBaht(draft.initial, { zero: true }))
  if (initial) problems.initial = initial
  const monthly = problemOf(readBaht(draft.monthly, { zero: true }))
  if (monthly) problems.monthly = monthly
  return problems
}

export type GoalAmounts = { target: string; years: number; initial: string; monthly: string }

/** The goal's numbers as the API takes them ("1500.00", whole years), or null while one is not valid. */
export function goalAmounts(draft: GoalNumbers): GoalAmounts | null {
  const target = valueOf(readBaht(draft.target))
  const years = valueOf(readYears(draft.years))
  const initial = valueOf(readBaht(draft.initial, { zero: true }))
  const monthly = valueOf(readBaht(draft.monthly, { zero: true }))
  if (target === null || years === null || initial === null || monthly === null) return null
  return {
    target: bahtToString(target),
    years,
    initial: bahtToString(initial),
    monthly: bahtToString(monthly),
  }
}

/** SPEC 7 Robo: the model plan for a goal is the member's level, lowered to what the years allow. */
export function planIdFor(level: number, years: number): InvestorLevel {
  return planLevelFor(Math.min(5, Math.max(1, level)) as InvestorLevel, years)
}
