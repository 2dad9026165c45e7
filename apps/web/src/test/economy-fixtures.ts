import type { EventDetail, EventSummary } from '@klass/contract/events'
import type { Purchase, StoreItem, StoreItemDetail } from '@klass/contract/store'
import type { KrazyDay, Mission, PremiumGiftShipment, UserLevelEntry } from '@klass/contract/superquest'
import { vi } from 'vitest'
import { createFakeApi, json, type Handler } from './fake-api'
import { fullProfile } from './render-app'

/** Answers of the koin-economy calls, shaped by the contract, for the web tests' fake API. */
let sequence = 0
const uuid = () => {
  sequence += 1
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`
}

export const storeItem = (overrides: Partial<StoreItemDetail> = {}): StoreItemDetail => ({
  id: uuid(),
  slug: 'line-sticker',
  name: 'สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"',
  summary: 'สติกเกอร์ 16 ลายสำหรับคนชอบออม',
  type: 'digital-voucher',
  typeLabel: 'บัตรกำนัลดิจิทัล',
  image: '/media/store/sticker.svg',
  price: '30.00',
  stock: 120,
  stockTotal: 500,
  sold: 380,
  limitPerMember: 2,
  needsAddress: false,
  availability: 'in-stock',
  bought: 0,
  canStillBuy: 2,
  createdAt: '2026-11-01T03:00:00.000Z',
  description: ['ใช้ได้กับ LINE บนมือถือ'],
  conditions: ['รหัสใช้ได้ครั้งเดียว'],
  ...overrides,
})

export const listItem = (overrides: Partial<StoreItem> = {}): StoreItem => {
  const { description: _description, conditions: _conditions, ...item } = storeItem(overrides)
  return item
}

export const purchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  id: uuid(),
  itemId: uuid(),
  image: '/media/store/sticker.svg',
  name: 'สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"',
  type: 'digital-voucher',
  quantity: 1,
  price: '30.00',
  tracking: null,
  carrier: null,
  carrierTracking: null,
  vouchers: [{ code: 'KLS-AB12-CD34-EF56', used: false }],
  status: 'issued',
  statusLabel: 'ออกรหัสแล้ว',
  cancelReason: null,
  date: '2026-11-22T07:30:00.000Z',
  ...overrides,
})

export const mission = (overrides: Partial<Mission> = {}): Mission => ({
  id: uuid(),
  title: 'แลกของรางวัลในร้านค้า 1 ครั้ง',
  description: 'ลองใช้ koin แลกของรางวัลในร้านค้า Klass สักชิ้น',
  action: 'store.bought',
  link: '/store',
  target: 1,
  unit: 'ครั้ง',
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2027-02-28T16:59:59.000Z',
  status: 'open',
  reward: { koin: '5.00', gift: null },
  participants: 12,
  joined: false,
  joinedAt: null,
  progress: null,
  completed: false,
  rewardState: 'not-joined',
  redeemedAs: null,
  redeemedAt: null,
  ...overrides,
})

export const gift = (name = 'กระปุกออมสินใส SUPERQUEST') => ({
  id: uuid(),
  name,
  description: 'กระปุกออมสินอะคริลิกใส',
  image: '/media/gifts/piggy.svg',
  stock: 40,
  stockTotal: 60,
})

export const shipment = (overrides: Partial<PremiumGiftShipment> = {}): PremiumGiftShipment => ({
  id: uuid(),
  imageUrl: '/media/gifts/piggy.svg',
  name: 'กระปุกออมสินใส SUPERQUEST',
  trackingNumber: 'KLSTH00012345',
  source: 'mission',
  sourceLabel: 'รางวัลภารกิจ SUPERQUEST',
  koin: '0.00',
  status: 'preparing',
  statusLabel: 'กำลังเตรียมจัดส่ง',
  date: '2026-11-22T07:30:00.000Z',
  ...overrides,
})

export const krazyDay = (overrides: Partial<KrazyDay> = {}): KrazyDay => ({
  id: uuid(),
  title: 'Krazy Day ลดกระหน่ำกลางเดือน',
  description: 'ของรางวัลพรีเมียมราคา koin พิเศษเฉพาะวันนี้',
  opensAt: '2026-11-22T17:00:00.000Z',
  closesAt: '2026-11-23T16:59:00.000Z',
  opensAtLabel: '23 พฤศจิกายน 2569 เวลา 00:00 น.',
  status: 'open',
  items: [
    {
      id: uuid(),
      gift: {
        id: uuid(),
        name: 'หมวกแก๊ป SUPERQUEST',
        description: 'หมวกแก๊ปผ้าฝ้าย',
        image: '/media/gifts/cap.svg',
      },
      price: '49.00',
      normalPrice: '300.00',
      stock: 14,
      stockTotal: 20,
      redeemed: false,
    },
  ],
  ...overrides,
})

export const level = (overrides: Partial<UserLevelEntry> = {}): UserLevelEntry => ({
  level: 1,
  name: 'มือใหม่หัดออม',
  minExp: 0,
  reached: true,
  description: 'ก้าวแรกของเส้นทางการเงิน',
  reward: { koin: '5.00', claimed: false, claimedAt: null },
  gift: null,
  ...overrides,
})

export const eventSummary = (overrides: Partial<EventSummary> = {}): EventSummary => ({
  id: uuid(),
  slug: 'saving-workshop',
  title: 'เวิร์กช็อปออมเงินฉบับเด็กมัธยม',
  summary: 'ตั้งเป้า เก็บจริง ใช้เป็น',
  image: '/media/events/workshop.svg',
  startsAt: '2026-11-28T06:00:00.000Z',
  endsAt: '2026-11-28T09:00:00.000Z',
  placeType: 'onsite',
  placeLabel: 'ออนไซต์',
  venue: 'Klass Space สยาม',
  province: 'กรุงเทพมหานคร',
  price: '30.00',
  voucherAccepted: true,
  seats: 40,
  seatsRemaining: 12,
  status: 'open',
  joined: false,
  ...overrides,
})

export const eventDetail = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  ...eventSummary(),
  description: ['ชวนน้อง ๆ มาฝึกตั้งเป้าหมายการออม'],
  agenda: [{ time: '13:00', title: 'ลงทะเบียน' }],
  organizer: 'ทีม Klass',
  registration: null,
  onlineUrl: null,
  vouchersAvailable: 0,
  canCancel: false,
  ...overrides,
})

export const page = <T>(items: T[], pageNumber = 1, pages = 1, total = items.length) => ({
  items,
  total,
  page: pageNumber,
  pages,
})

/** The fake API for a koin-economy page: the member's profile (100.00 koins unless a handler says) and more. */
export function stubEconomyApi(handlers: Record<string, Handler>) {
  const server = createFakeApi({
    'user.get': () => json(200, { data: fullProfile({ koin: '100.00' }) }),
    ...handlers,
  })
  vi.stubGlobal('fetch', server.fetch)
  return server
}
