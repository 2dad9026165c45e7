import { forwardRef, type ComponentProps } from 'react'
import { Link, NavLink } from 'react-router'

/** A link inside the app: client-side navigation with the named page transition (SPEC 2: "page", out-in). */
export const AppLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(
  function AppLink(props, ref) {
    return <Link ref={ref} viewTransition {...props} />
  },
)

export const AppNavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof NavLink>>(
  function AppNavLink(props, ref) {
    return <NavLink ref={ref} viewTransition {...props} />
  },
)
