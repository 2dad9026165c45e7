import type { ReactNode } from 'react'

/** A centred form page (login, register, password, profile set-up): a friendly side panel from 768 px. */
export function FormPage({
  title,
  subtitle,
  children,
  aside,
  footer,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  aside?: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-3 py-8 sm:px-4 md:py-12">
      <div className="grid overflow-hidden rounded-card bg-white shadow-[0_10px_40px_-20px_rgba(43,22,117,0.45)] ring-1 ring-brand-100 md:grid-cols-[1fr_1.1fr]">
        <div className="hidden flex-col justify-between bg-gradient-to-br from-brand-600 to-brand-800 p-8 text-white md:flex">
          {aside ?? (
            <div>
              <p className="font-display text-3xl">Klass</p>
              <p className="mt-3 text-brand-100">เรื่องเงิน เรียนสนุก เก่งขึ้นทุกวัน</p>
            </div>
          )}
          <p aria-hidden="true" className="text-6xl">
            🪙✨
          </p>
        </div>
        <div className="p-5 xs:p-6 md:p-10">
          <h1 className="text-3xl text-ink">{title}</h1>
          {subtitle && <div className="mt-2 text-ink-soft">{subtitle}</div>}
          <div className="mt-6">{children}</div>
          {footer && (
            <div className="mt-6 border-t border-brand-100 pt-5 text-center text-ink-soft">{footer}</div>
          )}
        </div>
      </div>
    </div>
  )
}
