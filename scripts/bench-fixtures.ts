// What `npm run bench` needs in its throw-away database before it measures POST /v2/api/store/buy: members
// with enough koins (moved through the ledger, like every balance) and a gift with enough stock and a high
// per-member limit for the whole run. Loaded by scripts/bench.mjs through tsx.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import { policyVersions } from '@klass/contract/policy'
import { createDbClient, type Executor } from '@klass/db/client'
import { ledgerEntries, users } from '@klass/db/schema/core'
import { bankJournalLines } from '@klass/db/schema/bank'
import { storeItems, storePurchases, storeStockShards } from '@klass/db/schema/store'
import { moveBalance } from '../apps/api/src/ledger/ledger'
import { statementPageQuery } from '../apps/api/src/modules/bank/bank.repo'
import { hashPassword } from '../apps/api/src/modules/auth/passwords'

const BENCH_ITEM = 'bench-sticker'

/** Bench members made straight in the database: `${prefix}-${i}@klass.test`, with koins moved through the ledger. */
async function insertBenchMembers(
  tx: Executor,
  options: { prefix: string; count: number; passwordHash: string; koinEach: number },
): Promise<string[]> {
  const emails: string[] = []
  for (let i = 1; i <= options.count; i++) {
    const email = `${options.prefix}-${i}@klass.test`
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: options.passwordHash,
        displayName: `นักทดสอบความเร็ว ${i}`,
        termsAcceptedAt: new Date(),
        termsVersion: policyVersions.law,
        privacyVersion: policyVersions.personal,
        // Confirmed adults (no birth date, so no guardian to wait for): the bench buys as they do.
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id })
    if (options.koinEach > 0) {
      await moveBalance(tx, {
        userId: row!.id,
        currency: 'koin',
        amount: options.koinEach,
        reason: 'BENCH',
        activity: 'koin สำหรับวัดความเร็วการแลกของรางวัล',
      })
    }
    emails.push(email)
  }
  return emails
}

export async function prepareStoreBench(
  url: string,
  options: { members: number; koinEach: number; password: string },
): Promise<{ itemId: string; emails: string[] }> {
  const { db, close } = createDbClient(url, { max: 2 })
  try {
    const passwordHash = await hashPassword(options.password)
    return await db.transaction(async (tx) => {
      const emails = await insertBenchMembers(tx, {
        prefix: 'bench',
        count: options.members,
        passwordHash,
        koinEach: options.koinEach,
      })
      const [item] = await tx
        .insert(storeItems)
        .values({
          slug: BENCH_ITEM,
          name: 'สติกเกอร์ดิจิทัลสำหรับวัดความเร็ว',
          summary: 'ของรางวัลในฐานข้อมูลทดสอบความเร็วเท่านั้น',
          description: ['ของรางวัลในฐานข้อมูลทดสอบความเร็วเท่านั้น'],
          conditions: [],
          type: 'digital-voucher',
          image: 'public/demo/store/line-sticker-save-together.svg',
          price: 1_00,
          stockTotal: 10_000_000,
          stockRemaining: 10_000_000,
          limitPerMember: 10_000_000,
        })
        .returning({ id: storeItems.id })
      return { itemId: item!.id, emails }
    })
  } finally {
    await close()
  }
}

/** After the run: pieces taken against pieces recorded, and whether every bench member's koins equal their ledger. */
export async function checkStoreBench(url: string, itemId: string) {
  const { db, close } = createDbClient(url, { max: 2 })
  try {
    // One snapshot for every count: purchases still committing when the load stops are either all counted
    // (their stock and their koins too) or not at all.
    return await db.transaction(
      async (tx) => {
        const [item] = await tx.select().from(storeItems).where(eq(storeItems.id, itemId))
        // The stock is in the item's shards; its own row is a copy for the home page, written after purchases.
        const [stock] = await tx
          .select({ remaining: sql<number>`sum(${storeStockShards.remaining})::int` })
          .from(storeStockShards)
          .where(eq(storeStockShards.itemId, itemId))
        const [bought] = await tx
          .select({ n: sql<number>`coalesce(sum(${storePurchases.quantity}), 0)::int` })
          .from(storePurchases)
          .where(eq(storePurchases.itemId, itemId))
        const [mismatched] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(
            and(
              sql`${users.email} like 'bench-%'`,
              sql`${users.koin} <> (select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries}
              where ${ledgerEntries.userId} = ${users.id} and ${ledgerEntries.currency} = 'koin')`,
            ),
          )
        return {
          stockTaken: item!.stockTotal - stock!.remaining,
          purchased: bought!.n,
          ledgerAgrees: mismatched!.n === 0,
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  } finally {
    await close()
  }
}

/** Members for the bank bench: `bank-${i}@klass.test`, no koins (the bank opens their practice money itself). */
export async function prepareBankBench(
  url: string,
  options: { members: number; password: string },
): Promise<string[]> {
  const { db, close } = createDbClient(url, { max: 2 })
  try {
    const passwordHash = await hashPassword(options.password)
    return await db.transaction((tx) =>
      insertBenchMembers(tx, { prefix: 'bank', count: options.members, passwordHash, koinEach: 0 }),
    )
  } finally {
    await close()
  }
}

/** After the fund orders: journal entries that do not sum to zero, and accounts below zero or off their lines. */
export async function checkBankBench(url: string) {
  const { db, close } = createDbClient(url, { max: 2 })
  try {
    return await db.transaction(
      async (tx) => {
        const unbalanced = await tx.execute(
          sql`select entry_id from bank_journal_lines group by entry_id having sum(amount) <> 0`,
        )
        const drifted = await tx.execute(sql`
          select a.id from bank_accounts a left join bank_journal_lines l on l.account_id = a.id
          group by a.id, a.balance having a.balance <> coalesce(sum(l.amount), 0) or a.balance < 0`)
        const [orders] = (await tx.execute<{ n: string }>(sql`select count(*) as n from bank_fund_orders`))
          .rows
        return {
          unbalancedEntries: unbalanced.rows.length,
          accountsOffOrNegative: drifted.rows.length,
          orders: Number(orders?.n ?? 0),
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  } finally {
    await close()
  }
}

/**
 * BENCH_ROWS: gives a bench member `rows` more statement lines (balanced entries of one satang of practice
 * money each, a minute apart), then answers PostgreSQL's plan and timing for the first and the 500th page of
 * their statement as the accounts call reads it, and for its count.
 */
export async function explainLongStatement(url: string, email: string, rows: number) {
  const { db, pool, close } = createDbClient(url, { max: 2 })
  try {
    const [member] = (
      await db.execute<{ user_id: string; account_id: string }>(sql`
        select a.user_id, a.id as account_id from bank_accounts a join users u on u.id = a.user_id
        where u.email = ${email} and a.kind = 'savings'`)
    ).rows
    if (!member) throw new Error(`${email} has no savings account`)
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into bank_journal_entries (user_id, kind, description, occurred_at)
        select ${member.user_id}, 'PRACTICE_MONTHLY', 'เงินฝึกหัดสำหรับวัดความเร็ว', now() - make_interval(mins => n)
        from generate_series(1, ${rows}) as n`)
      await tx.execute(sql`
        insert into bank_journal_lines (entry_id, user_id, account_id, house, amount, occurred_at)
        select e.id, e.user_id, side.account_id, side.house, side.amount, e.occurred_at
        from bank_journal_entries e
        cross join lateral (values (${member.account_id}::uuid, null::text, 1::bigint),
                                   (null::uuid, 'practice_issued', -1::bigint)) as side(account_id, house, amount)
        where e.user_id = ${member.user_id} and e.description = 'เงินฝึกหัดสำหรับวัดความเร็ว'`)
    })
    // Seeding moved the savings balance once per line inside one transaction; a member's real history moves it
    // once per change. Vacuum clears those row versions, as autovacuum would.
    await db.execute(sql`vacuum analyze bank_accounts, bank_journal_lines, bank_journal_entries`)
    const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL()
      const result = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing on) ${text}`,
        params,
      )
      return result.rows.map((r) => r['QUERY PLAN']).join('\n')
    }
    return {
      firstPage: await plan(statementPageQuery(db, member.user_id, 1, 20)),
      page500: await plan(statementPageQuery(db, member.user_id, 500, 20)),
      count: await plan(
        db
          .select({ n: count() })
          .from(bankJournalLines)
          .where(and(eq(bankJournalLines.userId, member.user_id), isNotNull(bankJournalLines.accountId))),
      ),
    }
  } finally {
    await close()
  }
}

/** Moves a bench member's books version (as any change does), so their next accounts read is worked out anew. */
export async function touchBooks(url: string, email: string) {
  const { db, close } = createDbClient(url, { max: 1 })
  try {
    await db.execute(sql`
      update bank_accounts set due_at = due_at
      where kind = 'savings' and user_id = (select id from users where email = ${email})`)
  } finally {
    await close()
  }
}

const GROWTH_TAGS = [
  'ออมเงิน',
  'ลงทุน',
  'หุ้น',
  'กองทุนรวม',
  'ภาษี',
  'บัตรเครดิต',
  'หนี้',
  'เงินเฟ้อ',
  'ดอกเบี้ย',
  'ประกัน',
  'มิจฉาชีพ',
  'งานพาร์ตไทม์',
  'ค่าขนม',
  'เป้าหมาย',
  'วางแผน',
  'ธุรกิจ',
  'สตาร์ตอัป',
  'ขายของออนไลน์',
  'คริปโต',
  'ทองคำ',
  'สิ่งแวดล้อม',
  'รีไซเคิล',
  'พลังงาน',
  'เกม',
  'กีฬา',
  'ดนตรี',
  'ท่องเที่ยว',
  'อาหาร',
  'มหาวิทยาลัย',
  'ทุนการศึกษา',
  'งบประมาณ',
  'ฉุกเฉิน',
  'บัญชี',
  'แอปธนาคาร',
  'พร้อมเพย์',
  'ผ่อน',
  'ช้อปปิ้ง',
  'โปรโมชัน',
  'ความรู้การเงิน',
  'ครอบครัว',
]

/**
 * BENCH_GROWTH: years of use in one go. `members` members (growth-N@klass.test), `posts` published posts by
 * them in the five clubs over three years with two tags each and a page of text, and `ledgerRows` koin moves
 * of one satang for the member `ledgerEmail` (their balance moved with them, so balance and ledger agree).
 */
export async function seedGrowth(
  url: string,
  options: { posts: number; members: number; ledgerRows: number; ledgerEmail: string },
) {
  const { db, close } = createDbClient(url, { max: 2 })
  try {
    const passwordHash = await hashPassword('Bench-Growth-2026')
    const tagList = GROWTH_TAGS.join(',')
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (email, password_hash, display_name, terms_accepted_at, terms_version, privacy_version,
          created_at, updated_at)
        select 'growth-' || n || '@klass.test', ${passwordHash}, 'นักเขียนหมายเลข ' || n, now(), ${policyVersions.law},
          ${policyVersions.personal}, now() - make_interval(mins => n), now() - make_interval(mins => n)
        from generate_series(1, ${options.members}) as n`)
      await tx.execute(sql`
        with authors as (
          select id, row_number() over (order by email) as n from users where email like 'growth-%@klass.test'
        ), seeded as (
          select i, (array['hit','biz-master','smart-society','play-yard','greenery'])[1 + i % 5] as type,
            'บันทึกการออมตอนที่ ' || i || ' เก็บเงินค่าขนมให้ถึงเป้า' as title,
            array[(string_to_array(${tagList}, ','))[1 + i % 40],
                  (string_to_array(${tagList}, ','))[1 + (i * 7 + 3) % 40]] as tags,
            now() - make_interval(mins => i * 15) as at
          from generate_series(1, ${options.posts}) as i
        )
        insert into posts (type, status, author_id, title, slug, description, content, tags, search_text,
          reading_minutes, like_count, read_count, created_at, updated_at, published_at)
        select s.type, 'published', a.id, s.title, 'saving-note-' || s.i, 'เรื่องเล่าการออมเงินของสมาชิก',
          repeat('<p>วันนี้แบ่งเงินค่าขนมไว้ออมก่อนใช้ ตั้งเป้าเก็บให้ได้เดือนละห้าร้อยบาท แล้วจดทุกรายจ่ายลงแอป</p>', 12),
          s.tags, lower(s.title || ' เรื่องเล่าการออมเงินของสมาชิก ' ||
            repeat('วันนี้แบ่งเงินค่าขนมไว้ออมก่อนใช้ ตั้งเป้าเก็บให้ได้เดือนละห้าร้อยบาท แล้วจดทุกรายจ่ายลงแอป ', 12) ||
            array_to_string(s.tags, ' ')),
          2, (s.i::bigint * 7919) % 500, (s.i::bigint * 104729) % 10000, s.at, s.at, s.at
        from seeded s join authors a on a.n = 1 + s.i % ${options.members}`)
      const [member] = (
        await tx.execute<{ id: string; koin: string }>(
          sql`select id, koin from users where email = ${options.ledgerEmail} for update`,
        )
      ).rows
      if (!member) throw new Error(`${options.ledgerEmail} is not a member`)
      // Older than everything the member did: their moves so far come after these, numbered and balanced so.
      await tx.execute(sql`
        update ledger_entries set seq = seq + ${options.ledgerRows}, balance_after = balance_after + ${options.ledgerRows}
        where user_id = ${member.id} and currency = 'koin'`)
      await tx.execute(sql`
        insert into ledger_entries (user_id, currency, amount, balance_after, reason, activity, seq, created_at)
        select ${member.id}, 'koin', 1, n, 'BENCH', 'koin จากกิจกรรมที่ผ่านมา', n,
          now() - make_interval(mins => ${options.ledgerRows} - n + 60)
        from generate_series(1, ${options.ledgerRows}) as n`)
      await tx.execute(sql`update users set koin = koin + ${options.ledgerRows} where id = ${member.id}`)
    })
    await db.execute(sql`vacuum analyze users, posts, ledger_entries`)
    // Written to disk now, so that the checkpoint does not slow the measurements that follow.
    await db.execute(sql`checkpoint`)
    return { posts: options.posts, members: options.members, ledgerRows: options.ledgerRows }
  } finally {
    await close()
  }
}
