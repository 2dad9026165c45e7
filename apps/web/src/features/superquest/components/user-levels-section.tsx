import { useState } from 'react'
import type { UserLevelEntry } from '@klass/contract/superquest'
import { formatCount, formatKoin } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { KoinAmount } from '../../../ui/koin-amount'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { useClaimLevelReward } from '../api/claim-level-reward'
import { useUserLevel } from '../api/get-user-level'
import { useRedeemLevelGift } from '../api/redeem-level-gift'
import { GiftAddressDialog } from './gift-address-dialog'
import { ExpExplainer } from './points-explainer'
import { ProgressMeter } from './progress-bar'

/** One level: what it takes, and its koins to claim and gift to redeem once reached. */
export function LevelRow({ entry }: { entry: UserLevelEntry }) {
  const claim = useClaimLevelReward()
  const redeem = useRedeemLevelGift()
  const [open, setOpen] = useState(false)
  const error = claim.error
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-2xl p-4 ring-1',
        entry.reached ? 'bg-white ring-brand-200' : 'bg-canvas ring-brand-100',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg">
          เลเวล {entry.level} · {entry.name}
        </h3>
        <span className="text-sm text-ink-soft">
          {entry.reached ? '✓ ถึงแล้ว' : `เริ่มที่ ${formatCount(entry.minExp)} exp`}
        </span>
      </div>
      {entry.description && <p className="text-sm text-ink-soft">{entry.description}</p>}
      {error && <ActionErrorAlert error={error} />}
      {claim.data && (
        <Alert tone="success">
          ได้รับ koin ประจำเลเวลแล้ว! koin คงเหลือ <KoinAmount value={claim.data.koin} />
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {entry.reward &&
          (entry.reward.claimed ? (
            <span className="text-sm font-semibold text-mint-700">
              ✓ รับ {formatKoin(entry.reward.koin)} koin แล้ว
            </span>
          ) : entry.reached ? (
            <Button size="sm" busy={claim.isPending} onClick={() => claim.mutate(entry.level)}>
              รับ {formatKoin(entry.reward.koin)} koin
            </Button>
          ) : (
            <span className="text-sm text-ink-soft">
              รางวัล <KoinAmount value={entry.reward.koin} />
            </span>
          ))}
        {entry.gift &&
          (entry.gift.redeemed ? (
            <span className="text-sm font-semibold text-mint-700">✓ แลก{entry.gift.name}แล้ว</span>
          ) : entry.reached ? (
            <Button size="sm" variant="sun" onClick={() => setOpen(true)} disabled={entry.gift.stock === 0}>
              {entry.gift.stock === 0 ? `${entry.gift.name} หมดแล้ว` : `แลก${entry.gift.name}`}
            </Button>
          ) : (
            <span className="text-sm text-ink-soft">🎁 {entry.gift.name}</span>
          ))}
      </div>
      {entry.gift && (
        <GiftAddressDialog
          open={open}
          onClose={() => setOpen(false)}
          giftName={entry.gift.name}
          submitLabel="ยืนยันรับของรางวัล"
          busy={redeem.isPending}
          error={redeem.error}
          shipment={redeem.data?.shipment}
          onSubmit={(address) => redeem.mutate({ level: entry.level, address })}
        />
      )}
    </li>
  )
}

/** User levels: the member's exp and level, with each level's koins to claim and gift to redeem, once. */
export function UserLevelsSection() {
  const query = useUserLevel()
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลดเลเวล">
          <Skeleton className="h-48 w-full" />
        </div>
      }
    >
      {({ exp, level, name, nextExp, levels }) => (
        <div className="space-y-4">
          <div className="rounded-card bg-brand-50 p-4">
            <p className="font-display text-xl">
              เลเวล {level} · {name}
            </p>
            {nextExp !== null ? (
              <ProgressMeter
                label="exp สู่เลเวลถัดไป"
                value={exp}
                max={nextExp}
                text={`${formatCount(exp)}/${formatCount(nextExp)} exp`}
              />
            ) : (
              <p className="text-sm">คุณอยู่เลเวลสูงสุดแล้ว มี {formatCount(exp)} exp</p>
            )}
            <div className="mt-3">
              <ExpExplainer />
            </div>
          </div>
          <ul className="grid gap-3 md:grid-cols-2">
            {levels.map((entry) => (
              <LevelRow key={entry.level} entry={entry} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  )
}
