import { useLogout } from '../../features/auth/api/logout'
import { formatKoin } from '../../lib/format'
import { paths } from '../../lib/paths'
import type { SessionProfile } from '../../lib/session'
import { Avatar } from '../../ui/avatar'
import { cn } from '../../ui/cn'
import { Dropdown, dropdownItemClass } from '../../ui/dropdown'
import { ChevronDownIcon, GiftIcon, KoinIcon, LogoutIcon, UserIcon } from '../../ui/icons'
import { AppLink } from '../../ui/link'
import { bigPrizeItem } from './nav-items'

export function KoinBalance({ koin, className }: { koin: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-sun-100 px-3 py-1 font-semibold text-ink',
        className,
      )}
    >
      <KoinIcon className="size-5" />
      <span>
        <span className="sr-only">koin คงเหลือ </span>
        {formatKoin(koin)}
      </span>
    </span>
  )
}

/** SPEC 2 Header for members: koin balance, avatar and name, and a menu with the profile and logout. */
export function MemberMenu({ profile }: { profile: SessionProfile }) {
  const logout = useLogout()
  return (
    <div className="flex items-center gap-2">
      {/* Below 360 px the header has no room for the balance: the drawer and the member menu show it. */}
      <KoinBalance koin={profile.koin} className="max-[22.5rem]:hidden" />
      <Dropdown
        align="end"
        label={`เมนูสมาชิก ${profile.display_name}`}
        buttonClassName="flex min-h-11 items-center gap-2 rounded-full py-1 ps-1 pe-2 hover:bg-brand-50"
        trigger={
          <>
            <Avatar src={profile.display_image} name={profile.display_name} size={36} />
            <span className="hidden max-w-32 truncate font-semibold text-ink md:inline">
              {profile.display_name}
            </span>
            <ChevronDownIcon className="size-4 text-ink-soft" />
          </>
        }
      >
        {(close) => (
          <>
            <div className="border-b border-brand-100 px-3 pb-3 pt-1">
              <p className="truncate font-semibold text-ink">{profile.display_name}</p>
              <KoinBalance koin={profile.koin} className="mt-1" />
            </div>
            <ul className="mt-2 space-y-0.5">
              <li>
                <AppLink to={paths.profile} className={dropdownItemClass} onClick={close}>
                  <UserIcon className="size-5 text-brand-600" />
                  ดูโปรไฟล์
                </AppLink>
              </li>
              {profile.type === 'SKILL' && (
                <li>
                  <AppLink to={bigPrizeItem.to} className={dropdownItemClass} onClick={close}>
                    <GiftIcon className="size-5 text-brand-600" />
                    {bigPrizeItem.label}
                  </AppLink>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className={dropdownItemClass}
                  disabled={logout.isPending}
                  onClick={() => {
                    close()
                    logout.mutate()
                  }}
                >
                  <LogoutIcon className="size-5 text-coral-700" />
                  ออกจากระบบ
                </button>
              </li>
            </ul>
          </>
        )}
      </Dropdown>
    </div>
  )
}
