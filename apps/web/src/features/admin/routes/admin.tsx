import { lazy, Suspense, useMemo } from 'react'
import { NavLink, Route, Routes } from 'react-router'
import { cn } from '../../../ui/cn'
import { LoadingState } from '../../../ui/states'
import { adminSections } from '../sections'

/**
 * The back office at /admin (issue 21): its own code, which members never download. The menu lists the parts
 * of the back office; each part's page loads when opened.
 */
export default function AdminPage() {
  const pages = useMemo(() => adminSections.map((section) => ({ section, Page: lazy(section.module) })), [])
  return (
    <div className="mx-auto max-w-6xl gap-6 px-4 py-6 md:flex">
      <nav aria-label="เมนูทีมงาน" className="mb-4 md:mb-0 md:w-56 md:shrink-0">
        <h1 className="mb-3 text-xl font-bold">ส่วนทีมงาน Klass</h1>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/${section.path}`}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center rounded-xl px-3 font-medium',
                    isActive ? 'bg-brand-600 text-white' : 'bg-surface hover:bg-brand-50',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<LoadingState />}>
          <Routes>
            {pages.map(({ section, Page }) => (
              <Route key={section.path} path={`${section.path}/*`} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </div>
    </div>
  )
}
