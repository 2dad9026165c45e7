import { useEffect, useMemo } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import {
  isChunkLoadError,
  reloadAfterChunkError,
  reloadsAfterChunkError,
  reloadWhenOnline,
} from '../../lib/chunk-reload'
import { progress } from '../../lib/progress'
import { ErrorView, HomeLink, NotFoundView } from '../../ui/error-view'
import { OfflineView } from './offline-view'
import { PageTitle } from '../../ui/page-title'

/** SPEC 2/8: a route's error: its status (404 for unknown pages), or 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 ? status : 500
}

export function NotFoundPage() {
  useEffect(() => progress.fail(), [])
  return <NotFoundView />
}

/** The error page inside the layout (header and footer stay). */
export function RouteErrorPage() {
  const error = useRouteError()
  const chunkError = isChunkLoadError(error)
  // Offline, the page's code is not gone, the connection is (decision 037).
  const offline = useMemo(() => isChunkLoadError(error) && !navigator.onLine, [error])
  // Online, a chunk gone since a new release reloads the page: the error is not shown meanwhile (the effects
  // that reload run after the page is painted).
  const reloading = useMemo(
    () => isChunkLoadError(error) && navigator.onLine && reloadsAfterChunkError(),
    [error],
  )

  useEffect(() => {
    progress.fail()
    // Offline: the page loads again once the connection is back.
    if (offline) return reloadWhenOnline()
    // SPEC 8: a chunk that failed to load (a new release replaced it) reloads the page, at most once per 60 s.
    if (chunkError) reloadAfterChunkError()
  }, [error, chunkError, offline])

  if (offline) return <OfflineView />
  if (reloading)
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-ink-soft">
        กำลังโหลดเว็บไซต์เวอร์ชันใหม่…
      </p>
    )
  const status = errorStatus(error)
  if (status === 404) return <NotFoundPage />
  const explained = chunkError
    ? 'มีเวอร์ชันใหม่ของเว็บไซต์ กรุณาโหลดหน้านี้ใหม่อีกครั้ง'
    : 'ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'
  // A route's own message (SPEC 8: 'Unknown middleware {name}') goes beneath, for whoever reports it.
  const detail =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : undefined
  return (
    <>
      <PageTitle>เกิดข้อผิดพลาด (An error occurred) — Klass</PageTitle>
      <ErrorView
        status={status}
        title={{ th: 'เกิดข้อผิดพลาด', en: 'An error occurred' }}
        text={{ th: explained, en: 'An error occurred' }}
        detail={detail}
      />
    </>
  )
}

/** When the page around the error failed too (SPEC 2): plain, with a full reload home. */
export function FatalErrorPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <PageTitle>เกิดข้อผิดพลาด (An error occurred) — Klass</PageTitle>
      <h1 className="text-ink">
        <span className="block text-2xl">ขออภัย เกิดข้อผิดพลาดขณะแสดงหน้าแจ้งข้อผิดพลาด</span>
        <span lang="en" className="mt-1 block font-sans text-base font-semibold text-ink-soft">
          An error occurred while showing the error page
        </span>
      </h1>
      <HomeLink reload />
    </main>
  )
}
