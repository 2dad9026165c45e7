import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { appRoutes } from '../../../app/router'
import {
  gift,
  krazyDay,
  level,
  mission,
  page,
  shipment,
  stubEconomyApi,
} from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { fullProfile, memberProfile, renderApp, signInAs } from '../../../test/render-app'

const campaign = {
  id: '10000000-0000-4000-8000-000000000001',
  slug: 'superquest-season-3',
  title: 'SUPERQUEST ซีซั่น 3: ภารกิจพิชิตเป้าหมายการเงิน',
  subtitle: 'ทำภารกิจ สะสม koin ลุ้นของรางวัลพรีเมียม',
  description: ['SUPERQUEST คือแคมเปญภารกิจของ Klass'],
  image: '/media/superquest/campaign.svg',
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2027-02-28T16:59:59.000Z',
  status: 'running',
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, within_: HTMLElement) {
  const values: Record<string, string> = {
    'ชื่อ-นามสกุลผู้รับ': 'สมหญิง รักออม',
    เบอร์โทรศัพท์: '0812345678',
    'บ้านเลขที่ หมู่ ถนน ซอย': '12/3 หมู่ 4 ถนนมิตรภาพ',
    'ตำบล/แขวง': 'ในเมือง',
    'อำเภอ/เขต': 'เมืองขอนแก่น',
    จังหวัด: 'ขอนแก่น',
    รหัสไปรษณีย์: '40000',
  }
  for (const [label, value] of Object.entries(values))
    await user.type(within(within_).getByLabelText(label), value)
}

describe('the economy route table', () => {
  it('has the store, SUPERQUEST, big prize and event pages with their layouts and access', () => {
    const summary = Object.fromEntries(appRoutes.map((r) => [r.path, `${r.layout}/${r.access}`]))
    expect(summary).toMatchObject({
      '/store': 'default/public',
      '/store/:id/:slug?': 'default/public',
      '/test-store': 'default/public',
      '/superquest/about': 'superquest/public',
      '/superquest/missions-rewards': 'superquest/public',
      '/superquest/rules': 'superquest/public',
      '/superquest/profile/allquests': 'superquest/member',
      '/superquest/profile/questsregistered': 'superquest/member',
      '/superquest/profile/redeemrewards': 'superquest/member',
      '/big-prize/redeem': 'default/member',
      '/events': 'default/public',
      '/events/:id/:slug?': 'default/member',
    })
  })
})

describe('/superquest/about', () => {
  it('shows the campaign, its figures and gifts, sent without a token', async () => {
    const server = stubEconomyApi({
      'superquest.landingPage': () =>
        json(200, {
          data: {
            campaign,
            stats: { missions: 8, participants: 1234, rewardsRedeemed: 56 },
            gifts: [gift('พวงกุญแจ SUPERQUEST')],
            krazyDay: null,
            bigPrize: { name: 'แท็บเล็ตพร้อมทุนการศึกษา', image: '/x.svg', drawAt: '2027-03-01T05:00:00.000Z' },
            member: null,
          },
        }),
    })
    signInAs()
    renderApp('/superquest/about')
    expect(await screen.findByRole('heading', { level: 1, name: campaign.title })).toBeInTheDocument()
    expect(screen.getByText('1,234')).toBeInTheDocument()
    expect(screen.getByText('พวงกุญแจ SUPERQUEST')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /ลุ้นรางวัลใหญ่: แท็บเล็ต/ })).toBeInTheDocument()
    expect(server.calls('superquest.landingPage')[0]?.headers.authorization).toBeUndefined()
  })
})

describe('/superquest/rules', () => {
  it('lists the rule sections', async () => {
    stubEconomyApi({
      'superquest.rules': () =>
        json(200, {
          data: {
            campaign: {
              id: campaign.id,
              title: campaign.title,
              startsAt: campaign.startsAt,
              endsAt: campaign.endsAt,
            },
            sections: [{ heading: 'Krazy Day', body: ['แลกได้คนละ 1 ชิ้นต่อรายการ'] }],
          },
        }),
    })
    renderApp('/superquest/rules')
    expect(await screen.findByRole('heading', { name: '1. Krazy Day' })).toBeInTheDocument()
    expect(screen.getByText('แลกได้คนละ 1 ชิ้นต่อรายการ')).toBeInTheDocument()
  })
})

describe('/superquest/missions-rewards', () => {
  it('shows monthly missions with rewards, krazy day offers with open time and stock, and levels', async () => {
    let koin = '100.00'
    const server = stubEconomyApi({
      'user.get': () => json(200, { data: fullProfile({ koin }) }),
      'superquest.monthlyMissions': () =>
        json(200, {
          data: {
            campaign: { id: campaign.id, title: campaign.title },
            months: [
              {
                month: '2026-11',
                label: 'พฤศจิกายน 2569',
                missions: [
                  mission({
                    title: 'ตอบควิซประจำเดือนของเดือนนี้',
                    reward: { koin: '20.00', gift: null },
                    rewardState: null,
                    joined: null,
                  }),
                ],
              },
            ],
          },
        }),
      'superquest.krazyDay': () =>
        json(200, {
          data: {
            current: krazyDay(),
            upcoming: [
              krazyDay({
                title: 'Krazy Day ต้อนรับเดือนใหม่',
                status: 'announced',
                opensAtLabel: '30 พฤศจิกายน 2569 เวลา 12:00 น.',
              }),
            ],
          },
        }),
      'superquest.userLevel': () =>
        json(200, {
          data: {
            exp: 120,
            level: 2,
            name: 'นักออมฝึกหัด',
            nextExp: 300,
            levels: [
              level(),
              level({
                level: 3,
                name: 'นักวางแผน',
                minExp: 300,
                reached: false,
                reward: { koin: '20.00', claimed: false, claimedAt: null },
              }),
            ],
          },
        }),
      'superquest.userLevelClaim': () => {
        koin = '105.00'
        return json(200, {
          data: {
            level: level({ reward: { koin: '5.00', claimed: true, claimedAt: '2026-11-23T01:00:00.000Z' } }),
            koin,
          },
        })
      },
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp('/superquest/missions-rewards')

    expect(await screen.findByRole('heading', { name: 'ตอบควิซประจำเดือนของเดือนนี้' })).toBeInTheDocument()
    expect(screen.getByText('ช่วงเดือน: พฤศจิกายน 2569')).toBeInTheDocument()
    expect(screen.getAllByText('20.00').length).toBeGreaterThan(0)

    const open = await screen.findByRole('article', { name: 'Krazy Day ลดกระหน่ำกลางเดือน' })
    expect(open).toHaveTextContent('เปิดแลกอยู่ตอนนี้')
    expect(open).toHaveTextContent('เหลือ 14 จาก 20 ชิ้น')
    expect(within(open).getByRole('button', { name: 'แลกเลย' })).toBeInTheDocument()
    const announced = screen.getByRole('article', { name: 'Krazy Day ต้อนรับเดือนใหม่' })
    expect(announced).toHaveTextContent('เปิด 30 พฤศจิกายน 2569 เวลา 12:00 น.')
    expect(within(announced).queryByRole('button', { name: 'แลกเลย' })).not.toBeInTheDocument()

    expect(await screen.findByRole('progressbar', { name: 'exp สู่เลเวลถัดไป' })).toHaveAttribute(
      'aria-valuenow',
      '120',
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'รับ 5.00 koin' }))
    expect(await screen.findByText(/ได้รับ koin ประจำเลเวลแล้ว/)).toBeInTheDocument()
    expect(server.calls('superquest.userLevelClaim')[0]?.body).toEqual({ level: 1 })
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getAllByText('105.00').length).toBeGreaterThan(0),
    )
    // The public month list is read without the member's token (SPEC 7 notes).
    expect(server.calls('superquest.monthlyMissions')[0]?.headers.authorization).toBeUndefined()
  })

  it('redeems a krazy-day gift with a delivery address and shows its tracking number', async () => {
    const day = krazyDay()
    const server = stubEconomyApi({
      'superquest.monthlyMissions': () =>
        json(200, { data: { campaign: { id: campaign.id, title: campaign.title }, months: [] } }),
      'superquest.krazyDay': () => json(200, { data: { current: day, upcoming: [] } }),
      'superquest.userLevel': () =>
        json(200, { data: { exp: 0, level: 1, name: 'มือใหม่หัดออม', nextExp: 100, levels: [] } }),
      'superquest.krazyDayRedeem': () =>
        json(200, {
          data: {
            shipment: shipment({
              name: 'หมวกแก๊ป SUPERQUEST',
              trackingNumber: 'KLSTH000999',
              source: 'krazy-day',
              koin: '49.00',
            }),
            koin: '51.00',
          },
        }),
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp('/superquest/missions-rewards')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'แลกเลย' }))
    const dialog = await screen.findByRole('dialog', { name: 'รับ หมวกแก๊ป SUPERQUEST' })
    await fillAddress(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันแลก 49.00 koin' }))
    expect(await screen.findByText('KLSTH000999')).toBeInTheDocument()
    expect(server.calls('superquest.krazyDayRedeem')[0]?.body).toMatchObject({
      id: day.items[0]!.id,
      address: { recipient: 'สมหญิง รักออม', phone: '0812345678' },
    })
  })

  it('redeems a level gift, showing the server’s message beside the field it is about', async () => {
    const keychain = { ...gift('พวงกุญแจ SUPERQUEST'), redeemed: false }
    const server = stubEconomyApi({
      'superquest.monthlyMissions': () =>
        json(200, { data: { campaign: { id: campaign.id, title: campaign.title }, months: [] } }),
      'superquest.krazyDay': () => json(200, { data: { current: null, upcoming: [] } }),
      'superquest.userLevel': () =>
        json(200, {
          data: {
            exp: 120,
            level: 2,
            name: 'นักออมฝึกหัด',
            nextExp: 300,
            levels: [level({ level: 2, name: 'นักออมฝึกหัด', minExp: 100, gift: keychain })],
          },
        }),
      'superquest.userLevelRedeem': (_request, count) =>
        count === 1
          ? json(400, {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'ข้อมูลไม่ถูกต้อง',
                details: { fields: [{ field: 'body.address.district', message: 'ไม่พบอำเภอนี้ในจังหวัดที่เลือก' }] },
              },
            })
          : json(200, {
              data: {
                level: level({ gift: { ...keychain, redeemed: true } }),
                shipment: shipment({ name: keychain.name, trackingNumber: 'KLSTH000444', source: 'level' }),
              },
            }),
    })
    signInAs()
    renderApp('/superquest/missions-rewards')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'แลกพวงกุญแจ SUPERQUEST' }))
    const dialog = await screen.findByRole('dialog')
    await fillAddress(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับของรางวัล' }))
    expect(await within(dialog).findByText('ไม่พบอำเภอนี้ในจังหวัดที่เลือก')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('อำเภอ/เขต')).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับของรางวัล' }))
    expect(await screen.findByText('KLSTH000444')).toBeInTheDocument()
    expect(server.calls('superquest.userLevelRedeem')[1]?.body).toMatchObject({ level: 2 })
  })

  it('asks a visitor to log in for levels', async () => {
    stubEconomyApi({
      'superquest.monthlyMissions': () =>
        json(200, { data: { campaign: { id: campaign.id, title: campaign.title }, months: [] } }),
      'superquest.krazyDay': () => json(200, { data: { current: null, upcoming: [] } }),
    })
    renderApp('/superquest/missions-rewards')
    expect(await screen.findByText('ยังไม่มีภารกิจในแคมเปญนี้')).toBeInTheDocument()
    expect(await screen.findByText('ยังไม่มี Krazy Day ในตอนนี้')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อดูเลเวล' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsuperquest%2Fmissions-rewards',
    )
  })
})

describe('/superquest/missions-rewards, each mission once', () => {
  const quiz = mission({ title: 'ตอบควิซประจำวัน 20 วัน', startsAt: '2026-10-01T00:00:00.000Z' })
  const video = mission({ title: 'ดูวิดีโอความรู้การเงิน 3 คลิป' })
  const months = {
    campaign: { id: campaign.id, title: campaign.title },
    months: [
      { month: '2026-10', label: 'ตุลาคม 2569', missions: [quiz] },
      { month: '2026-11', label: 'พฤศจิกายน 2569', missions: [quiz, video] },
      { month: '2026-12', label: 'ธันวาคม 2569', missions: [quiz] },
    ],
  }

  it('lists a mission running in several months once, with its months, and says which are joined', async () => {
    stubEconomyApi({
      'superquest.monthlyMissions': () => json(200, { data: months }),
      'superquest.missions': () =>
        json(200, {
          data: [
            { ...quiz, joined: true, rewardState: 'in-progress', progress: 4, target: 20 },
            { ...video, joined: false, rewardState: 'not-joined', progress: null },
          ],
        }),
      'superquest.krazyDay': () => json(200, { data: { current: null, upcoming: [] } }),
      'superquest.userLevel': () =>
        json(200, { data: { exp: 0, level: 1, name: 'มือใหม่หัดออม', nextExp: 100, levels: [] } }),
      'superquest.joinMissionRewards': () => json(200, { data: [] }),
    })
    signInAs()
    renderApp('/superquest/missions-rewards')
    const list = await screen.findByRole('list', { name: 'ภารกิจของแคมเปญ' })
    expect(within(list).getAllByRole('article')).toHaveLength(2)
    const joined = await within(list).findByRole('article', { name: quiz.title })
    expect(joined).toHaveTextContent('ช่วงเดือน: ตุลาคม 2569 · พฤศจิกายน 2569 · ธันวาคม 2569')
    expect(await within(joined).findByText('✓ เข้าร่วมแล้ว')).toBeInTheDocument()
    const open = within(list).getByRole('article', { name: video.title })
    expect(within(open).queryByText('✓ เข้าร่วมแล้ว')).not.toBeInTheDocument()
    expect(open).toHaveTextContent('ช่วงเดือน: พฤศจิกายน 2569')
  })

  it('joins a mission in one tap on the page, with the rules it agrees to shown beside the button', async () => {
    let joined = false
    const server = stubEconomyApi({
      'superquest.monthlyMissions': () => json(200, { data: months }),
      'superquest.missions': () =>
        json(200, {
          data: [
            { ...quiz, joined: false, rewardState: 'not-joined', progress: null },
            joined
              ? { ...video, joined: true, rewardState: 'in-progress', progress: 0 }
              : { ...video, joined: false, rewardState: 'not-joined', progress: null },
          ],
        }),
      'superquest.joinMission': () => {
        joined = true
        return json(200, { data: { ...video, joined: true, rewardState: 'in-progress', progress: 0 } })
      },
      'superquest.krazyDay': () => json(200, { data: { current: null, upcoming: [] } }),
      'superquest.userLevel': () =>
        json(200, { data: { exp: 0, level: 1, name: 'มือใหม่หัดออม', nextExp: 100, levels: [] } }),
      'superquest.joinMissionRewards': () => json(200, { data: [] }),
    })
    signInAs()
    renderApp('/superquest/missions-rewards')
    const card = await screen.findByRole('article', { name: video.title })
    const join = await within(card).findByRole('button', { name: 'เข้าร่วมภารกิจ' })
    expect(within(card).getByRole('link', { name: 'กติกา SUPERQUEST' })).toHaveAttribute(
      'href',
      '/superquest/rules',
    )
    await userEvent.setup().click(join)
    expect(await within(card).findByText('✓ เข้าร่วมแล้ว')).toBeInTheDocument()
    expect(server.calls('superquest.joinMission')).toHaveLength(1)
    expect(server.calls('superquest.joinMission')[0]?.body).toEqual({ id: video.id })
  })
})

describe('the member’s SUPERQUEST pages', () => {
  it('joins an open mission from all quests', async () => {
    let joined = false
    const theMission = mission()
    const server = stubEconomyApi({
      'superquest.missions': () =>
        json(200, {
          data: [
            joined ? { ...theMission, joined: true, rewardState: 'in-progress', progress: 0 } : theMission,
            mission({
              title: 'ดูวิดีโอความรู้การเงิน 3 คลิป',
              status: 'upcoming',
              startsAt: '2026-12-01T00:00:00.000Z',
            }),
          ],
        }),
      'superquest.joinMission': () => {
        joined = true
        return json(200, { data: { ...theMission, joined: true, rewardState: 'in-progress', progress: 0 } })
      },
    })
    signInAs()
    renderApp('/superquest/profile/allquests')
    const card = await screen.findByRole('article', { name: theMission.title })
    const upcoming = screen.getByRole('article', { name: 'ดูวิดีโอความรู้การเงิน 3 คลิป' })
    expect(upcoming).toHaveTextContent('เปิดให้เข้าร่วม 1 ธ.ค. 2569')
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'เข้าร่วมภารกิจ' }))
    expect(await within(card).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    expect(within(card).getByRole('link', { name: 'ไปทำภารกิจ' })).toHaveAttribute('href', '/store')
    expect(server.calls('superquest.joinMission')[0]?.body).toEqual({ id: theMission.id })
  })

  it('shows joined missions with progress and redeems a completed one’s koins', async () => {
    let redeemed = false
    const done = mission({ joined: true, progress: 1, completed: true, rewardState: 'redeemable' })
    const server = stubEconomyApi({
      'superquest.joinMissions': () =>
        json(200, {
          data: [
            redeemed
              ? {
                  ...done,
                  rewardState: 'redeemed',
                  redeemedAs: 'koin',
                  redeemedAt: '2026-11-23T02:00:00.000Z',
                }
              : done,
            mission({
              title: 'ตอบควิซประจำวัน 10 วัน',
              target: 10,
              unit: 'วัน',
              joined: true,
              progress: 3,
              rewardState: 'in-progress',
            }),
          ],
        }),
      'superquest.redeemKoin': () => {
        redeemed = true
        return json(200, { data: { mission: done, koin: '105.00' } })
      },
    })
    signInAs()
    renderApp('/superquest/profile/questsregistered')
    const quiz = await screen.findByRole('article', { name: 'ตอบควิซประจำวัน 10 วัน' })
    expect(within(quiz).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
    expect(quiz).toHaveTextContent('3/10 วัน')
    const card = screen.getByRole('article', { name: done.title })
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'รับ 5.00 koin' }))
    expect(await within(card).findByText(/รับรางวัลแล้ว \(koin\)/)).toBeInTheDocument()
    expect(server.calls('superquest.redeemKoin')[0]?.body).toEqual({ id: done.id })
  })

  it('redeems a mission’s premium gift with a delivery address', async () => {
    const prize = gift()
    const done = mission({
      title: 'เข้าร่วมกิจกรรม Klass 1 งาน',
      reward: { koin: null, gift: prize },
      joined: true,
      progress: 1,
      completed: true,
      rewardState: 'redeemable',
    })
    const server = stubEconomyApi({
      'superquest.joinMissions': () => json(200, { data: [done] }),
      'superquest.redeemGift': (request) =>
        (request.body as { address: { postcode: string } }).address.postcode === '40000'
          ? json(200, { data: { mission: done, shipment: shipment({ trackingNumber: 'KLSTH000321' }) } })
          : json(400, { error: { code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง' } }),
    })
    signInAs()
    renderApp('/superquest/profile/questsregistered')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `รับ${prize.name}` }))
    const dialog = await screen.findByRole('dialog')
    await fillAddress(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับของรางวัล' }))
    expect(await screen.findByText('KLSTH000321')).toBeInTheDocument()
    expect(server.calls('superquest.redeemGift')[0]?.body).toMatchObject({ id: done.id })
  })

  it('splits rewards into redeemable (missions and levels) and redeemed, with the premium gift history', async () => {
    stubEconomyApi({
      'superquest.userLevel': () =>
        json(200, {
          data: {
            exp: 120,
            level: 2,
            name: 'นักออมฝึกหัด',
            nextExp: 300,
            levels: [
              level(),
              level({ level: 2, name: 'นักออมฝึกหัด', minExp: 100, reward: null }),
              level({ level: 3, name: 'นักวางแผน', minExp: 300, reached: false }),
            ],
          },
        }),
      'superquest.joinMissionRewards': () =>
        json(200, {
          data: [
            mission({
              title: 'รางวัลรอรับ',
              joined: true,
              progress: 1,
              completed: true,
              rewardState: 'redeemable',
            }),
            mission({
              title: 'รางวัลที่รับไปแล้ว',
              joined: true,
              progress: 1,
              completed: true,
              rewardState: 'redeemed',
              redeemedAs: 'koin',
              redeemedAt: '2026-11-20T02:00:00.000Z',
            }),
          ],
        }),
      'superquest.premiumGiftHistory': () =>
        json(
          200,
          page([
            shipment({
              name: 'พวงกุญแจ SUPERQUEST',
              trackingNumber: 'KLSTH000111',
              source: 'level',
              sourceLabel: 'ของรางวัลประจำเลเวล',
            }),
          ]),
        ),
    })
    signInAs()
    renderApp('/superquest/profile/redeemrewards')
    const redeemable = await screen.findByRole('list', { name: 'รางวัลที่รับได้' })
    expect(redeemable).toHaveTextContent('รางวัลรอรับ')
    // A reached level's koins wait here too, not only on the missions-and-rewards page.
    const levels = screen.getByRole('list', { name: 'รางวัลประจำเลเวลที่รับได้' })
    expect(within(levels).getByRole('button', { name: 'รับ 5.00 koin' })).toBeInTheDocument()
    expect(within(levels).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('ยังไม่มีรางวัลรอรับ')).not.toBeInTheDocument()
    // The page that lists them does not repeat them in a banner above.
    expect(screen.queryByRole('heading', { name: /มีรางวัลรอรับ/ })).not.toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'รางวัลที่รับแล้ว' })).toHaveTextContent('รางวัลที่รับไปแล้ว')
    const history = await screen.findByRole('list', { name: 'ประวัติของรางวัลพรีเมียม' })
    expect(history).toHaveTextContent('พวงกุญแจ SUPERQUEST')
    expect(history).toHaveTextContent('KLSTH000111')
  })

  it('sends a visitor to /login', async () => {
    stubEconomyApi({})
    const { router } = renderApp('/superquest/profile/allquests')
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })
    expect(router.state.location.pathname).toBe('/login')
  })
})

describe('the profile’s premium gift tab', () => {
  it('lists image, name and tracking number, paged', async () => {
    const server = stubEconomyApi({
      'user.koins': () => json(200, page([])),
      'superquest.premiumGiftHistory': (request) =>
        json(200, page([shipment()], Number(request.query.get('page')), 3, 25)),
    })
    signInAs()
    renderApp('/profile?tab=premium-gifts')
    const list = await screen.findByRole('list', { name: 'ประวัติของรางวัลพรีเมียม' })
    expect(within(list).getByRole('listitem')).toHaveTextContent('เลขพัสดุ: KLSTH00012345')
    expect(list.querySelector('img')).toHaveAttribute('src', '/media/gifts/piggy.svg')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'หน้า 3' }))
    await waitFor(() =>
      expect(server.calls('superquest.premiumGiftHistory').at(-1)?.query.toString()).toBe('page=3&limit=10'),
    )
  })
})

const prize = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'แท็บเล็ตพร้อมทุนการศึกษา 5,000 บาท',
  description: ['รางวัลใหญ่ประจำ SUPERQUEST ซีซั่น 3'],
  image: '/media/prize.svg',
  entryCost: 10,
  maxEntriesPerMember: 20,
  opensAt: '2026-12-01T00:00:00.000Z',
  opensAtLabel: '1 ธันวาคม 2569 เวลา 07:00 น.',
  drawAt: '2027-03-01T05:00:00.000Z',
  drawAtLabel: '1 มีนาคม 2570 เวลา 12:00 น.',
  open: true,
  closedReason: null,
  totalEntries: 42,
}
const fairDraw = {
  draw: {
    winnerCount: 1,
    commitment: null,
    committedAt: null,
    seed: null,
    drawnAt: null,
    tickets: [],
    winners: [],
  },
  mine: { holder: '0a1b2c3d4e5f', tickets: [] },
}

describe('/big-prize/redeem', () => {
  it('lets a SKILL member spend skill points for entries', async () => {
    const server = stubEconomyApi({
      'superquest.bigPrize': () =>
        json(200, {
          data: {
            prize,
            member: { type: 'SKILL', eligible: true, reason: null, skill: 40, entries: 0 },
            ...fairDraw,
          },
        }),
      'superquest.bigPrizeRedeem': () =>
        json(200, {
          data: {
            prize: { ...prize, totalEntries: 45 },
            member: { type: 'SKILL', eligible: true, reason: null, skill: 10, entries: 3 },
            ...fairDraw,
          },
        }),
    })
    signInAs(memberProfile({ type: 'SKILL' }))
    renderApp('/big-prize/redeem')
    const user = userEvent.setup()
    const entries = await screen.findByLabelText('จำนวนสิทธิ์ที่ต้องการแลก')
    expect(screen.getByText(/แลกได้อีก 4 สิทธิ์/)).toBeInTheDocument()
    await user.clear(entries)
    await user.type(entries, '3')
    await user.click(screen.getByRole('button', { name: 'แลกสิทธิ์ลุ้น' }))
    expect(await screen.findByText('แลกสิทธิ์สำเร็จ! ตอนนี้คุณมี 3 สิทธิ์')).toBeInTheDocument()
    expect(server.calls('superquest.bigPrizeRedeem')[0]?.body).toEqual({ entries: 3 })
  })

  it('tells a GENERAL member why they cannot take part', async () => {
    const reason = 'สิทธิ์ลุ้นรางวัลใหญ่สำหรับสมาชิกประเภท SKILL เท่านั้น'
    stubEconomyApi({
      'superquest.bigPrize': () =>
        json(200, {
          data: {
            prize,
            member: { type: 'GENERAL', eligible: false, reason, skill: 40, entries: 0 },
            ...fairDraw,
          },
        }),
    })
    signInAs()
    renderApp('/big-prize/redeem')
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'แลกสิทธิ์ลุ้น' })).not.toBeInTheDocument()
  })

  it.each([
    [
      'not_yet_open',
      'ยังไม่เปิดให้แลกสิทธิ์ลุ้นรางวัลใหญ่ เปิดวันที่ 1 ธันวาคม 2569 เวลา 07:00 น.',
      'เปิดให้แลกสิทธิ์ 1 ธันวาคม 2569 เวลา 07:00 น.',
    ],
    ['closed', 'ปิดรับสิทธิ์ลุ้นรางวัลใหญ่รอบนี้แล้ว', 'ปิดรับสิทธิ์แล้ว จับรางวัล 1 มีนาคม 2570 เวลา 12:00 น.'],
    [
      'not_committed',
      'ยังไม่เปิดให้แลกสิทธิ์ลุ้นรางวัลใหญ่รอบนี้',
      'ยังไม่เปิดให้แลกสิทธิ์ เพราะทีมงานยังไม่ได้ประกาศค่าคำมั่นของการจับรางวัลก่อนเวลาเปิด จึงตรวจสอบการจับรางวัลไม่ได้',
    ],
  ] as const)('says when entries are %s and offers no entry form', async (closedReason, reason, shown) => {
    stubEconomyApi({
      'superquest.bigPrize': () =>
        json(200, {
          data: {
            prize: { ...prize, open: false, closedReason },
            member: { type: 'SKILL', eligible: false, reason, skill: 40, entries: 0 },
            ...fairDraw,
          },
        }),
    })
    signInAs()
    renderApp('/big-prize/redeem')
    expect(await screen.findByText(shown)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'แลกสิทธิ์ลุ้น' })).not.toBeInTheDocument()
    expect(screen.queryByText(/สมาชิกประเภท SKILL/)).not.toBeInTheDocument()
  })

  it('sends a visitor to /login and remembers the page', async () => {
    stubEconomyApi({})
    const { router } = renderApp('/big-prize/redeem')
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })
    expect(router.state.location.search).toBe('?redirect=%2Fbig-prize%2Fredeem')
  })
})
