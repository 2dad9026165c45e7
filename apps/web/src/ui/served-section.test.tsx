import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

/** The browser's IntersectionObserver, told by the test when the watched sections come near the screen. */
function watchScreen() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
  class FakeIntersectionObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      this.entry.targets = []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    /** Every watched section comes near the screen. */
    scrollNear() {
      for (const { callback, targets } of observers)
        if (targets.length)
          callback(
            targets.map(
              (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
            ),
            {} as IntersectionObserver,
          )
    },
  }
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

let unserve: (() => void) | undefined
afterEach(() => {
  unserve?.()
  vi.unstubAllGlobals()
})

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

  it('is taken over only once it comes near the screen', async () => {
    const screenWatch = watchScreen()
    unserve = serve('<section aria-labelledby="served-d"><h2 id="served-d">ตัวนับ</h2><p>ส่งมาแล้ว</p></section>')
    render(<Counter labelledBy="served-d" />)
    await nextTask()
    expect(screen.getByText('ส่งมาแล้ว')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()

    act(() => screenWatch.scrollNear())
    await nextTask()
    expect(screen.getByRole('button', { name: 'กดแล้ว 0 ครั้ง' })).toBeInTheDocument()
    expect(screen.queryByText('ส่งมาแล้ว')).toBeNull()
  })

  it('keeps the focus on the control that had it as the section is taken over', async () => {
    const screenWatch = watchScreen()
    unserve = serve(
      '<section aria-labelledby="served-e"><h2 id="served-e">ตัวนับ</h2><button type="button">กดแล้ว 0 ครั้ง</button></section>',
    )
    render(<Counter labelledBy="served-e" />)
    screen.getByRole('button', { name: 'กดแล้ว 0 ครั้ง' }).focus()

    act(() => screenWatch.scrollNear())
    await nextTask()
    const button = screen.getByRole('button', { name: 'กดแล้ว 0 ครั้ง' })
    expect(button).toHaveFocus()
    await userEvent.setup().keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'กดแล้ว 1 ครั้ง' })).toHaveFocus()
  })
})
