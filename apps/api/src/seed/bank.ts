import type { Transaction } from '@klass/db/client'
import { manualClock } from '../lib/clock'
import { DAY_MS } from '../lib/time'
import { createBankService } from '../modules/bank/bank.service'

/**
 * The demo member's practice bank, begun 200 days ago through the bank's own service: a 6-month deposit (since
 * matured and paid out), a Thaweesup with its instalments, two funds and a 12-month deposit that renews.
 * What fell due since then is worked out when the member first opens /bank, as for anyone.
 */
export async function loadBankDemo(tx: Transaction, options: { userId: string; now: Date }): Promise<void> {
  const clock = manualClock(new Date(options.now.getTime() - 200 * DAY_MS))
  const bank = createBankService({ db: tx, clock })
  const { userId } = options
  await bank.accounts(userId, 1, 1)
  await bank.openFixed(userId, { amount: 3_000_00, term: 6, atMaturity: 'payout' })
  await bank.openThaweesup(userId, { instalment: 500_00 })
  await bank.buyFund(userId, { code: 'KP-SET50', amount: 1_000_00 })
  clock.advance(40 * DAY_MS)
  await bank.buyFund(userId, { code: 'KP-GOVMM', amount: 500_00 })
  clock.advance(60 * DAY_MS)
  await bank.openFixed(userId, { amount: 2_000_00, term: 12, atMaturity: 'renew' })
}
