import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { bankAccounts, fixedDeposit, schedule, thaweesupAccount } from '../accounts-fixture'

const richSavings = (balance: string) => ({ ...bankAccounts().savings, balance })

describe('/bank/saving — fixed deposits', () => {
  it('works out a 12-month deposit of ฿10,000 at 1.40 % from 25 Nov 2026 before it is opened', async () => {
    stubEconomyApi({
      'bank.accounts': () => json(200, { data: bankAccounts({ savings: richSavings('20000.00') }) }),
    })
    signInAs()
    renderApp('/bank/saving?tab=fixed')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('จำนวนเงินที่จะฝาก (บาท)'), '10000')
    await user.selectOptions(screen.getByLabelText('ระยะเวลาฝาก'), '12')
    expect(screen.getByText('เงินฝึกหัด ไม่ใช่เงินจริง')).toBeInTheDocument()

    // 25 Nov 2026 → 25 Nov 2027: 365 days. 10,000 × 1.40 % × 365 / 365 = 140.00; tax 15 % = 21.00.
    const figures = screen.getByRole('region', { name: 'ตัวอย่างผลตอบแทนเงินฝากประจำ' })
    expect(figures).toHaveTextContent('วันครบกำหนด25 พ.ย. 2570')
    expect(figures).toHaveTextContent('จำนวนวันที่ฝาก365 วัน')
    expect(figures).toHaveTextContent('ดอกเบี้ย฿140.00')
    expect(figures).toHaveTextContent('หักภาษี ณ ที่จ่าย 15%฿21.00')
    expect(figures).toHaveTextContent('เข้าบัญชีออมทรัพย์วันที่ 25 พ.ย. 2570฿10,119.00')
  })

  it('repeats the figures in a confirm step, sends the deposit and shows it once opened', async () => {
    let opened = false
    const deposit = fixedDeposit({
      number: 'FD-0099',
      term: 12,
      principal: '10000.00',
      rate: '1.40',
      openedOn: '2026-11-25',
      maturesOn: '2027-11-25',
      atMaturity: 'renew',
      maturity: { interest: '140.00', tax: '21.00', payout: '10119.00' },
    })
    const server = stubEconomyApi({
      'bank.accounts': () =>
        json(200, {
          data: bankAccounts({
            savings: richSavings(opened ? '10000.00' : '20000.00'),
            fixed: opened ? [deposit] : [],
          }),
        }),
      'bank.openFixed': () => {
        opened = true
        return json(201, { data: { deposit, savingsBalance: '10000.00' } })
      },
    })
    signInAs()
    renderApp('/bank/saving?tab=fixed')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('จำนวนเงินที่จะฝาก (บาท)'), '10000')
    await user.selectOptions(screen.getByLabelText('ระยะเวลาฝาก'), '12')
    await user.click(screen.getByRole('radio', { name: /ฝากต่ออัตโนมัติ/ }))
    await user.click(screen.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }))

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันเปิดบัญชีเงินฝากประจำฝึกหัด' })
    expect(dialog).toHaveTextContent('เข้าบัญชีออมทรัพย์วันที่ 25 พ.ย. 2570฿10,119.00')
    expect(server.calls('bank.openFixed')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันเปิดบัญชี' }))

    expect(await screen.findByRole('region', { name: 'ฝากประจำ 12 เดือน เลขที่ FD-0099' })).toBeInTheDocument()
    expect(screen.getByText('เปิดบัญชีเงินฝากประจำฝึกหัดแล้ว')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(server.calls('bank.openFixed')[0]?.body).toEqual({
      amount: '10000.00',
      term: 12,
      atMaturity: 'renew',
    })
    expect(server.calls('bank.openFixed')[0]?.headers['idempotency-key']).toBeTruthy()
  })

  it('stops a deposit below ฿1,000 or above the savings balance before it is sent', async () => {
    const server = stubEconomyApi({ 'bank.accounts': () => json(200, { data: bankAccounts() }) })
    signInAs()
    renderApp('/bank/saving?tab=fixed')
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('จำนวนเงินที่จะฝาก (บาท)')
    await user.type(amount, '999.99')
    expect(screen.getByText('เงินฝากประจำขั้นต่ำ ฿1,000.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.clear(amount)
    await user.type(amount, '4000')
    expect(screen.getByText('เงินฝึกหัดในบัญชีออมทรัพย์มี ฿3,350.00 ไม่พอสำหรับยอดนี้')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(server.calls('bank.openFixed')).toHaveLength(0)
  })

  it('shows the bank’s Thai refusal when savings run short and keeps the form filled', async () => {
    stubEconomyApi({
      'bank.accounts': () => json(200, { data: bankAccounts() }),
      'bank.openFixed': () =>
        json(409, {
          error: { code: 'BANK_BALANCE_INSUFFICIENT', message: 'เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้' },
        }),
    })
    signInAs()
    renderApp('/bank/saving?tab=fixed')
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('จำนวนเงินที่จะฝาก (บาท)')
    await user.type(amount, '3000')
    await user.selectOptions(screen.getByLabelText('ระยะเวลาฝาก'), '6')
    await user.click(screen.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันเปิดบัญชี' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('จำนวนเงินที่จะฝาก (บาท)')).toHaveValue('3000')
    expect(screen.getByLabelText('ระยะเวลาฝาก')).toHaveValue('6')
  })

  it('warns what an early close gives up and closes only after the member confirms', async () => {
    let closed = false
    const deposit = fixedDeposit({
      earlyClose: {
        interest: '7.39',
        tax: '1.10',
        payout: '5006.29',
        forgone: '20.06',
        rule: 'ถอนหลัง 3 เดือน ได้ดอกเบี้ยอัตราออมทรัพย์ตามจำนวนวันที่ฝาก หักภาษี 15%',
      },
    })
    const server = stubEconomyApi({
      'bank.accounts': () =>
        json(200, { data: bankAccounts({ fixed: [closed ? { ...deposit, status: 'closed' } : deposit] }) }),
      'bank.closeFixed': () => {
        closed = true
        return json(200, {
          data: { interest: '7.39', tax: '1.10', payout: '5006.29', savingsBalance: '8356.29' },
        })
      },
    })
    signInAs()
    renderApp('/bank/saving?tab=fixed')
    const user = userEvent.setup()
    const card = await screen.findByRole('region', { name: 'ฝากประจำ 6 เดือน เลขที่ FD-0001' })
    await user.click(within(card).getByRole('button', { name: 'ปิดบัญชีก่อนกำหนด' }))

    let dialog = await screen.findByRole('dialog', { name: 'ปิดบัญชีฝากประจำเลขที่ FD-0001 ก่อนครบกำหนด?' })
    expect(dialog).toHaveTextContent('คุณจะไม่ได้รับดอกเบี้ย ฿20.06 ที่จะได้เมื่อครบกำหนด')
    expect(dialog).toHaveTextContent('ถอนหลัง 3 เดือน ได้ดอกเบี้ยอัตราออมทรัพย์')
    expect(dialog).toHaveTextContent('เงินที่เข้าบัญชีออมทรัพย์฿5,006.29')
    await user.click(within(dialog).getByRole('button', { name: 'เก็บบัญชีไว้ก่อน' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(server.calls('bank.closeFixed')).toHaveLength(0)

    await user.click(within(card).getByRole('button', { name: 'ปิดบัญชีก่อนกำหนด' }))
    dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันปิดบัญชีก่อนกำหนด' }))
    expect(await screen.findByText(/ปิดบัญชีแล้ว ได้รับ ฿5,006.29 เข้าบัญชีออมทรัพย์/)).toBeInTheDocument()
    expect(server.calls('bank.closeFixed')[0]?.body).toEqual({ id: deposit.id })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'ฝากประจำ 6 เดือน เลขที่ FD-0001' })).not.toBeInTheDocument(),
    )
  })
})

describe('/bank/saving — Thaweesup', () => {
  it('works out 24 instalments of ฿1,000 paid in full, the first taken today', async () => {
    stubEconomyApi({ 'bank.accounts': () => json(200, { data: bankAccounts() }) })
    signInAs()
    renderApp('/bank/saving?tab=thaweesup')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('เงินฝากต่อเดือน (บาท)'), '1000')
    expect(screen.getByText('งวดแรกตัดจากบัญชีออมทรัพย์ทันทีที่เปิดบัญชี')).toBeInTheDocument()

    // Paid 25 Nov 2026, then on the 5th from Dec 2026 to Oct 2028; at 2.00 % to 25 Nov 2028 each earns
    // 1,000 × 2 % × days / 365: 9,616 instalment-days in all → ฿526.90, tax-free.
    const figures = screen.getByRole('region', { name: 'ตัวอย่างผลตอบแทนทวีทรัพย์' })
    expect(figures).toHaveTextContent('จำนวนงวด24 งวด')
    expect(figures).toHaveTextContent('เงินฝากรวมทั้งหมด฿24,000.00')
    expect(figures).toHaveTextContent('วันครบกำหนด25 พ.ย. 2571')
    expect(figures).toHaveTextContent('ดอกเบี้ยเมื่อฝากครบทุกงวด฿526.90')
    expect(figures).toHaveTextContent('เข้าบัญชีออมทรัพย์วันที่ 25 พ.ย. 2571฿24,526.90')
  })

  it('sends the instalment after the confirm step', async () => {
    let opened = false
    const server = stubEconomyApi({
      'bank.accounts': () =>
        json(200, { data: bankAccounts({ thaweesup: opened ? thaweesupAccount() : null }) }),
      'bank.openThaweesup': () => {
        opened = true
        return json(201, { data: { thaweesup: thaweesupAccount(), savingsBalance: '2350.00' } })
      },
    })
    signInAs()
    renderApp('/bank/saving?tab=thaweesup')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('เงินฝากต่อเดือน (บาท)'), '1,000')
    await user.click(screen.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันเปิดบัญชี' }))
    expect(await screen.findByRole('list', { name: 'ตารางงวดเงินฝากทวีทรัพย์' })).toBeInTheDocument()
    expect(server.calls('bank.openThaweesup')[0]?.body).toEqual({ instalment: '1000.00' })
    expect(screen.queryByLabelText('เงินฝากต่อเดือน (บาท)')).not.toBeInTheDocument()
  })

  it('shows the open account’s schedule — paid, missed and coming — and hides the form', async () => {
    stubEconomyApi({
      'bank.accounts': () =>
        json(200, {
          data: bankAccounts({
            asOf: '2027-02-01T03:00:00.000Z',
            thaweesup: thaweesupAccount({
              paid: 2,
              missed: 1,
              balance: '2000.00',
              schedule: schedule(['paid', 'missed', 'paid', 'due']),
            }),
          }),
        }),
    })
    signInAs()
    renderApp('/bank/saving?tab=thaweesup')
    const list = await screen.findByRole('list', { name: 'ตารางงวดเงินฝากทวีทรัพย์' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(24)
    expect(rows[0]).toHaveTextContent('งวดที่ 1 · พฤศจิกายน 2569ตัดเงิน 25 พ.ย. 2569 · ชำระ 25 พ.ย. 2569ชำระแล้ว')
    expect(rows[1]).toHaveTextContent('งวดที่ 2 · ธันวาคม 2569ตัดเงิน 5 ธ.ค. 2569ขาดส่ง')
    expect(rows[3]).toHaveTextContent('รอตัดเงินเดือนนี้')
    expect(rows[4]).toHaveTextContent('งวดที่ 5 · มีนาคม 2570ตัดเงิน 5 มี.ค. 2570งวดถัดไป')
    expect(
      screen.getByRole('heading', { name: 'ตารางงวด · ชำระแล้ว 2 งวด · ขาดส่ง 1 งวด' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('ขาดส่งแล้ว 1 งวด ขาดส่งได้อีก 1 งวด')
    expect(screen.queryByLabelText('เงินฝากต่อเดือน (บาท)')).not.toBeInTheDocument()
  })

  it('says plainly that a third missed instalment lost the rate and the tax exemption', async () => {
    stubEconomyApi({
      'bank.accounts': () =>
        json(200, {
          data: bankAccounts({
            thaweesup: thaweesupAccount({
              missed: 3,
              keepsTerms: false,
              rate: '0.45',
              schedule: schedule(['paid', 'missed', 'missed', 'missed']),
            }),
          }),
        }),
    })
    signInAs()
    renderApp('/bank/saving?tab=thaweesup')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ขาดส่งแล้ว 3 งวด เกิน 2 งวด บัญชีนี้จึงเสียสิทธิ์ทวีทรัพย์: ได้ดอกเบี้ยอัตราออมทรัพย์ 0.45% ต่อปี และถูกหักภาษี 15%',
    )
  })

  it('closes the Thaweesup early only after the warning is confirmed', async () => {
    const account = thaweesupAccount()
    const server = stubEconomyApi({
      'bank.accounts': () => json(200, { data: bankAccounts({ thaweesup: account }) }),
      'bank.closeThaweesup': () =>
        json(200, { data: { interest: '0.00', tax: '0.00', payout: '1000.00', savingsBalance: '4350.00' } }),
    })
    signInAs()
    renderApp('/bank/saving?tab=thaweesup')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ปิดบัญชีก่อนกำหนด' }))
    const dialog = await screen.findByRole('dialog', { name: 'ปิดบัญชีทวีทรัพย์เลขที่ TW-0001 ก่อนครบกำหนด?' })
    expect(dialog).toHaveTextContent('คุณจะไม่ได้รับดอกเบี้ย ฿526.90 ที่จะได้เมื่อครบกำหนด')
    expect(server.calls('bank.closeThaweesup')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันปิดบัญชีก่อนกำหนด' }))
    expect(await screen.findByText(/ปิดบัญชีทวีทรัพย์แล้ว ได้รับ ฿1,000.00/)).toBeInTheDocument()
    expect(server.calls('bank.closeThaweesup')[0]?.body).toEqual({ id: account.id })
  })
})

describe('/bank/saving — savings', () => {
  it('explains savings interest and its tax in Thai beside the member’s account', async () => {
    stubEconomyApi({ 'bank.accounts': () => json(200, { data: bankAccounts() }) })
    signInAs()
    renderApp('/bank/saving')
    expect(await screen.findByRole('tab', { name: 'ออมทรัพย์', selected: true })).toBeInTheDocument()
    expect(screen.getByText(/ไม่เกิน ฿20,000 ไม่ต้องเสียภาษี/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'บัญชีออมทรัพย์ฝึกหัด' })).toHaveTextContent('฿3,350.00')
    expect(screen.getByText('เงินฝึกหัด ไม่ใช่เงินจริง')).toBeInTheDocument()
  })
})
