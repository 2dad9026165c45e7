import { useState } from 'react'
import { ButtonLink } from '../../ui/button'
import { cn } from '../../ui/cn'
import { Dropdown, dropdownItemClass } from '../../ui/dropdown'
import { ChevronDownIcon, MenuIcon } from '../../ui/icons'
import { paths } from '../../lib/paths'
import { AppLink, AppNavLink } from '../../ui/link'
import { Drawer } from './drawer'
import { Logo } from './logo'
import { MemberMenu } from './member-menu'
import { desktopMenu, moneyQuizItems, quizItems } from './nav-items'
import { useMember } from './use-member'

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative inline-flex min-h-11 items-center rounded-full px-4 font-semibold transition-colors',
    isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
  )

function QuizSubmenu() {
  return (
    <Dropdown
      buttonClassName="inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-semibold text-ink hover:bg-brand-50 aria-expanded:bg-brand-50"
      trigger={
        <>
          ควิซ
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      {(close) => (
        <div className="w-72">
          <ul>
            <li>
              <AppLink to={paths.quiz} className={dropdownItemClass} onClick={close}>
                ควิซทั้งหมด
              </AppLink>
            </li>
            {quizItems.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className={dropdownItemClass} onClick={close}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <p
            id="money-quiz-heading"
            className="mt-2 border-t border-brand-100 px-3 pt-3 text-sm font-semibold text-ink-soft"
          >
            The Money Quiz
          </p>
          <ul aria-labelledby="money-quiz-heading">
            {moneyQuizItems.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className={dropdownItemClass} onClick={close}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dropdown>
  )
}

/** SPEC 2 Header: the top bar and, from 950 px, the tab menu; narrower screens open the drawer. */
export function Header() {
  const member = useMember()
  const [drawerOpen, setDrawerOpen] = useState(false)

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-2 sm:gap-2 sm:px-4">
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="size-6" />
          <span className="sr-only">เปิดเมนู</span>
        </button>
        <Logo className="rounded-xl" />
        <nav aria-label="เมนูหลัก" className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {desktopMenu.map((item) =>
              'submenu' in item ? (
                <li key={item.to}>
                  <QuizSubmenu />
                </li>
              ) : (
                <li key={item.to}>
                  <AppNavLink to={item.to} end={item.end} className={tabClass}>
                    {item.label}
                  </AppNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {member ? (
            <MemberMenu profile={member} />
          ) : (
            <>
              <ButtonLink to={paths.login} variant="ghost" size="sm" className="min-h-11">
                เข้าสู่ระบบ
              </ButtonLink>
              {/* Below 360 px the login link stays and registering is in the menu. */}
              <ButtonLink to={paths.register} size="sm" className="min-h-11 max-[22.5rem]:hidden">
                สมัครสมาชิก
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} member={member} />
    </header>
  )
}
