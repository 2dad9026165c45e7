import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { keepServedSections, ServedSection } from './served-section'

/** A page the server sent, its <main> holding the section it rendered, as the app starts on it. */
function serve(html: string): () => void {
  const main = document.createElement('main')
  main.innerHTML = html
  document.body.append(main)
  keepServedSections()
  return () => main.remove()
}

function Counter({ labelledBy }: { labelledBy: string }) {
  const [count, setCount] = useState(0)
  return (
    <ServedSection labelledBy={labelledBy}>
      <h2 id={labelledBy}>ตัวนับ</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        กดแล้ว {count} ครั้ง
      </button>
    </ServedSection>
  )
}

let unserve: (() => void) | undefined
afterEach(() => unserve?.())

describe('a section the server rendered into the page', () => {
  it('is shown as served by the first render, and its components take it over in a later task', async () => {
    unserve = serve(
      '<section aria-labelledby="served-a"><h2 id="served-a">ตัวนับ</h2><p>ตามที่เซิร์ฟเวอร์ส่งมา</p></section>',
    )
    render(<Counter labelledBy="served-a" />)
    const shown = screen.getAllByRole('region', { name: 'ตัวนับ' }).at(-1)!
    expect(shown.innerHTML).toBe('<h2 id="served-a">ตัวนับ</h2><p>ตามที่เซิร์ฟเวอร์ส่งมา</p>')

    await userEvent.setup().click(await screen.findByRole('button', { name: 'กดแล้ว 0 ครั้ง' }))
    expect(screen.getByRole('button', { name: 'กดแล้ว 1 ครั้ง' })).toBeInTheDocument()
  })

  it('is taken over once: opened again, it renders its content at once', () => {
    unserve = serve('<section aria-labelledby="served-c"><h2 id="served-c">ตัวนับ</h2></section>')
    render(<Counter labelledBy="served-c" />).unmount()
    render(<Counter labelledBy="served-c" />)
    expect(screen.getByRole('button', { name: 'กดแล้ว 0 ครั้ง' })).toBeInTheDocument()
  })

  it('renders its content at once where the page did not carry it', () => {
    unserve = serve('<section aria-labelledby="served-other"><h2 id="served-other">อื่น</h2></section>')
    render(<Counter labelledBy="served-b" />)
    expect(screen.getByRole('button', { name: 'กดแล้ว 0 ครั้ง' })).toBeInTheDocument()
  })
})
