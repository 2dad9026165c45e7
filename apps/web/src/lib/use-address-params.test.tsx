import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useAddressParams } from './use-address-params'

function Choices() {
  const [params, change] = useAddressParams()
  const location = useLocation()
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <p data-testid="keyword">{params.get('q') ?? ''}</p>
      <button type="button" onClick={() => change({ q: 'ออม', page: null })}>
        ค้นหา
      </button>
      <button
        type="button"
        onClick={() => {
          // A search and, before the page has shown it, the next page.
          change({ q: 'ออม', page: null })
          change({ page: 2 })
        }}
      >
        ค้นหาแล้วไปหน้า 2
      </button>
      <button type="button" onClick={() => change({ type: '', q: undefined })}>
        ล้าง
      </button>
    </>
  )
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/funds', element: <Choices /> }], { initialEntries: [address] })
  render(<RouterProvider router={router} />)
  return router
}

describe('the choices a page keeps in its address', () => {
  it('keeps a search when the next page is asked for before the search has been shown', async () => {
    renderAt('/funds?type=3')
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหาแล้วไปหน้า 2' }))
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '')
    expect(Object.fromEntries(address)).toEqual({ type: '3', q: 'ออม', page: '2' })
  })

  it('changes only the choices named and leaves the others', async () => {
    renderAt('/funds?type=3&page=4')
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }))
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''))).toEqual({
      type: '3',
      q: 'ออม',
    })
    expect(screen.getByTestId('keyword')).toHaveTextContent('ออม')
  })

  it('takes a choice out of the address when it is set empty or undefined', async () => {
    renderAt('/funds?type=3&q=abc&page=2')
    await userEvent.click(screen.getByRole('button', { name: 'ล้าง' }))
    expect(screen.getByTestId('address')).toHaveTextContent(/^\?page=2$/)
  })

  it('builds on where a link has taken the page, not on a choice made before it', async () => {
    const router = renderAt('/funds?type=1')
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }))
    await router.navigate('/funds?type=2')
    await screen.findByText('', { selector: '[data-testid="keyword"]' })
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }))
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''))).toEqual({
      type: '2',
      q: 'ออม',
    })
  })
})
