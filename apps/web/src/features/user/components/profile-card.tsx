import type { UserProfile } from '@klass/contract/user'
import { klassGroups } from '@klass/contract/user-constants'
import { formatCount, formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Avatar } from '../../../ui/avatar'
import { ButtonLink } from '../../../ui/button'
import { EditIcon, KoinIcon } from '../../../ui/icons'

export function klassName(klass: UserProfile['klass']): string {
  return klassGroups.find((group) => group.id === klass)?.name ?? 'ยังไม่ได้เลือก KLASS'
}

/** SPEC 2 /profile card: avatar, display name, klass, level, koins and skill points. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const { level } = profile
  const span = level.nextExp === null ? null : level.nextExp - level.minExp
  const progressed =
    span === null ? 100 : Math.min(100, Math.round(((level.exp - level.minExp) / span) * 100))
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-brand-100"
    >
      <div className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-mint-500" />
      <div className="px-5 pb-5">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-3">
          <Avatar src={profile.display_image} name={profile.display_name} size={96} className="ring-4" />
          <ButtonLink to={paths.profileEdit} variant="secondary" size="sm" className="mb-1">
            <EditIcon className="size-4" />
            แก้ไขโปรไฟล์
          </ButtonLink>
        </div>
        <h1 id="profile-name" className="mt-3 text-2xl">
          {profile.display_name}
        </h1>
        <p className="text-ink-soft">KLASS: {klassName(profile.klass)}</p>

        <div className="mt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
            <span className="font-semibold text-ink">
              เลเวล {level.level} · {level.name}
            </span>
            <span className="text-ink-soft">
              {level.nextExp === null
                ? `${formatCount(level.exp)} exp · เลเวลสูงสุด`
                : `${formatCount(level.exp)} / ${formatCount(level.nextExp)} exp`}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="ความคืบหน้าสู่เลเวลถัดไป"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressed}
            className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${progressed}%` }} />
          </div>
        </div>

        {/* Side by side where both amounts fit, one above the other on the narrowest phones. */}
        <dl className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
          <div className="rounded-2xl bg-sun-100 p-4">
            <dt className="text-sm text-ink-soft">koin</dt>
            <dd className="mt-1 flex items-center gap-2 font-display text-2xl break-all text-ink">
              <KoinIcon className="size-6" />
              {formatKoin(profile.koin)}
            </dd>
          </div>
          <div className="rounded-2xl bg-mint-100 p-4">
            <dt className="text-sm text-ink-soft">skill point</dt>
            <dd className="mt-1 font-display text-2xl break-all text-ink">{formatCount(profile.skill)}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
