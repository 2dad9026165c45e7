import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { renderApp, signInAs } from '../../../test/render-app'

describe('/robo/policy/{type} — the documents of the practice fund account', () => {
  it('shows the privacy document with its version: what is kept, the encrypted ID photo, deleted with the account', async () => {
    stubEconomyApi({})
    signInAs()
    renderApp('/robo/policy/privacy')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัวของบัญชีกองทุนฝึกหัด' }),
    ).toBeInTheDocument()
    expect(screen.getByText('ฉบับ 2026-01')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '1. ข้อมูลที่เราเก็บ' })).toHaveTextContent('รูปถ่ายบัตรประชาชน')
    expect(screen.getByRole('region', { name: '3. เราเก็บรักษาข้อมูลอย่างไร' })).toHaveTextContent(
      /ถูกเข้ารหัสก่อนบันทึก.*ให้เจ้าของบัญชีที่เข้าสู่ระบบอยู่เห็นเท่านั้น/,
    )
    expect(screen.getByRole('region', { name: '4. เก็บนานเท่าไร' })).toHaveTextContent('ถูกลบไปพร้อมกัน')
    const others = screen.getByRole('navigation', { name: 'เอกสารของบัญชีกองทุนฝึกหัด' })
    expect(
      within(others).getByRole('link', { name: 'คำเตือนและการเปิดเผยความเสี่ยงของการลงทุน' }),
    ).toHaveAttribute('href', '/robo/policy/risk')
  })

  it('lists the three documents for a type it does not know', async () => {
    stubEconomyApi({})
    signInAs()
    renderApp('/robo/policy/nope')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เอกสารของบัญชีกองทุนฝึกหัด' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'เอกสารทั้งหมด' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/robo/policy/terms', '/robo/policy/risk', '/robo/policy/privacy'])
  })
})
