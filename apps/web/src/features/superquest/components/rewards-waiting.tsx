import type { Mission, UserLevelEntry } from '@klass/contract/superquest'
import { formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { ButtonLink } from '../../../ui/button'
import { useMissions } from '../api/get-missions'
import { useUserLevel } from '../api/get-user-level'

/** A reached level with koins not yet claimed or a gift (in stock) not yet redeemed. */
export function levelWaiting(entry: UserLevelEntry): boolean {
  if (!entry.reached) return false
  const koin = entry.reward !== null && !entry.reward.claimed
  const gift = entry.gift !== null && !entry.gift.redeemed && entry.gift.stock > 0
  return koin || gift
}

/** What the member can claim now: completed missions' rewards and reached levels' koins and gifts. */
export function useRewardsWaiting(enabled = true) {
  const missions = useMissions('rewards', enabled)
  const levels = useUserLevel(enabled)
  const waitingMissions: Mission[] = missions.data?.filter((m) => m.rewardState === 'redeemable') ?? []
  const waitingLevels = levels.data?.levels.filter(levelWaiting) ?? []
  return { missions, levels, waitingMissions, waitingLevels }
}

function levelLabel(entry: UserLevelEntry) {
  const parts = [
    entry.reward && !entry.reward.claimed ? `${formatKoin(entry.reward.koin)} koin` : null,
    entry.gift && !entry.gift.redeemed && entry.gift.stock > 0 ? entry.gift.name : null,
  ].filter(Boolean)
  return `รางวัลเลเวล ${entry.level} · ${entry.name}: ${parts.join(' และ ')}`
}

/**
 * The rewards waiting for the member, at the top of every SUPERQUEST page, with the way to the page that
 * gives them. Nothing shows for visitors or when nothing waits.
 */
export function RewardsWaiting() {
  const { loggedIn } = useSession()
  const { waitingMissions, waitingLevels } = useRewardsWaiting(loggedIn)
  const count = waitingMissions.length + waitingLevels.length
  if (!loggedIn || count === 0) return null
  return (
    <section
      aria-labelledby="rewards-waiting-title"
      className="space-y-3 rounded-card bg-sun-100 p-4 ring-1 ring-sun-300"
    >
      <h2 id="rewards-waiting-title" className="text-xl">
        🎁 มีรางวัลรอรับ {count} รายการ
      </h2>
      <ul className="list-disc space-y-1 ps-6 text-sm">
        {waitingMissions.map((mission) => (
          <li key={mission.id}>ภารกิจสำเร็จ: {mission.title}</li>
        ))}
        {waitingLevels.map((entry) => (
          <li key={entry.level}>{levelLabel(entry)}</li>
        ))}
      </ul>
      <ButtonLink to={paths.superquestRedeemRewards} variant="sun" size="sm">
        ไปรับรางวัล
      </ButtonLink>
    </section>
  )
}
