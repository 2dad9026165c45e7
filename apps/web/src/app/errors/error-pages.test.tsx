import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY } from '../../lib/chunk-reload'
import { takeConsoleErrors } from '../../test/setup'
import { FatalErrorPage, RouteErrorPage } from './error-pages'

function Broken(): never {
  throw new Error('the page broke')
}

/** A page whose code cannot be fetched, as the router shows it. */
function renderPageWithCodeMissing() {
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
      errorElement: <RouteErrorPage />,
    },
  ])
  render(<RouterProvider router={router} />)
}

describe('error pages (SPEC 2)', () => {
  it('shows a Thai title first with SPEC\'s "An error occurred" beneath, for a page that fails, with status 500', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteErrorPage /> }])
    render(<RouterProvider router={router} />)
    const heading = await screen.findByRole('heading', { name: /An error occurred/ })
    expect(heading).toHaveTextContent(/^เกิดข้อผิดพลาดAn error occurred$/)
    expect(within(heading).getByText('An error occurred')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument()
    expect(screen.getByText('An error occurred', { selector: 'p' })).toHaveAttribute('lang', 'en')
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/')
    takeConsoleErrors()
  })

  it('says a page whose code could not be fetched offline is offline, not broken nor replaced', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderPageWithCodeMissing()
    expect(await screen.findByRole('heading', { name: 'ออฟไลน์อยู่' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('หน้านี้จะเปิดเองเมื่อกลับมาออนไลน์')
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument()
    expect(screen.queryByText(/เวอร์ชันใหม่/)).not.toBeInTheDocument()
    expect(screen.queryByText('500')).not.toBeInTheDocument()
    vi.restoreAllMocks()
    takeConsoleErrors()
  })

  it('reloads a page whose code is gone since a new release without showing the error page first', async () => {
    localStorage.removeItem(CHUNK_RELOAD_KEY)
    renderPageWithCodeMissing()
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลดเว็บไซต์เวอร์ชันใหม่')
    expect(screen.queryByRole('heading', { name: /An error occurred/ })).not.toBeInTheDocument()
    await waitFor(() => expect(Number(localStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0))
    localStorage.removeItem(CHUNK_RELOAD_KEY)
    takeConsoleErrors()
  })

  it('falls back to a Thai apology with "An error occurred while showing the error page" beneath when the error page fails too', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <FatalErrorPage />,
        children: [{ index: true, Component: Broken, errorElement: <Broken /> }],
      },
    ])
    render(<RouterProvider router={router} />)
    const heading = await screen.findByRole('heading', {
      name: /An error occurred while showing the error page/,
    })
    expect(heading).toHaveTextContent(/^ขออภัย เกิดข้อผิดพลาด/)
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/')
    takeConsoleErrors()
  })
})
