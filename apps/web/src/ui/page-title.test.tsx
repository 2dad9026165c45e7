import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageTitle } from './page-title'

describe('the page title', () => {
  it('names the tab after the page shown and goes back to the site name once no page names it', () => {
    const first = render(<PageTitle>ร้านค้าแลกของรางวัล — Klass</PageTitle>)
    expect(document.title).toBe('ร้านค้าแลกของรางวัล — Klass')
    first.rerender(<PageTitle>ควิซ — Klass</PageTitle>)
    expect(document.title).toBe('ควิซ — Klass')
    first.unmount()
    expect(document.title).toBe('Klass — เรื่องเงิน เรียนสนุก')
  })

  it('keeps the newer page title when the page before it closes after it has opened', () => {
    const before = render(<PageTitle>ร้านค้า — Klass</PageTitle>)
    const after = render(<PageTitle>ของรางวัล — Klass</PageTitle>)
    before.unmount()
    expect(document.title).toBe('ของรางวัล — Klass')
    after.unmount()
    expect(document.title).toBe('Klass — เรื่องเงิน เรียนสนุก')
  })
})
