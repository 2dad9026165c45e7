import { NavLink } from 'react-router'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { cn } from '../../../ui/cn'
import { RewardsWaiting } from './rewards-waiting'
import { PageTitle } from '../../../ui/page-title'

const publicLinks = [
  { to: paths.superquestAbout, label: 'เกี่ยวกับ SUPERQUEST' },
  { to: paths.superquestMissionsRewards, label: 'ภารกิจและรางวัล' },
  { to: paths.superquestRules, label: 'กติกา' },
]
const memberLinks = [
  { to: paths.superquestAllQuests, label: 'ภารกิจทั้งหมด' },
  { to: paths.superquestRegistered, label: 'ภารกิจของฉัน' },
  { to: paths.superquestRedeemRewards, label: 'แลกรางวัล' },
]

/** The SUPERQUEST pages, one tap apart; the member's own pages only for members. */
export function SuperquestNav() {
  const { loggedIn } = useSession()
  const links = loggedIn ? [...publicLinks, ...memberLinks] : publicLinks
  return (
    <nav aria-label="เมนู SUPERQUEST" className="overflow-x-auto">
      <ul className="flex gap-2 whitespace-nowrap">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              viewTransition
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-brand-200',
                  isActive
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-brand-700 hover:bg-brand-50',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The frame of every SUPERQUEST page: the menu, the rewards waiting for the member (left out on the page
 * that lists them itself), then the page's heading and content.
 */
export function SuperquestPage({
  title,
  intro,
  waiting = true,
  children,
}: {
  title: string
  intro?: string
  waiting?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-3 py-8 sm:px-4">
      <PageTitle>{`${title} — SUPERQUEST Klass`}</PageTitle>
      <SuperquestNav />
      {waiting && <RewardsWaiting />}
      <div>
        <h1 className="text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      </div>
      {children}
    </div>
  )
}
