import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listItem, page, purchase, storeItem, stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { fullProfile, memberProfile, renderApp, signInAs } from '../../../test/render-app'
import { servePageData } from '../../../test/served-page'

const address = {
  'ชื่อ-นามสกุลผู้รับ': 'สมหญิง รักออม',
  เบอร์โทรศัพท์: '081-234-5678',
  'บ้านเลขที่ หมู่ ถนน ซอย': '12/3 หมู่ 4 ถนนมิตรภาพ',
  'ตำบล/แขวง': 'ในเมือง',
  'อำเภอ/เขต': 'เมืองขอนแก่น',
  จังหวัด: 'ขอนแก่น',
  รหัสไปรษณีย์: '40000',
}

describe('/store', () => {
  it('filters by type, sorts and pages, keeping the choice in the address', async () => {
    const server = stubEconomyApi({
      'store.list': (request) =>
        json(
          200,
          page(
            [listItem({ name: `ของรางวัลหน้า ${request.query.get('page')}` })],
            Number(request.query.get('page')),
            3,
            30,
          ),
        ),
    })
    const { router } = renderApp('/store')
    expect(await screen.findByRole('link', { name: 'ของรางวัลหน้า 1' })).toBeInTheDocument()
    expect(server.calls('store.list')[0]?.query.toString()).toBe('sort=newest&page=1&limit=12')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'ของที่ระลึก' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=physical-gift'))
    expect(screen.getByRole('button', { name: 'ของที่ระลึก' })).toHaveAttribute('aria-pressed', 'true')

    await user.selectOptions(screen.getByLabelText('เรียงตาม'), 'price-asc')
    await user.click(await screen.findByRole('button', { name: 'หน้า 2' }))
    expect(await screen.findByRole('link', { name: 'ของรางวัลหน้า 2' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?type=physical-gift&sort=price-asc&page=2')
    expect(server.calls('store.list').at(-1)?.query.toString()).toBe(
      'type=physical-gift&sort=price-asc&page=2&limit=12',
    )
  })

  it('loads the first row of gift pictures at once, with high priority, and the rest as they are scrolled near', async () => {
    stubEconomyApi({
      'store.list': () =>
        json(
          200,
          page(
            [1, 2, 3, 4].map((n) =>
              listItem({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `ของรางวัล ${n}` }),
            ),
          ),
        ),
    })
    renderApp('/store')
    const pictures = await Promise.all(
      [1, 2, 3, 4].map(async (n) =>
        (await screen.findByRole('link', { name: `ของรางวัล ${n}` }))
          .closest('article')!
          .querySelector('img')!,
      ),
    )
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ])
  })

  it('shows the gifts the server wrote into the page before the API answers, to a visitor only', async () => {
    const unserve = servePageData({ store: page([listItem({ name: 'ของรางวัลจากหน้าเว็บ' })]) })
    try {
      stubEconomyApi({ 'store.list': () => 'hang' })
      const visitor = renderApp('/store')
      const gift = await screen.findByRole('link', { name: 'ของรางวัลจากหน้าเว็บ' })
      // The page's own answer, not a placeholder: the grid is not dimmed as busy.
      expect(gift.closest('[aria-busy]')).toBeNull()
      visitor.unmount()

      signInAs(memberProfile())
      renderApp('/store?sort=newest')
      expect(await screen.findByRole('heading', { level: 1, name: 'ร้านค้าแลกของรางวัล' })).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'ของรางวัลจากหน้าเว็บ' })).not.toBeInTheDocument()
    } finally {
      unserve()
    }
  })

  it('names the list of gifts with a heading between the page title and the gift names (headings in order)', async () => {
    stubEconomyApi({ 'store.list': () => json(200, page([listItem({ name: 'ของรางวัลมีหัวข้อ' })])) })
    renderApp('/store')
    await screen.findByRole('link', { name: 'ของรางวัลมีหัวข้อ' })
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1))
    expect(screen.getByRole('region', { name: 'รายการของรางวัล' })).toBeInTheDocument()
  })

  it('says so when a type has no gifts', async () => {
    stubEconomyApi({ 'store.list': () => json(200, page([])) })
    renderApp('/store?type=premium')
    expect(await screen.findByText('ยังไม่มีของรางวัลในหมวดนี้')).toBeInTheDocument()
  })
})

describe('/store/{id}', () => {
  it('buys a digital item, shows its voucher code and the new balance in the header', async () => {
    const item = storeItem()
    let koin = '100.00'
    const server = stubEconomyApi({
      'user.get': () => json(200, { data: fullProfile({ koin }) }),
      'store.detail': () => json(200, { data: item }),
      'store.buy': () => {
        koin = '40.00'
        return json(200, {
          data: {
            purchase: purchase({
              itemId: item.id,
              quantity: 2,
              price: '60.00',
              vouchers: [
                { code: 'KLS-AAAA-BBBB-CCCC', used: false },
                { code: 'KLS-DDDD-EEEE-FFFF', used: false },
              ],
            }),
            koin: '40.00',
          },
        })
      },
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp(`/store/${item.id}/line-sticker`)
    expect(await screen.findByRole('heading', { level: 1, name: item.name })).toBeInTheDocument()
    expect((await within(screen.getByRole('banner')).findAllByText('100.00')).length).toBeGreaterThan(0)

    const user = userEvent.setup()
    const quantity = screen.getByLabelText('จำนวน')
    await user.clear(quantity)
    await user.type(quantity, '2')
    expect(screen.getByText('60.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'แลก 2 ชิ้น' }))
    // One tap spends nothing: the member sees the item, the koins and the balance after, then confirms.
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
    expect(dialog).toHaveTextContent(`${item.name} × 2 ชิ้น`)
    expect(dialog).toHaveTextContent('เหลือหลังแลก40.00')
    expect(server.calls('store.buy')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน ใช้ 60.00 koin' }))

    expect(await screen.findByText('KLS-AAAA-BBBB-CCCC')).toBeInTheDocument()
    expect(screen.getByText('KLS-DDDD-EEEE-FFFF')).toBeInTheDocument()
    expect(server.calls('store.buy')[0]?.body).toEqual({ id: item.id, quantity: 2 })
    expect(server.calls('store.buy')[0]?.headers['idempotency-key']).toBeTruthy()
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getAllByText('40.00').length).toBeGreaterThan(0),
    )
    expect(within(screen.getByRole('banner')).queryByText('100.00')).not.toBeInTheDocument()

    // Back to the form, with the item as the store now sees it.
    await user.click(screen.getByRole('button', { name: 'แลกชิ้นนี้อีก' }))
    expect(await screen.findByRole('button', { name: 'แลก 1 ชิ้น' })).toBeInTheDocument()
    expect(server.calls('store.detail').length).toBeGreaterThan(1)
  })

  it('asks where to send a physical gift and checks the address before sending it', async () => {
    const item = storeItem({ type: 'physical-gift', typeLabel: 'ของที่ระลึก', needsAddress: true })
    const server = stubEconomyApi({
      'store.detail': () => json(200, { data: item }),
      'store.buy': () =>
        json(200, {
          data: {
            purchase: purchase({
              type: 'physical-gift',
              vouchers: [],
              tracking: 'KLSTH000777',
              status: 'preparing',
              statusLabel: 'กำลังเตรียมจัดส่ง',
            }),
            koin: '70.00',
          },
        }),
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp(`/store/${item.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'แลก 1 ชิ้น' }))
    expect(await screen.findByText('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก')).toBeInTheDocument()
    expect(server.calls('store.buy')).toHaveLength(0)

    for (const [label, value] of Object.entries(address)) await user.type(screen.getByLabelText(label), value)
    await user.click(screen.getByRole('button', { name: 'แลก 1 ชิ้น' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
    expect(dialog).toHaveTextContent('ส่งถึง สมหญิง รักออม')
    await user.click(within(dialog).getByRole('button', { name: /^ยืนยัน ใช้/ }))
    expect(await screen.findByText('KLSTH000777')).toBeInTheDocument()
    expect(server.calls('store.buy')[0]?.body).toMatchObject({
      id: item.id,
      quantity: 1,
      address: { recipient: 'สมหญิง รักออม', postcode: '40000' },
    })
  })

  it.each([
    ['sold-out', 'ของรางวัลชิ้นนี้หมดแล้ว รอติดตามรอบหน้านะ'],
    ['limit-reached', 'คุณแลกของรางวัลชิ้นนี้ครบ 2 ชิ้นตามสิทธิ์ต่อคนแล้ว'],
    ['koin-short', 'koin ของคุณยังไม่พอ ต้องใช้ 30.00 koin แต่คุณมี 10.00 koin'],
  ] as const)('tells a member in Thai why a %s item cannot be bought', async (availability, message) => {
    stubEconomyApi({
      'user.get': () => json(200, { data: fullProfile({ koin: '10.00' }) }),
      'store.detail': () => json(200, { data: storeItem({ availability }) }),
    })
    signInAs(memberProfile({ koin: '10.00' }))
    renderApp(`/store/${storeItem().id}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByRole('button', { name: /^แลก/ })).not.toBeInTheDocument()
  })

  it('shows the server’s Thai message when the last piece went to someone else', async () => {
    stubEconomyApi({
      'store.detail': () => json(200, { data: storeItem() }),
      'store.buy': () => json(409, { error: { code: 'STORE_SOLD_OUT', message: 'ของรางวัลชิ้นนี้หมดแล้ว' } }),
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp(`/store/${storeItem().id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'แลก 1 ชิ้น' }))
    await user.click(await screen.findByRole('button', { name: /^ยืนยัน ใช้/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('ของรางวัลชิ้นนี้หมดแล้ว')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('tells a member whose e-mail is not confirmed why they cannot buy, with a link to the profile (issue 19)', async () => {
    const message =
      'กรุณายืนยันอีเมลก่อน จึงจะแลกของรางวัลหรือใช้ koin ได้ ลิงก์ยืนยันอยู่ในอีเมลที่เราส่งให้ หรือขอลิงก์ใหม่ได้ที่หน้าโปรไฟล์'
    stubEconomyApi({
      'store.detail': () => json(200, { data: storeItem() }),
      'store.buy': () => json(403, { error: { code: 'EMAIL_NOT_CONFIRMED', message } }),
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp(`/store/${storeItem().id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'แลก 1 ชิ้น' }))
    await user.click(await screen.findByRole('button', { name: /^ยืนยัน ใช้/ }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(within(alert).getByRole('link', { name: 'ไปหน้าโปรไฟล์' })).toHaveAttribute('href', '/profile')
  })

  it('sends nothing when the member steps back from the confirmation (issue 20)', async () => {
    const server = stubEconomyApi({
      'user.get': () => json(200, { data: fullProfile({ koin: '100.00' }) }),
      'store.detail': () => json(200, { data: storeItem() }),
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp(`/store/${storeItem().id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'แลก 1 ชิ้น' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
    expect(dialog).toHaveTextContent('koin ของคุณตอนนี้100.00')
    expect(dialog).toHaveTextContent('เหลือหลังแลก70.00')
    await user.click(within(dialog).getByRole('button', { name: 'แก้ไข' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'แลก 1 ชิ้น' })).toBeInTheDocument()
    expect(server.calls('store.buy')).toHaveLength(0)
  })

  it('stops an order bigger than the member’s koins before it is sent', async () => {
    const server = stubEconomyApi({
      'user.get': () => json(200, { data: fullProfile({ koin: '50.00' }) }),
      'store.detail': () => json(200, { data: storeItem() }),
    })
    signInAs(memberProfile({ koin: '50.00' }))
    renderApp(`/store/${storeItem().id}`)
    const user = userEvent.setup()
    const quantity = await screen.findByLabelText('จำนวน')
    await user.clear(quantity)
    await user.type(quantity, '2')
    await waitFor(() => expect(screen.getByText('koin ไม่พอสำหรับ 2 ชิ้น คุณมี 50.00 koin')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'แลก 2 ชิ้น' }))
    expect(server.calls('store.buy')).toHaveLength(0)
  })

  it('asks a visitor to log in to buy', async () => {
    const item = storeItem()
    stubEconomyApi({ 'store.detail': () => json(200, { data: item }) })
    renderApp(`/store/${item.id}/line-sticker`)
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบเพื่อแลก' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/store/${item.id}/line-sticker`)}`,
    )
  })

  it('shows the 404 page for an id that is not a gift', async () => {
    stubEconomyApi({})
    renderApp('/store/not-an-id')
    expect(await screen.findByRole('heading', { name: /404 Not Found/ })).toBeInTheDocument()
  })
})

describe('/test-store', () => {
  it('draws the newest real item with the store card in all five states', async () => {
    const server = stubEconomyApi({
      'store.list': () => json(200, page([listItem({ name: 'ธีม LINE "Klass Koin"' })])),
    })
    renderApp('/test-store')
    const cards = await screen.findAllByRole('link', { name: 'ธีม LINE "Klass Koin"' })
    expect(cards).toHaveLength(5)
    for (const text of ['มีของ 120 ชิ้น', 'ใกล้หมด! เหลือ 3 ชิ้น', 'หมดแล้ว', 'คุณแลกครบสิทธิ์แล้ว', 'koin ของคุณยังไม่พอ'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    expect(server.calls('store.list')[0]?.query.toString()).toBe('sort=newest&page=1&limit=1')
  })
})

describe('the profile’s purchase history tab', () => {
  it('lists image, name, voucher code or tracking number and date, paged', async () => {
    const server = stubEconomyApi({
      'user.koins': () => json(200, page([])),
      'store.history': (request) =>
        json(
          200,
          page(
            [
              purchase(),
              purchase({
                name: 'ปากกาเจล 3 สี',
                type: 'physical-gift',
                vouchers: [],
                tracking: 'KLSTH000555',
                carrier: 'Kerry Express',
                carrierTracking: 'KEX123456789',
                status: 'shipped',
                statusLabel: 'จัดส่งแล้ว',
              }),
            ],
            Number(request.query.get('page')),
            2,
            12,
          ),
        ),
    })
    signInAs()
    renderApp('/profile?tab=purchases')
    const list = await screen.findByRole('list', { name: 'ประวัติการแลกของรางวัล' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('KLS-AB12-CD34-EF56')
    expect(rows[0]).toHaveTextContent('22 พ.ย. 2569 | 14:30')
    expect(rows[1]).toHaveTextContent('Kerry Express เลขพัสดุ: KEX123456789')
    expect(rows[1]).toHaveTextContent('เลขอ้างอิง Klass: KLSTH000555')
    expect(rows[1]).toHaveTextContent('จัดส่งแล้ว')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'หน้า 2' }))
    await waitFor(() =>
      expect(server.calls('store.history').at(-1)?.query.toString()).toBe('page=2&limit=10'),
    )
  })
})
