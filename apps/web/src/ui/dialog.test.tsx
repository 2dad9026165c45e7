import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'

function Example() {
  const [open, setOpen] = useState(false)
  return (
    <div id="root">
      <button type="button" onClick={() => setOpen(true)}>
        เปิด
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="หัวข้อ">
        <button type="button">แรก</button>
        <button type="button">สุดท้าย</button>
      </Dialog>
    </div>
  )
}

describe('the dialog', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const opener = screen.getByRole('button', { name: 'เปิด' })
    await user.click(opener)

    const dialog = screen.getByRole('dialog', { name: 'หัวข้อ' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const close = screen.getByRole('button', { name: 'ปิด' })
    expect(close).toHaveFocus()

    await user.tab()
    expect(screen.getByRole('button', { name: 'แรก' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'สุดท้าย' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'สุดท้าย' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('makes the page behind it inert while open', async () => {
    const user = userEvent.setup()
    const { container } = render(<Example />)
    const root = container.querySelector('#root')!
    await user.click(screen.getByRole('button', { name: 'เปิด' }))
    expect(root).toHaveAttribute('inert')
    await user.click(screen.getByRole('button', { name: 'ปิด' }))
    expect(root).not.toHaveAttribute('inert')
  })
})
