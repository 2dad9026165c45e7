import { addMonthsClamped } from '@klass/contract/bank-rules'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { bahtToString, unitsToString } from '@klass/contract/money'
import {
  REBALANCE_THRESHOLD_PERCENT,
  ROBO_ADULT_AGE,
  ROBO_MAX_OPEN_ACCOUNTS,
  roboPolicyTypes,
  roboPolicyVersions,
  type AccountSummary,
  type MutualFundDetail,
  type NewsItem,
  type Plan,
  type Projection,
} from '@klass/contract/robo'
import { isValidThaiNationalId } from '@klass/contract/robo-rules'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordActivity } from '../../lib/activity'
import { assertMemberMay } from '../../lib/member-standing'
import { DomainError } from '../../lib/domain-error'
import { normaliseImage } from '../../lib/images'
import { bangkokDate } from '../../lib/time'
import * as bankRepo from '../bank/bank.repo'
import { inBooks, settleBooks } from '../bank/books'
import { navPublishedAt, orderNavDate } from '../bank/calendar'
import { accountReturn, accountTimeline, monthEnds } from './account-values'
import { planView, projectionView } from './plans'
import * as repo from './robo.repo'
import type { detailQuery, openAccountFields } from '@klass/contract/robo'
import { storeIdCard, idCardDataUrl } from './id-card'
import { ageOn } from '../../lib/birth-date'
import { maskNationalId, monthsUntil, percent, type FundAccounts } from './fund-accounts'
import type { AssessmentService } from './assessment.service'
import { rebalanceTrades } from './rebalance'

type OpenFields = z.output<typeof openAccountFields>

/** Plans, projections, opening a fund account, reading accounts and their detail, the ID photo, the news. */
export function createAccountsService(
  ctx: AppContext,
  accounts: FundAccounts,
  assessment: AssessmentService,
) {
  const { db, clock, storage, kyc } = ctx
  const { knownPlan, statsOf, portfolioWeights, ownedAccount, valueAccount, summaryOf, summary, logView } =
    accounts
  const { assessmentView, validLevel, memberLevel } = assessment

  return {
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
          // Issue 19: under 20, the guardian named at registration must have consented first.
          await assertMemberMay(tx, userId, 'robo', now)
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
      const twr = accountReturn(timeline, valued.today)
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
