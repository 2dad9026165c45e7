import { useState } from 'react'
import { useLocation } from 'react-router'
import type { Mission } from '@klass/contract/superquest'
import { formatCount, formatDate, formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { loginPathFor } from '../../../lib/safe-redirect'
import { Alert } from '../../../ui/alert'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button, ButtonLink } from '../../../ui/button'
import { KoinAmount } from '../../../ui/koin-amount'
import { AppLink } from '../../../ui/link'
import { useJoinMission } from '../api/join-mission'
import { useRedeemMissionGift, useRedeemMissionKoin } from '../api/redeem-mission-reward'
import { GiftAddressDialog } from './gift-address-dialog'
import { ProgressMeter } from './progress-bar'

const statusLabels: Record<Mission['status'], string> = {
  upcoming: 'ยังไม่เปิด',
  open: 'เปิดอยู่',
  ended: 'สิ้นสุดแล้ว',
}

function RewardLine({ mission }: { mission: Mission }) {
  const { koin, gift } = mission.reward
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <span className="text-ink-soft">รางวัล:</span>
      {koin && <KoinAmount value={koin} className="text-brand-800" />}
      {koin && gift && <span className="text-ink-soft">หรือ</span>}
      {gift && <span className="font-semibold text-brand-800">🎁 {gift.name}</span>}
    </p>
  )
}

function MissionState({
  mission,
  join,
  redeemKoin,
  openGift,
}: {
  mission: Mission
  join: ReturnType<typeof useJoinMission>
  redeemKoin: ReturnType<typeof useRedeemMissionKoin>
  openGift: () => void
}) {
  const error = join.error ?? redeemKoin.error
  const here = useLocation()

  switch (mission.rewardState) {
    case null:
      // A visitor: log in and come back here, where joining is one tap.
      return mission.status === 'open' ? (
        <ButtonLink to={loginPathFor(`${here.pathname}${here.search}`)} variant="secondary" size="sm">
          เข้าสู่ระบบเพื่อเข้าร่วม
        </ButtonLink>
      ) : null
    case 'not-joined':
      return (
        <div className="space-y-2">
          {error && <ActionErrorAlert error={error} />}
          {mission.status === 'open' ? (
            <>
              <Button size="sm" busy={join.isPending} onClick={() => join.mutate(mission.id)}>
                เข้าร่วมภารกิจ
              </Button>
              <p className="text-xs text-ink-soft">
                กดเข้าร่วมแล้วเริ่มนับได้เลย ถือว่าคุณยอมรับ{' '}
                <AppLink to={paths.superquestRules} className="text-brand-700 underline underline-offset-2">
                  กติกา SUPERQUEST
                </AppLink>{' '}
                ระบบนับเฉพาะสิ่งที่ทำหลังกดเข้าร่วม
              </p>
            </>
          ) : (
            <p className="text-sm text-ink-soft">
              {mission.status === 'upcoming'
                ? `เปิดให้เข้าร่วม ${formatDate(mission.startsAt)}`
                : 'ภารกิจนี้สิ้นสุดแล้ว'}
            </p>
          )}
        </div>
      )
    case 'in-progress':
      return (
        <div className="space-y-2">
          {join.isSuccess && <Alert tone="success">เข้าร่วมภารกิจแล้ว เริ่มทำได้เลย!</Alert>}
          {mission.status === 'open' ? (
            <ButtonLink to={mission.link} variant="secondary" size="sm">
              ไปทำภารกิจ
            </ButtonLink>
          ) : (
            <p className="text-sm text-ink-soft">ภารกิจนี้สิ้นสุดแล้ว ทำไม่ครบตามเป้าหมาย</p>
          )}
        </div>
      )
    case 'redeemable':
      return (
        <div className="space-y-2">
          {error && <ActionErrorAlert error={error} />}
          <p className="text-sm font-semibold text-mint-700">ทำภารกิจสำเร็จแล้ว! เลือกรับรางวัลได้เลย</p>
          <div className="flex flex-wrap gap-2">
            {mission.reward.koin && (
              <Button size="sm" busy={redeemKoin.isPending} onClick={() => redeemKoin.mutate(mission.id)}>
                รับ {formatKoin(mission.reward.koin)} koin
              </Button>
            )}
            {mission.reward.gift && (
              <Button size="sm" variant="sun" onClick={openGift}>
                รับ{mission.reward.gift.name}
              </Button>
            )}
          </div>
        </div>
      )
    case 'redeemed':
      return (
        <div className="space-y-2">
          {redeemKoin.data && (
            <Alert tone="success">
              ได้รับ {formatKoin(mission.reward.koin ?? '0.00')} koin แล้ว! koin คงเหลือ{' '}
              <KoinAmount value={redeemKoin.data.koin} />
            </Alert>
          )}
          <p className="text-sm font-semibold text-mint-700">
            ✓ รับรางวัลแล้ว{mission.redeemedAs === 'gift' ? ' (ของรางวัลพรีเมียม)' : ' (koin)'}
            {mission.redeemedAt && ` เมื่อ ${formatDate(mission.redeemedAt)}`}
          </p>
        </div>
      )
  }
}

function MissionActions({ mission }: { mission: Mission }) {
  const join = useJoinMission()
  const redeemKoin = useRedeemMissionKoin()
  const redeemGift = useRedeemMissionGift()
  const [giftOpen, setGiftOpen] = useState(false)
  const gift = mission.reward.gift
  return (
    <>
      <MissionState
        mission={mission}
        join={join}
        redeemKoin={redeemKoin}
        openGift={() => setGiftOpen(true)}
      />
      {gift && (
        <GiftAddressDialog
          open={giftOpen}
          onClose={() => setGiftOpen(false)}
          giftName={gift.name}
          submitLabel="ยืนยันรับของรางวัล"
          busy={redeemGift.isPending}
          error={redeemGift.error}
          shipment={redeemGift.data?.shipment}
          onSubmit={(address) => redeemGift.mutate({ id: mission.id, address })}
        />
      )}
    </>
  )
}

/**
 * A SUPERQUEST mission: what to do, the reward, and what the member can do with it now; `months` names the
 * campaign months it runs in, when the page lists it once for all of them.
 */
export function MissionCard({ mission, months }: { mission: Mission; months?: string[] }) {
  const joined = mission.rewardState !== null && mission.rewardState !== 'not-joined'
  return (
    <article
      aria-labelledby={`mission-${mission.id}`}
      className="flex h-full flex-col gap-3 rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800">
          {statusLabels[mission.status]}
        </span>
        {joined && <span className="rounded-full bg-mint-100 px-2.5 py-0.5 text-mint-700">✓ เข้าร่วมแล้ว</span>}
        <span className="text-ink-soft">
          {formatDate(mission.startsAt)} – {formatDate(mission.endsAt)}
        </span>
      </div>
      {months && months.length > 0 && <p className="text-xs text-ink-soft">ช่วงเดือน: {months.join(' · ')}</p>}
      <h3 id={`mission-${mission.id}`} className="text-lg">
        {mission.title}
      </h3>
      <p className="text-sm text-ink-soft">{mission.description}</p>
      <RewardLine mission={mission} />
      <p className="text-xs text-ink-soft">ผู้เข้าร่วม {formatCount(mission.participants)} คน</p>
      {joined && mission.progress !== null && (
        <ProgressMeter
          label={`ความคืบหน้า: ${mission.title}`}
          value={mission.progress}
          max={mission.target}
          text={`${formatCount(Math.min(mission.progress, mission.target))}/${formatCount(mission.target)} ${mission.unit}`}
        />
      )}
      <div className="mt-auto">
        <MissionActions mission={mission} />
      </div>
    </article>
  )
}
