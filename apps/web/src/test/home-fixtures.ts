import type { landingPage } from '@klass/contract/superquest'
import type { z } from 'zod'
import { postCard, videoDetail } from './content'

/** SUPERQUEST's landing data for the home page's campaign section, with or without a krazy day. */
export function landing(krazyDay: z.input<typeof landingPage>['krazyDay']): z.input<typeof landingPage> {
  return {
    campaign: {
      id: '5f0c2c1e-8d4b-4c56-9a43-1f1d7f1c2b3a',
      slug: 's1',
      title: 'SUPERQUEST ซีซัน 1',
      subtitle: 'ภารกิจการเงินทุกเดือน',
      description: [],
      image: '/uploads/x.svg',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2027-01-31T00:00:00.000Z',
      status: 'running',
    },
    stats: { missions: 8, participants: 1520, rewardsRedeemed: 10 },
    gifts: [],
    krazyDay,
    bigPrize: null,
    member: null,
  }
}

export const home = (premiums: unknown[] = []) => ({
  banners: [],
  sections: {
    articles: {
      categories: [
        { type: 'hit', name: 'HITS', summary: 'เรื่องเงินที่กำลังฮิต', colour: 'coral' },
        { type: 'greenery', name: 'กรีนเนอรี่', summary: 'ออมและลงทุนอย่างรักษ์โลก', colour: 'mint' },
      ],
      items: [postCard({ id: 1, title: 'บทความใหม่ล่าสุด' })],
    },
    premiums: {
      categories: premiums.length ? [{ id: 'premium', name: 'ของพรีเมียม' }] : [],
      items: premiums,
    },
    videos: { items: [videoDetail()] },
    superheroes: { items: [] },
  },
})

/** A premium of the koin store as the home's premiums section lists it. */
export const premiumBottle = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  slug: 'klass-bottle',
  name: 'กระบอกน้ำ Klass',
  image: '/uploads/x.svg',
  koin: '350.00',
  category: 'premium',
}
