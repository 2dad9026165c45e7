import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { takeConsoleErrors } from '../../test/setup'
import { FatalErrorPage, RouteErrorPage } from './error-pages'

function Broken(): never {
  throw new Error('the page broke')
}

describe('error pages (SPEC 2)', () => {
  it('shows "An error occurred" for a page that fails, with status 500', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteErrorPage /> }])
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument()
    expect(screen.getByText('An error occurred', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/')
    takeConsoleErrors()
  })

  it('falls back to "An error occurred while showing the error page" when the error page fails too', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <FatalErrorPage />,
        children: [{ index: true, Component: Broken, errorElement: <Broken /> }],
      },
    ])
    render(<RouterProvider router={router} />)
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/')
    takeConsoleErrors()
  })
})
