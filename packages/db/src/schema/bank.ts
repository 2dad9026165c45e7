import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * The practice bank's dated rate tables. A deposit keeps the rates of the table in force when it opened;
 * a new table (a later `effective_from`) applies to deposits opened from that day. Rates in basis points.
 */
export const bankRateTables = pgTable(
  'bank_rate_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    savingsBp: integer('savings_bp').notNull(),
    fixed3Bp: integer('fixed_3_bp').notNull(),
    fixed6Bp: integer('fixed_6_bp').notNull(),
    fixed12Bp: integer('fixed_12_bp').notNull(),
    fixed24Bp: integer('fixed_24_bp').notNull(),
    fixed36Bp: integer('fixed_36_bp').notNull(),
    thaweesupBp: integer('thaweesup_bp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_rate_tables_effective_key').on(t.effectiveFrom),
    check(
      'bank_rate_tables_rates_sane',
      sql`least(${t.savingsBp}, ${t.fixed3Bp}, ${t.fixed6Bp}, ${t.fixed12Bp}, ${t.fixed24Bp}, ${t.fixed36Bp}, ${t.thaweesupBp}) >= 0
        and greatest(${t.savingsBp}, ${t.fixed3Bp}, ${t.fixed6Bp}, ${t.fixed12Bp}, ${t.fixed24Bp}, ${t.fixed36Bp}, ${t.thaweesupBp}) <= 2000`,
    ),
  ],
)

/**
 * Practice funds (all invented). The NAV history is not stored: it is a deterministic function of the fund's
 * parameters and the business day (apps/api/src/modules/bank/fund-nav.ts), so it exists for every day to come.
 */
export const bankFunds = pgTable(
  'bank_funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    riskLevel: integer('risk_level').notNull(),
    category: text('category').notNull(),
    summary: text('summary').notNull(),
    description: text('description').array().notNull(),
    policy: text('policy').notNull(),
    frontFeeBp: integer('front_fee_bp').notNull(),
    managementFeeBp: integer('management_fee_bp').notNull(),
    /** Satang. */
    minBuy: bigint('min_buy', { mode: 'number' }).notNull(),
    inceptionDate: date('inception_date', { mode: 'string' }).notNull(),
    /** NAV on the inception date, in ten-thousandths of a baht. */
    startNav: integer('start_nav').notNull(),
    /** Expected yearly return and yearly volatility of the NAV path, in basis points. */
    driftBp: integer('drift_bp').notNull(),
    volatilityBp: integer('volatility_bp').notNull(),
    seed: integer('seed').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_funds_code_key').on(t.code),
    index('bank_funds_level_idx').on(t.riskLevel, t.position),
    check('bank_funds_level_known', sql`${t.riskLevel} between 1 and 8`),
    check(
      'bank_funds_fees_sane',
      sql`${t.frontFeeBp} between 0 and 500 and ${t.managementFeeBp} between 0 and 500`,
    ),
    check('bank_funds_nav_positive', sql`${t.startNav} > 0 and ${t.minBuy} > 0`),
  ],
)

/** A fund's share of a portfolio, in basis points of 10,000. */
export type PortfolioWeight = { fundId: string; bp: number }

/**
 * A portfolio: fund holdings kept together towards target weights, with an optional monthly regular
 * investment (DCA) taken from savings on `dca_day`. The robo advisor's fund accounts are portfolios; the
 * member's own fund holdings belong to none. DCA dates are worked out when the books are read or changed.
 */
export const bankPortfolios = pgTable(
  'bank_portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    weights: jsonb('weights').$type<PortfolioWeight[]>().notNull(),
    dcaDay: integer('dca_day'),
    /** Satang. */
    dcaAmount: bigint('dca_amount', { mode: 'number' }),
    /** The next Bangkok date a DCA purchase is due (null when DCA is off). */
    dcaNextOn: date('dca_next_on', { mode: 'string' }),
    dcaSince: date('dca_since', { mode: 'string' }),
    /** The member wants a reminder (LINE, through the messaging outbox) the evening before each DCA date. */
    dcaRemind: boolean('dca_remind').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_portfolios_user_idx').on(t.userId, t.status),
    check('bank_portfolios_status_known', sql`${t.status} in ('open', 'closed')`),
    check(
      'bank_portfolios_dca_complete',
      sql`(${t.dcaDay} is null) = (${t.dcaAmount} is null) and (${t.dcaDay} is null) = (${t.dcaNextOn} is null)
        and (${t.dcaDay} is null or (${t.dcaDay} between 1 and 28 and ${t.dcaAmount} > 0))`,
    ),
  ],
)

/** Each DCA date of a portfolio: carried out (orders placed) or missed (savings could not cover it). */
export const bankPortfolioRuns = pgTable(
  'bank_portfolio_runs',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => bankPortfolios.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.dueOn] }),
    check('bank_portfolio_runs_status_known', sql`${t.status} in ('done', 'missed')`),
  ],
)

/** Practice account numbers are drawn from this sequence, so no two accounts ever share one. */
export const bankAccountNumbers = pgSequence('bank_account_number_seq', { startWith: 1 })

/**
 * A member's practice accounts: one savings account, fixed deposits, at most one open Thaweesup, and one
 * holding per fund. `balance` (satang) is kept by the journal's trigger and never goes below zero; for a fund
 * holding it is the cost of the units held.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull().default('open'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    rateTableId: uuid('rate_table_id').references(() => bankRateTables.id),
    /** Fixed deposit: the term's rate; Thaweesup: its own rate. */
    rateBp: integer('rate_bp'),
    /** Fixed deposit and Thaweesup: the savings rate when opened (early close, lost exemption). */
    savingsRateBp: integer('savings_rate_bp'),
    termMonths: integer('term_months'),
    /** Fixed deposit: the current term's first day (moves on at each renewal). */
    termStartOn: date('term_start_on', { mode: 'string' }),
    maturesOn: date('matures_on', { mode: 'string' }),
    atMaturity: text('at_maturity'),
    renewals: integer('renewals').notNull().default(0),
    /** Thaweesup: the monthly instalment in satang. */
    instalment: bigint('instalment', { mode: 'number' }),
    fundId: uuid('fund_id').references(() => bankFunds.id),
    /** A fund holding kept in a portfolio (a robo fund account); null for the member's own holdings. */
    portfolioId: uuid('portfolio_id').references(() => bankPortfolios.id, { onDelete: 'cascade' }),
    units: numeric('units', { precision: 20, scale: 4 }),
    unitsPending: numeric('units_pending', { precision: 20, scale: 4 }),
    /** Savings: daily balances are summed as satang × days × basis points up to (not including) `accrued_to`. */
    accruedTo: date('accrued_to', { mode: 'string' }),
    accrual: bigint('accrual', { mode: 'number' }).notNull().default(0),
    /** Savings: the earliest moment something falls due for the member (a credit, a maturity, an instalment). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Savings: everything due up to this moment has been worked out (instalment attempts, maturities, …). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId, t.kind, t.openedAt),
    uniqueIndex('bank_accounts_one_savings')
      .on(t.userId)
      .where(sql`${t.kind} = 'savings'`),
    uniqueIndex('bank_accounts_one_open_thaweesup')
      .on(t.userId)
      .where(sql`${t.kind} = 'thaweesup' and ${t.status} = 'open'`),
    uniqueIndex('bank_accounts_one_holding_per_fund')
      .on(t.userId, t.fundId)
      .where(sql`${t.kind} = 'fund' and ${t.portfolioId} is null`),
    uniqueIndex('bank_accounts_one_holding_per_portfolio_fund')
      .on(t.portfolioId, t.fundId)
      .where(sql`${t.portfolioId} is not null`),
    uniqueIndex('bank_accounts_number_key').on(t.number),
    check('bank_accounts_kind_known', sql`${t.kind} in ('savings', 'fixed', 'thaweesup', 'fund')`),
    check('bank_accounts_status_known', sql`${t.status} in ('open', 'closed', 'matured')`),
    check('bank_accounts_balance_nonnegative', sql`${t.balance} >= 0`),
    check(
      'bank_accounts_units_nonnegative',
      sql`coalesce(${t.units}, 0) >= 0 and coalesce(${t.unitsPending}, 0) >= 0 and coalesce(${t.unitsPending}, 0) <= coalesce(${t.units}, 0)`,
    ),
    check(
      'bank_accounts_fixed_complete',
      sql`${t.kind} <> 'fixed' or (${t.termMonths} in (3, 6, 12, 24, 36) and ${t.rateBp} is not null and ${t.maturesOn} is not null and ${t.atMaturity} in ('payout', 'renew'))`,
    ),
    check(
      'bank_accounts_thaweesup_complete',
      sql`${t.kind} <> 'thaweesup' or (${t.instalment} between 50000 and 2500000 and ${t.rateBp} is not null and ${t.maturesOn} is not null)`,
    ),
    check('bank_accounts_fund_complete', sql`(${t.kind} = 'fund') = (${t.fundId} is not null)`),
    check('bank_accounts_portfolio_holds_funds', sql`${t.portfolioId} is null or ${t.kind} = 'fund'`),
  ],
)

/** Thaweesup instalments taken or missed (the ones still to come are worked out from the dates). */
export const bankInstalments = pgTable(
  'bank_instalments',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    month: text('month').notNull(),
    status: text('status').notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.number] }),
    check('bank_instalments_number_range', sql`${t.number} between 1 and 24`),
    check('bank_instalments_status_known', sql`${t.status} in ('paid', 'missed')`),
    check('bank_instalments_paid_dated', sql`(${t.status} = 'paid') = (${t.paidOn} is not null)`),
  ],
)

/**
 * The double-entry journal of practice money. Each entry's lines sum to zero — a deferred constraint
 * trigger refuses the commit otherwise — and a line on a member account moves that account's balance
 * (a trigger; the balance CHECK refuses one below zero). House lines (interest paid, tax withheld, practice
 * money issued, fund cash) have no balance row. Entries and lines are never updated or deleted.
 */
export const bankJournalEntries = pgTable(
  'bank_journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    refId: uuid('ref_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_journal_entries_user_idx').on(t.userId, t.kind, t.occurredAt)],
)

export const houseAccounts = ['interest_paid', 'tax_withheld', 'practice_issued', 'fund_cash'] as const
export type HouseAccount = (typeof houseAccounts)[number]

export const bankJournalLines = pgTable(
  'bank_journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => bankJournalEntries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    accountId: uuid('account_id').references(() => bankAccounts.id, { onDelete: 'cascade' }),
    house: text('house'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bank_journal_lines_entry_idx').on(t.entryId),
    index('bank_journal_lines_statement_idx')
      .on(t.userId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.accountId} is not null`),
    check('bank_journal_lines_amount_nonzero', sql`${t.amount} <> 0`),
    check('bank_journal_lines_one_side', sql`(${t.accountId} is null) <> (${t.house} is null)`),
    check(
      'bank_journal_lines_house_known',
      sql`${t.house} is null or ${t.house} in ('interest_paid', 'tax_withheld', 'practice_issued', 'fund_cash')`,
    ),
  ],
)

/**
 * Fund orders. A buy takes the money from savings when placed; a sell reserves the units. Both settle at the
 * NAV of their NAV date once it is published (worked out when the member's accounts are next read or changed).
 */
export const bankFundOrders = pgTable(
  'bank_fund_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => bankFunds.id),
    holdingId: uuid('holding_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** Why it was placed: the member's own order, a DCA date, or a portfolio's rebalance. */
    source: text('source').notNull().default('member'),
    portfolioId: uuid('portfolio_id').references(() => bankPortfolios.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** Buy: satang paid, fee included. Sell: proceeds once settled. */
    amount: bigint('amount', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    units: numeric('units', { precision: 20, scale: 4 }),
    navDate: date('nav_date', { mode: 'string' }).notNull(),
    nav: numeric('nav', { precision: 20, scale: 4 }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_fund_orders_user_idx').on(t.userId, t.status, t.placedAt),
    index('bank_fund_orders_portfolio_idx')
      .on(t.portfolioId, t.placedAt.desc(), t.id)
      .where(sql`${t.portfolioId} is not null`),
    check('bank_fund_orders_source_known', sql`${t.source} in ('member', 'dca', 'rebalance')`),
    check('bank_fund_orders_side_known', sql`${t.side} in ('buy', 'sell')`),
    check('bank_fund_orders_status_known', sql`${t.status} in ('pending', 'settled')`),
    check(
      'bank_fund_orders_buy_has_amount',
      sql`${t.side} <> 'buy' or (${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount})`,
    ),
    check('bank_fund_orders_sell_has_units', sql`${t.side} <> 'sell' or ${t.units} > 0`),
    check(
      'bank_fund_orders_settled_priced',
      sql`(${t.status} = 'settled') = (${t.nav} is not null and ${t.settledAt} is not null)`,
    ),
  ],
)
