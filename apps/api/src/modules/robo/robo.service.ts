import { addMonthsClamped, daysBetween } from '@klass/contract/bank-rules'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { bahtToString, unitsToString } from '@klass/contract/money'
import {
  REBALANCE_THRESHOLD_PERCENT,
  ROBO_ADULT_AGE,
  ROBO_MAX_OPEN_ACCOUNTS,
  ROBO_MIN_BUY_SATANG,
  roboPolicyTypes,
  roboPolicyVersions,
  type AccountSummary,
  type Assessment,
  type GoalKind,
  type MutualFundDetail,
  type NewsItem,
  type Notification,
  type Plan,
  type Projection,
  type TransactionLog,
} from '@klass/contract/robo'
import {
  ASSESSMENT_VALID_YEARS,
  investorLevelInfo,
  isValidThaiNationalId,
  type InvestorLevel,
} from '@klass/contract/robo-rules'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordActivity } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { normaliseImage } from '../../lib/images'
import { bangkokDate, bangkokInstant } from '../../lib/time'
import * as bankRepo from '../bank/bank.repo'
import { inBooks, settleBooks, units, type Books } from '../bank/books'
import { latestNavDate, navPublishedAt, orderNavDate } from '../bank/calendar'
import { proceedsFor } from '../bank/fund-math'
import { orderView } from '../bank/bank.views'
import {
  buyForPortfolio,
  firstDcaDate,
  nextDcaDate,
  queueDcaReminders,
  sellForPortfolio,
  splitByWeight,
  unitsWorth,
  valueHoldings,
} from '../bank/portfolio'
import { accountReturn, accountTimeline, monthEnds } from './account-values'
import { modelPlan, type ModelPlan } from './model-plans'
import { planStats, planView, projectionView, type PlanStats } from './plans'
import * as repo from './robo.repo'
import type { RoboAccountRow } from './robo.repo'
import { gradeSuitability, suitabilityQuestions, SUITABILITY_VERSION } from './suitability-questions'
import type { detailQuery, openAccountFields } from '@klass/contract/robo'
import { storeIdCard, idCardDataUrl } from './id-card'

type OpenFields = z.output<typeof openAccountFields>
type PortfolioRow = bankRepo.PortfolioRow
type Joined = { account: RoboAccountRow; portfolio: PortfolioRow }

const percent = (fraction: number) => (fraction * 100).toFixed(2)

/** Whole months from `from` to `to` (Bangkok dates), counted as banks count a term; at least one. */
export function monthsUntil(from: string, to: string): number {
  let months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7))
  if (addMonthsClamped(from, months) > to) months -= 1
  return Math.max(1, months)
}

/** The same Bangkok wall-clock moment `months` later (on the month's last day when it is shorter). */
function monthsLater(instant: Date, months: number): Date {
  const day = bangkokDate(instant)
  const timeOfDay = instant.getTime() - bangkokInstant(day).getTime()
  return new Date(bangkokInstant(addMonthsClamped(day, months)).getTime() + timeOfDay)
}

/** A national ID shown by its last four digits only, in the card's grouping: x-xxxx-xxxx9-12-3. */
export function maskNationalId(last4: string): string {
  return `x-xxxx-xxxx${last4[0]}-${last4.slice(1, 3)}-${last4[3]}`
}

/** Age in whole years on `today` (Bangkok dates). */
export function ageOn(birthDate: string, today: string): number {
  let age = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  if (today.slice(5) < birthDate.slice(5)) age -= 1
  return age
}

export function createRoboService(ctx: AppContext) {
  const { db, clock, storage, kyc } = ctx

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

  function knownPlan(id: number): ModelPlan {
    const plan = modelPlan(id)
    if (!plan) throw new DomainError('ROBO_PLAN_NOT_FOUND')
    return plan
  }

  async function statsOf(
    plan: ModelPlan,
    now: Date,
  ): Promise<{ stats: PlanStats; funds: bankRepo.FundRow[] }> {
    const funds = await bankRepo.allFunds(db)
    return { stats: planStats(plan, funds, latestNavDate(now)), funds }
  }

  /** The plan's weights as the bank's portfolio keeps them: fund ids and basis points. */
  function portfolioWeights(plan: ModelPlan, funds: readonly bankRepo.FundRow[]) {
    const byCode = new Map(funds.map((f) => [f.code, f.id]))
    return Object.entries(plan.weights).map(([code, bp]) => ({ fundId: byCode.get(code)!, bp }))
  }

  async function ownedAccount(userId: string, id: string): Promise<Joined> {
    const found = await repo.memberAccount(db, userId, id)
    if (!found) throw new DomainError('ROBO_ACCOUNT_NOT_FOUND')
    return found
  }

  /** The member's portfolio inside their locked books; refuses a closed or unknown one. */
  function openPortfolioIn(books: Books, id: string): PortfolioRow {
    const portfolio = books.portfolios.find((p) => p.id === id)
    if (!portfolio) throw new DomainError('ROBO_ACCOUNT_CLOSED')
    return portfolio
  }

  /** Everything a summary or the dashboard needs about one account, valued at `now`. */
  async function valueAccount(joined: Joined, now: Date) {
    const { account, portfolio } = joined
    const today = bangkokDate(now)
    const navDate = latestNavDate(now)
    const [allFunds, live, orders] = await Promise.all([
      bankRepo.allFunds(db),
      bankRepo.liveAccounts(db, account.userId),
      repo.portfolioOrders(db, portfolio.id),
    ])
    const funds = new Map(allFunds.map((f) => [f.id, f]))
    const holdings = valueHoldings(
      live.filter((h) => h.portfolioId === portfolio.id),
      funds,
      navDate,
    )
    const pending = orders
      .filter((o) => o.side === 'buy' && o.status === 'pending')
      .reduce((sum, o) => sum + o.amount!, 0)
    const paidIn = orders.filter((o) => o.side === 'buy').reduce((sum, o) => sum + o.amount!, 0)
    const paidOut = orders
      .filter((o) => o.side === 'sell' && o.status === 'settled')
      .reduce((sum, o) => sum + o.amount!, 0)
    const value = holdings.reduce((sum, h) => sum + h.value, 0) + pending
    const invested = paidIn - paidOut
    const plan = knownPlan(account.planId)
    const stats = planStats(plan, allFunds, navDate)
    const monthly = portfolio.dcaAmount ?? account.monthly
    const projection = projectionView(plan.id, stats, {
      target: account.target,
      months: monthsUntil(today, account.targetDate),
      initial: value,
      monthly,
    })
    return { holdings, funds, orders, pending, value, invested, plan, stats, projection, today, navDate }
  }

  function summaryOf(joined: Joined, valued: Awaited<ReturnType<typeof valueAccount>>): AccountSummary {
    const { account, portfolio } = joined
    const profit = valued.value - valued.invested
    return {
      id: account.id,
      number: account.number,
      status: portfolio.status as AccountSummary['status'],
      goalKind: account.goalKind as GoalKind,
      goalName: account.goalName,
      target: bahtToString(account.target),
      targetDate: account.targetDate,
      planId: account.planId,
      planName: valued.plan.name,
      planLevel: valued.plan.level,
      value: bahtToString(valued.value),
      invested: bahtToString(valued.invested),
      profit: bahtToString(profit),
      profitPercent: valued.invested > 0 ? percent(profit / valued.invested) : '0.00',
      onTrack: valued.invested > 0 || valued.value > 0 ? valued.projection.onTrack : null,
      dca: dcaView(portfolio),
      openedAt: account.openedAt.toISOString(),
    }
  }

  function dcaView(portfolio: PortfolioRow): AccountSummary['dca'] {
    if (portfolio.dcaDay === null || portfolio.dcaNextOn === null) return null
    return {
      day: portfolio.dcaDay,
      amount: bahtToString(portfolio.dcaAmount!),
      remind: portfolio.dcaRemind,
      nextOn: portfolio.dcaNextOn,
      since: portfolio.dcaSince ?? portfolio.dcaNextOn,
    }
  }

  async function summary(userId: string, id: string): Promise<AccountSummary> {
    const joined = await ownedAccount(userId, id)
    return summaryOf(joined, await valueAccount(joined, clock.now()))
  }

  function logView(row: repo.LogRow, funds: ReadonlyMap<string, bankRepo.FundRow>): TransactionLog {
    const fund = row.fundId ? funds.get(row.fundId) : undefined
    const amount = row.amount === null ? null : bahtToString(row.amount)
    const unitsText = row.units === null ? null : unitsToString(units(row.units))
    const described: Record<TransactionLog['type'], string> = {
      buy: `ซื้อ ${fund?.code ?? ''}${amount ? ` ฿${amount}` : ''}`,
      sell: `ขาย ${fund?.code ?? ''} ${unitsText ?? ''} หน่วย`,
      dca: `ลงทุนสม่ำเสมอ (DCA) ${fund?.code ?? ''}${amount ? ` ฿${amount}` : ''}`,
      dca_missed: `ข้าม DCA ฿${amount} เพราะเงินออมทรัพย์ฝึกหัดไม่พอ`,
      rebalance: `ปรับสัดส่วน ${fund?.code ?? ''}`,
    }
    return {
      id: row.id,
      type: row.type,
      at: row.at.toISOString(),
      amount,
      code: fund?.code ?? null,
      units: unitsText,
      nav: row.nav === null ? null : unitsToString(units(row.nav)),
      navDate: row.navDate,
      status: row.status as TransactionLog['status'],
      description: `${described[row.type].trim()}${row.status === 'pending' ? ' (รอราคา NAV)' : ''}`,
    }
  }

  /** Trades that bring the holdings back to `plan`'s weights, at the latest NAV. */
  function rebalanceTrades(
    plan: ModelPlan,
    holdings: ReturnType<typeof valueHoldings>,
    funds: readonly bankRepo.FundRow[],
  ) {
    const total = holdings.reduce((sum, h) => sum + h.value, 0)
    const byCode = new Map(funds.map((f) => [f.code, f]))
    const fundIds = new Set([
      ...holdings.map((h) => h.fundId),
      ...Object.keys(plan.weights).map((c) => byCode.get(c)!.id),
    ])
    const trades: {
      fundId: string
      side: 'buy' | 'sell'
      amount: number
      units: number | null
      holdingId: string | null
      weight: number
      target: number
    }[] = []
    let drift = 0
    for (const fundId of fundIds) {
      const fund = funds.find((f) => f.id === fundId)!
      const held = holdings.find((h) => h.fundId === fundId)
      const value = held?.value ?? 0
      const targetBp = plan.weights[fund.code] ?? 0
      const targetValue = Math.floor((total * targetBp) / 10_000)
      const weight = total > 0 ? value / total : 0
      drift = Math.max(drift, Math.abs(weight - targetBp / 10_000))
      const diff = targetValue - value
      if (Math.abs(diff) < 100) continue
      if (diff < 0 && held) {
        // A fund the plan no longer holds is sold to the last unit, leaving no dust behind.
        const sell = targetBp === 0 ? held.available : unitsWorth(-diff, held.nav, held.available)
        if (sell > 0)
          trades.push({
            fundId,
            side: 'sell',
            amount: -diff,
            units: sell,
            holdingId: held.holding.id,
            weight,
            target: targetBp / 10_000,
          })
      } else if (diff > 0) {
        trades.push({
          fundId,
          side: 'buy',
          amount: diff,
          units: null,
          holdingId: null,
          weight,
          target: targetBp / 10_000,
        })
      }
    }
    return { trades, drift, total }
  }

  return {
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

    async plan(userId: string, id: number): Promise<Plan> {
      const plan = knownPlan(id)
      const now = clock.now()
      const { stats, funds } = await statsOf(plan, now)
      return planView(plan, funds, stats, await memberLevel(userId, now))
    },

    async calculate(goal: {
      planId: number
      target: number
      years: number
      initial: number
      monthly: number
    }): Promise<Projection> {
      const plan = knownPlan(goal.planId)
      const { stats } = await statsOf(plan, clock.now())
      return projectionView(plan.id, stats, { ...goal, months: goal.years * 12 })
    },

    async changedTarget(
      userId: string,
      body: {
        accountId: string
        target?: number | undefined
        years?: number | undefined
        monthly?: number | undefined
      },
    ): Promise<{ current: Projection; changed: Projection }> {
      const joined = await ownedAccount(userId, body.accountId)
      if (joined.portfolio.status !== 'open') throw new DomainError('ROBO_ACCOUNT_CLOSED')
      await settleBooks(db, userId, clock.now())
      const valued = await valueAccount(joined, clock.now())
      const months =
        body.years !== undefined ? body.years * 12 : monthsUntil(valued.today, joined.account.targetDate)
      return {
        current: valued.projection,
        changed: projectionView(valued.plan.id, valued.stats, {
          target: body.target ?? joined.account.target,
          months,
          initial: valued.value,
          monthly: body.monthly ?? joined.portfolio.dcaAmount ?? joined.account.monthly,
        }),
      }
    },

    async open(
      userId: string,
      fields: OpenFields,
      image: Buffer | null,
    ): Promise<{ account: AccountSummary }> {
      const now = clock.now()
      const today = bangkokDate(now)
      if (!fields.acceptTerms || !fields.acceptRisk || !fields.acceptPrivacy) {
        throw new DomainError('ROBO_POLICY_NOT_ACCEPTED')
      }
      if (!isValidThaiNationalId(fields.nationalId)) throw new DomainError('ROBO_NATIONAL_ID_INVALID')
      if (fields.birthDate >= today || ageOn(fields.birthDate, today) < 10) {
        throw new DomainError('VALIDATION_FAILED', {
          fields: [{ field: 'birthDate', message: 'วันเกิดไม่ถูกต้อง ผู้เปิดบัญชีต้องมีอายุ 10 ปีขึ้นไป' }],
        })
      }
      const minor = ageOn(fields.birthDate, today) < ROBO_ADULT_AGE
      if (minor && !(fields.guardianName && fields.guardianRelation && fields.guardianPhone)) {
        throw new DomainError('ROBO_GUARDIAN_REQUIRED')
      }
      if (!image) throw new DomainError('IMAGE_INVALID')
      const photo = await normaliseImage(image, 1600)
      const plan = knownPlan(fields.planId)
      const assessment = await validLevel(userId, now)
      if (plan.level > assessment.level) throw new DomainError('ROBO_PLAN_NOT_SUITABLE')
      const idHash = kyc.fingerprint(fields.nationalId)
      const funds = await bankRepo.allFunds(db)
      const stored = await storeIdCard(storage, kyc, photo)
      let id: string
      try {
        id = await inBooks(db, userId, now, async (tx, books) => {
          await repo.lockNationalId(tx, idHash)
          if (await repo.nationalIdUsedByOther(tx, idHash, userId)) {
            throw new DomainError('ROBO_NATIONAL_ID_TAKEN')
          }
          if ((await repo.openAccountCount(tx, userId)) >= ROBO_MAX_OPEN_ACCOUNTS) {
            throw new DomainError('ROBO_ACCOUNT_LIMIT')
          }
          const portfolio = await bankRepo.insertPortfolio(tx, {
            userId,
            weights: portfolioWeights(plan, funds),
            openedAt: now,
          })
          books.portfolios.push(portfolio)
          await repo.insertAccount(tx, {
            id: portfolio.id,
            userId,
            number: await bankRepo.newAccountNumber(tx, 'fund'),
            planId: plan.id,
            goalKind: fields.goalKind,
            goalName: fields.goalName,
            target: fields.target,
            targetDate: addMonthsClamped(today, fields.years * 12),
            initial: fields.initial,
            monthly: fields.monthly,
            nationalIdCipher: kyc.sealText(fields.nationalId),
            nationalIdHash: idHash,
            nationalIdLast4: fields.nationalId.slice(-4),
            firstName: fields.firstName,
            lastName: fields.lastName,
            birthDate: fields.birthDate,
            address: fields.address,
            phone: fields.phone,
            guardian: minor
              ? {
                  name: fields.guardianName!,
                  relation: fields.guardianRelation!,
                  phone: fields.guardianPhone!,
                }
              : null,
            policies: roboPolicyTypes.map((type) => ({
              type,
              version: roboPolicyVersions[type],
              acceptedAt: now.toISOString(),
            })),
            imageKey: stored.imageKey,
            thumbKey: stored.thumbKey,
            imageUpdatedAt: now,
            assessmentId: assessment.id,
            openedAt: now,
          })
          await recordActivity(tx, { userId, kind: 'robo.opened', refId: portfolio.id, at: now })
          return portfolio.id
        })
      } catch (error) {
        // Nothing was opened: the photos go too. Once the account is saved they belong to it.
        await storage.remove(stored.imageKey)
        await storage.remove(stored.thumbKey)
        throw error
      }
      return { account: await summary(userId, id) }
    },

    async accounts(userId: string) {
      const now = clock.now()
      await settleBooks(db, userId, now)
      const joined = await repo.memberAccounts(db, userId)
      const latest = await repo.latestAssessment(db, userId)
      const accounts: AccountSummary[] = []
      for (const row of joined) accounts.push(summaryOf(row, await valueAccount(row, now)))
      return {
        practice: true as const,
        accounts,
        assessment: latest ? assessmentView(latest, now) : null,
      }
    },

    async detail(userId: string, query: z.output<typeof detailQuery>): Promise<MutualFundDetail> {
      const joined = await ownedAccount(userId, query.accountId)
      const now = clock.now()
      await settleBooks(db, userId, now)
      const valued = await valueAccount(joined, now)
      const { account } = joined
      const timeline = accountTimeline(valued.orders, valued.funds, valued.navDate)
      const history = monthEnds(bangkokDate(account.openedAt), valued.today).map((date) => {
        const point = timeline.valueOn(date)
        return { date, value: bahtToString(point.value), invested: bahtToString(point.invested) }
      })
      const twr = accountReturn(valued.orders, valued.funds, valued.today, valued.navDate)
      const total = valued.holdings.reduce((sum, h) => sum + h.value, 0)
      const { drift } = rebalanceTrades(valued.plan, valued.holdings, [...valued.funds.values()])
      const logs = await repo.transactionPage(db, account.id, query.type, query.page, query.limit)
      const sealedThumb = await storage.get(account.thumbKey)
      const summaryView = summaryOf(joined, valued)
      return {
        mutualFundAccountDetail: {
          ...summaryView,
          practice: true,
          holder: {
            firstName: account.firstName,
            lastName: account.lastName,
            nationalIdMasked: maskNationalId(account.nationalIdLast4),
            birthDate: account.birthDate,
            phone: account.phone,
            address: account.address,
            guardian: account.guardian ?? null,
            idCardImage: sealedThumb ? idCardDataUrl(kyc, sealedThumb) : '',
            policies: account.policies.map((p) => ({
              ...p,
              type: p.type as (typeof roboPolicyTypes)[number],
            })),
          },
          holdings: valued.holdings
            .filter((h) => h.units > 0 || valued.plan.weights[valued.funds.get(h.fundId)!.code])
            .map((h) => {
              const fund = valued.funds.get(h.fundId)!
              return {
                code: fund.code,
                name: fund.name,
                riskLevel: fund.riskLevel,
                units: unitsToString(h.units),
                unitsPending: unitsToString(h.units - h.available),
                nav: unitsToString(h.nav),
                navDate: h.navDate,
                value: bahtToString(h.value),
                cost: bahtToString(h.holding.balance),
                weight: total > 0 ? percent(h.value / total) : '0.00',
                targetWeight: ((valued.plan.weights[fund.code] ?? 0) / 100).toFixed(2),
              }
            }),
          pending: bahtToString(valued.pending),
          timeWeightedReturn: twr ? percent(twr.total) : null,
          timeWeightedReturnYearly: twr && twr.yearly !== null ? percent(twr.yearly) : null,
          requiredMonthly: valued.projection.requiredMonthly,
          projection: valued.projection,
          history,
          drift: percent(drift),
          rebalanceSuggested: total > 0 && drift * 100 > REBALANCE_THRESHOLD_PERCENT,
          savingsBalance: bahtToString((await bankRepo.findSavings(db, userId))?.balance ?? 0),
          orderNavDate: orderNavDate(now),
          orderSettlesAt: navPublishedAt(orderNavDate(now)).toISOString(),
        },
        mutualFundPlanDetail: planView(
          valued.plan,
          [...valued.funds.values()],
          valued.stats,
          await memberLevel(userId, now),
        ),
        transactionLogs: pageFrom(
          logs.rows.map((row) => logView(row, valued.funds)),
          logs.total,
          query.page,
          query.limit,
        ),
      }
    },

    async buy(userId: string, body: { accountId: string; amount: number }) {
      const joined = await ownedAccount(userId, body.accountId)
      if (body.amount < ROBO_MIN_BUY_SATANG) throw new DomainError('ROBO_BELOW_MINIMUM')
      const now = clock.now()
      await validLevel(userId, now)
      const result = await inBooks(db, userId, now, async (tx, books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        if (books.savings.balance < body.amount) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
        const orders = await buyForPortfolio(
          tx,
          books,
          portfolio,
          splitByWeight(body.amount, portfolio.weights),
          now,
          'member',
          `ลงทุนผ่าน robo บัญชี ${joined.account.number}`,
        )
        await recordActivity(tx, { userId, kind: 'bank.fund.bought', refId: portfolio.id, at: now })
        return {
          orders: orders.map((o) => orderView(o, books.funds.get(o.fundId)!)),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
      return { ...result, account: await summary(userId, body.accountId) }
    },

    async sell(
      userId: string,
      body: { accountId: string; amount?: number | undefined; all?: boolean | undefined },
    ) {
      const joined = await ownedAccount(userId, body.accountId)
      const now = clock.now()
      const result = await inBooks(db, userId, now, async (tx, books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        const holdings = valueHoldings(
          books.holdings.filter((h) => h.portfolioId === portfolio.id),
          books.funds,
          latestNavDate(now),
        ).filter((h) => h.available > 0)
        // Units already on their way out in an earlier sale are not this sale's to split.
        const worth = new Map(holdings.map((h) => [h.holding.id, proceedsFor(h.available, h.nav)]))
        const sellable = holdings.reduce((sum, h) => sum + worth.get(h.holding.id)!, 0)
        if (holdings.length === 0 || sellable === 0) throw new DomainError('ROBO_NOTHING_TO_SELL')
        let parts: { holdingId: string; units: number }[]
        if (body.all) {
          parts = holdings.map((h) => ({ holdingId: h.holding.id, units: h.available }))
        } else {
          const amount = body.amount!
          if (amount > sellable)
            throw new DomainError('ROBO_SELL_TOO_MUCH', { sellable: bahtToString(sellable) })
          parts = holdings
            .map((h) => ({
              holdingId: h.holding.id,
              units: unitsWorth(
                Math.ceil((amount * worth.get(h.holding.id)!) / sellable),
                h.nav,
                h.available,
              ),
            }))
            .filter((p) => p.units > 0)
        }
        const orders = await sellForPortfolio(tx, books, portfolio, parts, now, 'member')
        return {
          orders: orders.map((o) => orderView(o, books.funds.get(o.fundId)!)),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
      return { ...result, account: await summary(userId, body.accountId) }
    },

    async adjust(userId: string, body: { accountId: string; planId?: number | undefined; confirm: boolean }) {
      const joined = await ownedAccount(userId, body.accountId)
      const now = clock.now()
      const plan = knownPlan(body.planId ?? joined.account.planId)
      if (body.planId !== undefined && body.planId !== joined.account.planId) {
        const { level } = await validLevel(userId, now)
        if (plan.level > level) throw new DomainError('ROBO_PLAN_NOT_SUITABLE')
      }
      const funds = await bankRepo.allFunds(db)
      const work = async (tx: Parameters<Parameters<typeof inBooks>[3]>[0], books: Books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        const holdings = valueHoldings(
          books.holdings.filter((h) => h.portfolioId === portfolio.id),
          books.funds,
          latestNavDate(now),
        )
        const { trades } = rebalanceTrades(plan, holdings, funds)
        const changesPlan = plan.id !== joined.account.planId
        if (trades.length === 0 && !changesPlan) throw new DomainError('ROBO_NOTHING_TO_ADJUST')
        const buys = trades.filter((t) => t.side === 'buy')
        const savingsNeeded = buys.reduce((sum, t) => sum + t.amount, 0)
        const view = trades.map((t) => {
          const fund = books.funds.get(t.fundId)!
          return {
            code: fund.code,
            name: fund.name,
            side: t.side,
            amount: bahtToString(t.amount),
            units: t.units === null ? null : unitsToString(t.units),
            weight: percent(t.weight),
            targetWeight: percent(t.target),
          }
        })
        let orders: bankRepo.OrderRow[] = []
        if (body.confirm) {
          if (books.savings.balance < savingsNeeded) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
          if (changesPlan) {
            portfolio.weights = portfolioWeights(plan, funds)
            await bankRepo.updatePortfolio(tx, portfolio.id, { weights: portfolio.weights })
            await repo.updateAccount(tx, portfolio.id, { planId: plan.id })
          }
          const sells = trades
            .filter((t) => t.side === 'sell')
            .map((t) => ({ holdingId: t.holdingId!, units: t.units! }))
          orders = [
            ...(await sellForPortfolio(tx, books, portfolio, sells, now, 'rebalance')),
            ...(buys.length
              ? await buyForPortfolio(
                  tx,
                  books,
                  portfolio,
                  buys.map((t) => ({ fundId: t.fundId, amount: t.amount })),
                  now,
                  'rebalance',
                  `ปรับสัดส่วนพอร์ต robo บัญชี ${joined.account.number}`,
                )
              : []),
          ]
        }
        return {
          planId: plan.id,
          trades: view,
          savingsNeeded: bahtToString(savingsNeeded),
          executed: body.confirm,
          orders: orders.map((o) => orderView(o, books.funds.get(o.fundId)!)),
        }
      }
      return inBooks(db, userId, now, work)
    },

    async setDca(
      userId: string,
      body: { accountId: string; day: number | null; amount?: number | undefined; remind: boolean },
    ) {
      const joined = await ownedAccount(userId, body.accountId)
      if (body.day !== null && (body.amount === undefined || body.amount < ROBO_MIN_BUY_SATANG)) {
        throw new DomainError('ROBO_BELOW_MINIMUM')
      }
      const now = clock.now()
      return inBooks(db, userId, now, async (tx, books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        await bankRepo.cancelMessages(tx, 'dca_reminder', portfolio.id, now)
        const today = bangkokDate(now)
        const values =
          body.day === null
            ? { dcaDay: null, dcaAmount: null, dcaNextOn: null, dcaSince: null, dcaRemind: false }
            : {
                dcaDay: body.day,
                dcaAmount: body.amount!,
                dcaNextOn: firstDcaDate(today, body.day),
                dcaSince: portfolio.dcaDay === body.day && portfolio.dcaSince ? portfolio.dcaSince : today,
                dcaRemind: body.remind,
              }
        Object.assign(portfolio, values)
        await bankRepo.updatePortfolio(tx, portfolio.id, values)
        if (portfolio.dcaRemind) await queueDcaReminders(tx, portfolio, now)
        const upcoming: string[] = []
        for (
          let date = portfolio.dcaNextOn;
          date && upcoming.length < 6;
          date = nextDcaDate(date, portfolio.dcaDay!)
        ) {
          upcoming.push(date)
        }
        return { dca: dcaView(portfolio), upcoming }
      })
    },

    async notifications(
      userId: string,
      query: { accountId?: string | undefined; page: number; limit: number },
    ): Promise<Page<Notification>> {
      const now = clock.now()
      await settleBooks(db, userId, now)
      const today = bangkokDate(now)
      const all = await repo.memberAccounts(db, userId)
      const chosen = query.accountId ? all.filter((row) => row.account.id === query.accountId) : all
      if (query.accountId && chosen.length === 0) throw new DomainError('ROBO_ACCOUNT_NOT_FOUND')
      const byId = new Map(chosen.map((row) => [row.account.id, row]))
      // The next date of each account with DCA on comes first; then the dates carried out or missed, newest first.
      const coming: Notification[] = chosen
        .filter((row) => row.portfolio.status === 'open' && row.portfolio.dcaNextOn)
        .map((row) => {
          const dueOn = row.portfolio.dcaNextOn!
          const due = dueOn === today
          const amount = bahtToString(row.portfolio.dcaAmount!)
          return {
            id: `coming-${row.account.id}-${dueOn}`,
            accountId: row.account.id,
            accountNumber: row.account.number,
            goalName: row.account.goalName,
            dueOn,
            status: due ? 'due' : 'coming',
            amount,
            message: due
              ? `วันนี้ลงทุน DCA ฿${amount} เวลา 09:00 น. จากบัญชีออมทรัพย์ฝึกหัด`
              : `ลงทุน DCA ครั้งถัดไป ฿${amount} อีก ${daysBetween(today, dueOn)} วัน`,
          }
        })
      // The coming dates lead the first page; the runs fill the rest of each page after them.
      const start = (query.page - 1) * query.limit
      const lead = coming.slice(start, start + query.limit)
      const runOffset = Math.max(0, start - coming.length)
      const runs = await repo.runsPage(db, [...byId.keys()], runOffset, query.limit - lead.length)
      const past = runs.rows.map((run): Notification => {
        const row = byId.get(run.portfolioId)!
        const amount = bahtToString(run.amount)
        return {
          id: `run-${run.portfolioId}-${run.dueOn}`,
          accountId: run.portfolioId,
          accountNumber: row.account.number,
          goalName: row.account.goalName,
          dueOn: run.dueOn,
          status: run.status === 'done' ? 'done' : 'missed',
          amount,
          message:
            run.status === 'done'
              ? `ลงทุน DCA ฿${amount} แล้ว แบ่งซื้อตามสัดส่วนของแผน`
              : `เงินออมทรัพย์ฝึกหัดไม่พอ ฿${amount} จึงข้าม DCA รอบนี้`,
        }
      })
      return pageFrom([...lead, ...past], runs.total + coming.length, query.page, query.limit)
    },

    async updateImage(userId: string, accountId: string, image: Buffer | null) {
      const joined = await ownedAccount(userId, accountId)
      if (joined.portfolio.status !== 'open') throw new DomainError('ROBO_ACCOUNT_CLOSED')
      if (!image) throw new DomainError('IMAGE_INVALID')
      const photo = await normaliseImage(image, 1600)
      const stored = await storeIdCard(storage, kyc, photo)
      const now = clock.now()
      await repo.updateAccount(db, accountId, {
        imageKey: stored.imageKey,
        thumbKey: stored.thumbKey,
        imageUpdatedAt: now,
      })
      await storage.remove(joined.account.imageKey)
      await storage.remove(joined.account.thumbKey)
      const thumb = await storage.get(stored.thumbKey)
      return { idCardImage: idCardDataUrl(kyc, thumb!), updatedAt: now.toISOString() }
    },

    async news(page: number, limit: number): Promise<Page<NewsItem>> {
      const { rows, total } = await repo.newsPage(db, page, limit)
      return pageFrom(
        rows.map((row) => ({
          slug: row.slug,
          publishedOn: row.publishedOn,
          title: row.title,
          summary: row.summary,
          body: row.body,
          tags: row.tags,
        })),
        total,
        page,
        limit,
      )
    },
  }
}

export type RoboService = ReturnType<typeof createRoboService>
