import { randomInt } from 'node:crypto'
import {
  rateTableStatusLabels,
  type AdminFund,
  type AdminNewsItem,
  type AdminRateTable,
  type FundNavHistory,
  type RateTableStatus,
  type createFundBody,
  type createNewsBody,
  type rateTableBody,
  type updateFundBody,
  type updateNewsBody,
} from '@klass/contract/admin-bank'
import { addMonthsClamped } from '@klass/contract/bank-rules'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { bahtToString, percentFromBasisPoints, unitsToString } from '@klass/contract/money'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate } from '../../lib/time'
import { allFunds } from '../bank/bank.repo'
import { rateTableView } from '../bank/bank.views'
import { fundParams, rateTableOn } from '../bank/books'
import { latestNavDate } from '../bank/calendar'
import { factsheet, navHistory } from '../bank/fund-nav'
import { newsPage } from '../robo/robo.repo'
import * as repo from './admin-bank.repo'

type RateTableBody = z.output<typeof rateTableBody>
type CreateFundBody = z.output<typeof createFundBody>
type UpdateFundBody = z.output<typeof updateFundBody>
type CreateNewsBody = z.output<typeof createNewsBody>
type UpdateNewsBody = z.output<typeof updateNewsBody>

/** The NAV history the admin page charts: five years, as the member's fund page does. */
const HISTORY_MONTHS = 60

/** The rates of a table as stored, from the typed body. */
function rateValues(body: RateTableBody): repo.NewRate {
  return {
    effectiveFrom: body.effectiveFrom,
    savingsBp: body.savings,
    fixed3Bp: body.fixed3,
    fixed6Bp: body.fixed6,
    fixed12Bp: body.fixed12,
    fixed24Bp: body.fixed24,
    fixed36Bp: body.fixed36,
    thaweesupBp: body.thaweesup,
  }
}

/** What the audit log keeps of a rate table. */
const auditedRates = (table: repo.RateRow) => ({
  effectiveFrom: table.effectiveFrom,
  savingsBp: table.savingsBp,
  fixed3Bp: table.fixed3Bp,
  fixed6Bp: table.fixed6Bp,
  fixed12Bp: table.fixed12Bp,
  fixed24Bp: table.fixed24Bp,
  fixed36Bp: table.fixed36Bp,
  thaweesupBp: table.thaweesupBp,
})

/** What the audit log keeps of a fund: everything but its id and creation time. */
const auditedFund = ({ id: _id, createdAt: _createdAt, ...fund }: repo.FundRow) => fund

const auditedNews = ({ id: _id, createdAt: _createdAt, ...news }: repo.NewsRow) => news

function newsView(row: repo.NewsRow): AdminNewsItem {
  return {
    id: row.id,
    slug: row.slug,
    publishedOn: row.publishedOn,
    title: row.title,
    summary: row.summary,
    body: row.body,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The practice bank's back office (issue 21). A rate table may change only before its first day: deposits opened
 * on a table keep it, and the savings interest already accrued was worked out with the tables of its days. A
 * fund's NAV path never changes after creation, since every day of its history is worked out from it; its fees
 * apply to orders placed after the change (each order keeps the fee it was charged).
 */
export function createAdminBankService(ctx: AppContext) {
  const { db, clock } = ctx

  const today = () => bangkokDate(clock.now())

  function tableView(
    table: repo.RateRow,
    accounts: number,
    current: repo.RateRow | undefined,
    day: string,
  ): AdminRateTable {
    const status: RateTableStatus =
      table.effectiveFrom > day ? 'upcoming' : table.id === current?.id ? 'current' : 'past'
    return {
      id: table.id,
      ...rateTableView(table),
      status,
      statusLabel: rateTableStatusLabels[status],
      accounts,
      editable: status === 'upcoming',
      createdAt: table.createdAt.toISOString(),
    }
  }

  async function rateTable(id: string): Promise<AdminRateTable> {
    const day = today()
    const rows = await repo.rateTablesWithUse(db)
    const current = rows.length
      ? rateTableOn(
          [...rows].reverse().map((r) => r.table),
          day,
        )
      : undefined
    const row = rows.find((r) => r.table.id === id)
    if (!row) throw new DomainError('BANK_RATE_TABLE_NOT_FOUND')
    return tableView(row.table, row.accounts, current, day)
  }

  /** A table may start no earlier than tomorrow, Bangkok time. */
  function refuseStarted(effectiveFrom: string, day: string) {
    if (effectiveFrom <= day) throw new DomainError('BANK_RATE_TABLE_DATE_NOT_FUTURE', { today: day })
  }

  function fundView(fund: repo.FundRow): AdminFund {
    const navDate = latestNavDate(clock.now())
    const history = navHistory(fundParams(fund), navDate)
    const last = history.at(-1)
    return {
      id: fund.id,
      code: fund.code,
      name: fund.name,
      practice: true,
      riskLevel: fund.riskLevel,
      category: fund.category,
      summary: fund.summary,
      description: fund.description,
      policy: fund.policy,
      frontFee: percentFromBasisPoints(fund.frontFeeBp),
      managementFee: percentFromBasisPoints(fund.managementFeeBp),
      minBuy: bahtToString(fund.minBuy),
      position: fund.position,
      inceptionDate: fund.inceptionDate,
      startNav: unitsToString(fund.startNav),
      drift: percentFromBasisPoints(fund.driftBp),
      volatility: percentFromBasisPoints(fund.volatilityBp),
      seed: fund.seed,
      nav: last ? unitsToString(last.nav) : null,
      navDate: last?.date ?? null,
      return1Y: last ? factsheet(history, navDate).returns['1Y'] : null,
      createdAt: fund.createdAt.toISOString(),
    }
  }

  function refuseFutureNews(publishedOn: string | undefined) {
    if (publishedOn !== undefined && publishedOn > today()) throw new DomainError('ROBO_NEWS_DATE_FUTURE')
  }

  return {
    async rateTables(): Promise<AdminRateTable[]> {
      const day = today()
      const rows = await repo.rateTablesWithUse(db)
      if (!rows.length) return []
      const current = rateTableOn(
        [...rows].reverse().map((r) => r.table),
        day,
      )
      return rows.map((row) => tableView(row.table, row.accounts, current, day))
    },

    async createRateTable(actorId: string, body: RateTableBody): Promise<AdminRateTable> {
      refuseStarted(body.effectiveFrom, today())
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertRateTable(tx, rateValues(body))
        if (!created) throw new DomainError('BANK_RATE_TABLE_DATE_TAKEN')
        await recordAudit(tx, {
          actorId,
          action: 'bank_rate_table.create',
          entity: 'bank_rate_table',
          entityId: created.id,
          after: auditedRates(created),
        })
        return created.id
      })
      return rateTable(id)
    },

    async updateRateTable(actorId: string, id: string, body: RateTableBody): Promise<AdminRateTable> {
      await db.transaction(async (tx) => {
        const day = today()
        const table = await repo.lockRateTable(tx, id)
        if (!table) throw new DomainError('BANK_RATE_TABLE_NOT_FOUND')
        if (table.effectiveFrom <= day) throw new DomainError('BANK_RATE_TABLE_IN_FORCE')
        refuseStarted(body.effectiveFrom, day)
        if (await repo.rateDateTaken(tx, body.effectiveFrom, id))
          throw new DomainError('BANK_RATE_TABLE_DATE_TAKEN')
        const updated = await repo.updateRateTable(tx, id, rateValues(body))
        await recordAudit(tx, {
          actorId,
          action: 'bank_rate_table.update',
          entity: 'bank_rate_table',
          entityId: id,
          before: auditedRates(table),
          after: auditedRates(updated),
        })
      })
      return rateTable(id)
    },

    async deleteRateTable(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const table = await repo.lockRateTable(tx, id)
        if (!table) throw new DomainError('BANK_RATE_TABLE_NOT_FOUND')
        if (table.effectiveFrom <= today()) throw new DomainError('BANK_RATE_TABLE_IN_FORCE')
        await repo.deleteRateTable(tx, id)
        await recordAudit(tx, {
          actorId,
          action: 'bank_rate_table.delete',
          entity: 'bank_rate_table',
          entityId: id,
          before: auditedRates(table),
        })
      })
    },

    async funds(): Promise<AdminFund[]> {
      return (await allFunds(db)).map(fundView)
    },

    async createFund(actorId: string, body: CreateFundBody): Promise<AdminFund> {
      if (body.inceptionDate > today()) throw new DomainError('FUND_INCEPTION_IN_FUTURE')
      const fund = await db.transaction(async (tx) => {
        const created = await repo.insertFund(tx, {
          code: body.code,
          name: body.name,
          riskLevel: body.riskLevel,
          category: body.category,
          summary: body.summary,
          description: body.description,
          policy: body.policy,
          frontFeeBp: body.frontFee,
          managementFeeBp: body.managementFee,
          minBuy: body.minBuy,
          inceptionDate: body.inceptionDate,
          startNav: body.startNav,
          driftBp: body.drift,
          volatilityBp: body.volatility,
          // The seed makes the fund's random walk its own; drawn once, it never changes.
          seed: randomInt(1, 2 ** 31 - 1),
          position: body.position ?? (await repo.nextFundPosition(tx, body.riskLevel)),
          createdAt: clock.now(),
        })
        if (!created) throw new DomainError('FUND_CODE_TAKEN')
        await recordAudit(tx, {
          actorId,
          action: 'bank_fund.create',
          entity: 'bank_fund',
          entityId: created.id,
          after: auditedFund(created),
        })
        return created
      })
      return fundView(fund)
    },

    async updateFund(actorId: string, id: string, body: UpdateFundBody): Promise<AdminFund> {
      const fund = await db.transaction(async (tx) => {
        const before = await repo.lockFund(tx, id)
        if (!before) throw new DomainError('FUND_NOT_FOUND')
        const { frontFee, managementFee, ...described } = body
        const updated = await repo.updateFund(tx, id, {
          ...described,
          frontFeeBp: frontFee,
          managementFeeBp: managementFee,
        })
        await recordAudit(tx, {
          actorId,
          action: 'bank_fund.update',
          entity: 'bank_fund',
          entityId: id,
          before: auditedFund(before),
          after: auditedFund(updated),
        })
        return updated
      })
      return fundView(fund)
    },

    async fundNav(id: string): Promise<FundNavHistory> {
      const fund = await repo.findFund(db, id)
      if (!fund) throw new DomainError('FUND_NOT_FOUND')
      const navDate = latestNavDate(clock.now())
      const from = addMonthsClamped(navDate, -HISTORY_MONTHS)
      return {
        code: fund.code,
        history: navHistory(fundParams(fund), navDate)
          .filter((point) => point.date >= from)
          .map((point) => ({ date: point.date, nav: unitsToString(point.nav) })),
      }
    },

    async news(page: number, limit: number): Promise<Page<AdminNewsItem>> {
      const { rows, total } = await newsPage(db, page, limit)
      return pageFrom(rows.map(newsView), total, page, limit)
    },

    async createNews(actorId: string, body: CreateNewsBody): Promise<AdminNewsItem> {
      refuseFutureNews(body.publishedOn)
      const news = await db.transaction(async (tx) => {
        const created = await repo.insertNews(tx, {
          ...body,
          publishedOn: body.publishedOn ?? today(),
          createdAt: clock.now(),
        })
        if (!created) throw new DomainError('ROBO_NEWS_SLUG_TAKEN')
        await recordAudit(tx, {
          actorId,
          action: 'robo_news.create',
          entity: 'robo_news',
          entityId: created.id,
          after: auditedNews(created),
        })
        return created
      })
      return newsView(news)
    },

    async updateNews(actorId: string, id: string, body: UpdateNewsBody): Promise<AdminNewsItem> {
      refuseFutureNews(body.publishedOn)
      const news = await db.transaction(async (tx) => {
        const before = await repo.lockNews(tx, id)
        if (!before) throw new DomainError('ROBO_NEWS_NOT_FOUND')
        if (body.slug !== undefined && (await repo.newsSlugTaken(tx, body.slug, id)))
          throw new DomainError('ROBO_NEWS_SLUG_TAKEN')
        const updated = await repo.updateNews(tx, id, body)
        await recordAudit(tx, {
          actorId,
          action: 'robo_news.update',
          entity: 'robo_news',
          entityId: id,
          before: auditedNews(before),
          after: auditedNews(updated),
        })
        return updated
      })
      return newsView(news)
    },

    async deleteNews(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.lockNews(tx, id)
        if (!before) throw new DomainError('ROBO_NEWS_NOT_FOUND')
        await repo.deleteNews(tx, id)
        await recordAudit(tx, {
          actorId,
          action: 'robo_news.delete',
          entity: 'robo_news',
          entityId: id,
          before: auditedNews(before),
        })
      })
    },
  }
}
