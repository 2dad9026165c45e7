import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

describe('/policy/{type}', () => {
  it('renders the document from GET /v2/api/policy without sending a token', async () => {
    const server = createFakeApi({
      'policy.get': (request) =>
        json(200, {
          data: {
            type: request.query.get('type'),
            title: 'นโยบายคุกกี้',
            version: '2026-11-01',
            updated_at: '2026-11-01',
            summary: 'สรุปสั้น ๆ',
            sections: [
              { heading: 'คุกกี้คืออะไร', body: ['ไฟล์เล็ก ๆ', 'ย่อหน้าที่สอง'] },
              { heading: 'การตั้งค่า', body: ['เปลี่ยนได้ทุกเมื่อ'] },
            ],
          },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/policy/cookies')
    expect(await screen.findByRole('heading', { level: 1, name: 'นโยบายคุกกี้' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'คุกกี้คืออะไร' })).toBeInTheDocument()
    expect(screen.getByText('ย่อหน้าที่สอง')).toBeInTheDocument()
    expect(screen.getByText(/ฉบับวันที่ 1 พฤศจิกายน 2569/)).toBeInTheDocument()
    const [request] = server.calls('policy.get')
    expect(request?.query.get('type')).toBe('cookies')
    expect(request?.headers.authorization).toBeUndefined()
  })

  it('is a 404 for a type that does not exist', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    renderApp('/policy/unknown')
    expect(await screen.findByRole('heading', { name: /404 Not Found/ })).toBeInTheDocument()
  })
})
