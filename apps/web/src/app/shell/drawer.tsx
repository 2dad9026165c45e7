import { useId } from 'react'
import { config } from '../../lib/config'
import { paths } from '../../lib/paths'
import type { SessionProfile } from '../../lib/session'
import { Avatar } from '../../ui/avatar'
import { ButtonLink } from '../../ui/button'
import { cn } from '../../ui/cn'
import { Dialog } from '../../ui/dialog'
import { AppNavLink } from '../../ui/link'
import { KoinBalance } from './member-menu'
import { bigPrizeItem, isGroup, sidebarMenu, type NavLinkItem } from './nav-items'

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-3 font-medium transition-colors',
    isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
  )

function DrawerLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  return (
    <AppNavLink to={item.to} end={item.end} className={itemClass} onClick={onNavigate}>
      {item.label}
    </AppNavLink>
  )
}

/** SPEC 2 Sidebar: the drawer on narrow screens, 400 px wide and never wider than the screen. */
export function Drawer({
  open,
  onClose,
  member,
}: {
  open: boolean
  onClose: () => void
  member: SessionProfile | null
}) {
  const groupId = useId()
  return (
    <Dialog open={open} onClose={onClose} title="เมนู" variant="drawer" closeLabel="ปิดเมนู">
      <div className="px-2 pt-2">
        {member ? (
          <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-3">
            <Avatar src={member.display_image} name={member.display_name} size={44} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{member.display_name}</p>
              <KoinBalance koin={member.koin} className="mt-1" />
            </div>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <ButtonLink to={paths.login} variant="secondary" onClick={onClose}>
              เข้าสู่ระบบ
            </ButtonLink>
            <ButtonLink to={paths.register} onClick={onClose}>
              สมัครสมาชิก
            </ButtonLink>
          </div>
        )}
      </div>
      <nav aria-label="เมนูด้านข้าง" className="mt-4 px-2">
        <ul className="space-y-1">
          {sidebarMenu.map((entry, index) =>
            isGroup(entry) ? (
              <li key={entry.label} className="pt-2">
                <p id={`${groupId}-${index}`} className="px-3 pb-1 text-sm font-semibold text-ink-soft">
                  {entry.label}
                </p>
                <ul
                  aria-labelledby={`${groupId}-${index}`}
                  className="space-y-1 border-s-2 border-brand-100 ps-2"
                >
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <DrawerLink item={item} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <DrawerLink item={entry} onNavigate={onClose} />
              </li>
            ),
          )}
          {member?.type === 'SKILL' && (
            <li>
              <DrawerLink item={bigPrizeItem} onNavigate={onClose} />
            </li>
          )}
        </ul>
      </nav>
      <p className="mt-6 px-5 text-sm text-ink-soft">เวอร์ชัน {config.version}</p>
    </Dialog>
  )
}
