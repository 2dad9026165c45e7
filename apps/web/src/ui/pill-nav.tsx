import { cn } from './cn'
import { AppNavLink } from './link'

/** A row of pill links between sibling pages (the policy documents); the open one is filled. */
export function PillNav({
  label,
  items,
}: {
  label: string
  items: readonly { to: string; label: string }[]
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <AppNavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-brand-200',
                  isActive
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-brand-700 hover:bg-brand-50',
                )
              }
            >
              {item.label}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
