import { staffMay } from '@klass/contract/staff'
import type { AdminMe } from '@klass/contract/admin-core'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { NavLink, Route, Routes } from 'react-router'
import { isApiError } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { QueryError } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useAdminMe } from '../api/admin-me'
import { SecondFactorForm } from '../components/second-factor-form'
import { SecondFactorSetup } from '../components/second-factor-setup'
import { adminSections, type AdminSection } from '../sections'

/**
 * The back office at /admin (issue 21): its own code, which members never download. A member without a staff
 * role is told it is for the Klass team; staff type their authenticator app's code (setting the app up the
 * first time), then see the parts of the back office their roles open. The server checks every call again.
 */
export default function AdminPage() {
  const me = useAdminMe()
  if (me.isError) {
    if (isApiError(me.error) && me.error.code === 'STAFF_ONLY') return <StaffOnly />
    return (
      <Frame title="ส่วนทีมงาน Klass">
        <QueryError query={me} />
      </Frame>
    )
  }
  if (!me.data) return <LoadingState />
  if (me.data.second_factor === 'needs_setup')
    return (
      <Frame title="ตั้งค่าแอปยืนยันตัวตน">
        <p className="text-ink-soft">
          ส่วนทีมงานต้องยืนยันตัวตนสองขั้น: หลังเข้าสู่ระบบแล้ว ให้กรอกรหัส 6 หลักจากแอปยืนยันตัวตนในโทรศัพท์ทุกครั้ง
        </p>
        <SecondFactorSetup />
      </Frame>
    )
  if (me.data.second_factor === 'needs_code')
    return (
      <Frame title="ยืนยันตัวตนเข้าส่วนทีมงาน">
        <SecondFactorForm />
      </Frame>
    )
  return <BackOffice me={me.data} />
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Card className="space-y-4 p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {children}
      </Card>
    </div>
  )
}

function StaffOnly() {
  return (
    <Frame title="สำหรับทีมงาน Klass เท่านั้น">
      <p className="text-ink-soft">
        หน้านี้เป็นส่วนทำงานของทีมงาน Klass บัญชีของคุณไม่มีสิทธิ์เข้าใช้ หากคุณเป็นทีมงาน ให้ผู้ดูแลระบบเพิ่มหน้าที่ให้ก่อน
      </p>
      <ButtonLink to={paths.home}>กลับหน้าแรก</ButtonLink>
    </Frame>
  )
}

/** The sections a staff member's roles open (admin: all of them). */
function sectionsFor(roles: readonly string[]): readonly AdminSection[] {
  return adminSections.filter((section) => staffMay(roles, section.roles))
}

function BackOffice({ me }: { me: AdminMe }) {
  const held = me.roles.map((role) => role.role)
  const sections = sectionsFor(held)
  const pages = useMemo(() => adminSections.map((section) => ({ section, Page: lazy(section.module) })), [])
  return (
    <div className="mx-auto max-w-6xl gap-6 px-4 py-6 md:flex">
      <nav aria-label="เมนูทีมงาน" className="mb-4 md:mb-0 md:w-56 md:shrink-0">
        <NavLink to={paths.admin} end className="mb-3 block text-xl font-bold text-ink">
          ส่วนทีมงาน Klass
        </NavLink>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {sections.map((section) => (
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
            <Route index element={<AdminHome me={me} sections={sections} />} />
            {pages
              .filter(({ section }) => staffMay(held, section.roles))
              .map(({ section, Page }) => (
                <Route key={section.path} path={`${section.path}/*`} element={<Page />} />
              ))}
            <Route path="*" element={<AdminHome me={me} sections={sections} />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  )
}

function AdminHome({ me, sections }: { me: AdminMe; sections: readonly AdminSection[] }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="admin-roles-title" className="space-y-3">
        <h2 id="admin-roles-title" className="text-2xl font-bold text-ink">
          สวัสดี {me.display_name}
        </h2>
        <p className="text-ink-soft">หน้าที่ของคุณในทีมงาน Klass</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {me.roles.map((role) => (
            <li key={role.role}>
              <Card className="h-full space-y-1 p-4">
                <p className="font-semibold text-ink">{role.name}</p>
                <p className="text-sm text-ink-soft">{role.duties}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-sections-title" className="space-y-3">
        <h2 id="admin-sections-title" className="text-xl font-bold text-ink">
          ส่วนที่คุณเปิดได้
        </h2>
        {sections.length === 0 ? (
          <p className="text-ink-soft">ยังไม่มีส่วนใดที่หน้าที่ของคุณเปิดได้</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.path}>
                <ButtonLink
                  to={`/admin/${section.path}`}
                  variant="secondary"
                  className="w-full justify-start"
                >
                  {section.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
