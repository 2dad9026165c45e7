// What `npm run bench` needs in its throw-away database before it measures POST /v2/api/store/buy: members
// with enough koins (moved through the ledger, like every balance) and a gift with enough stock and a high
// per-member limit for the whole run. Loaded by scripts/bench.mjs through tsx.
import { and, eq, sql } from 'drizzle-orm'
import { policyVersions } from '@klass/contract/policy'
import { createDbClient } from '@klass/db/client'
import { ledgerEntries, users } from '@klass/db/schema/core'
import { storeItems, storePurchases } from '@klass/db/schema/store'
import { moveBalance } from '../apps/api/src/ledger/ledger'
import { hashPassword } from '../apps/api/src/modules/auth/passwords'

const BENCH_ITEM = 'bench-sticker'

export async function prepareStoreBench(
  url: string,
  options: { members: number; koinEach: number; password: string },
): Promise<{ itemId: string; emails: string[] }> {
  const { db, close } = createDbClient(url, { max: 2 })
  try {
    const passwordHash = await hashPassword(options.password)
    return await db.transaction(async (tx) => {
      const emails: string[] = []
      for (let i = 1; i <= options.members; i++) {
        const email = `bench-${i}@klass.test`
        const [row] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            displayName: `นักทดสอบความเร็ว ${i}`,
            termsAcceptedAt: new Date(),
            termsVersion: policyVersions.law,
            privacyVersion: policyVersions.personal,
          })
          .returning({ id: users.id })
        await moveBalance(tx, {
          userId: row!.id,
          currency: 'koin',
          amount: options.koinEach,
          reason: 'BENCH',
          activity: 'koin สำหรับวัดความเร็วการแลกของรางวัล',
        })
        emails.push(email)
      }
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
          stockTaken: item!.stockTotal - item!.stockRemaining,
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
