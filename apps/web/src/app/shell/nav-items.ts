import { paths } from '../../lib/paths'

export type NavLinkItem = { label: string; to: string; end?: boolean }
export type NavGroup = { label: string; items: NavLinkItem[] }
export type NavEntry = NavLinkItem | NavGroup

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry

// Menus speak Thai; English stays only in names (KLASS, The Money Quiz, Super Hero Talk, SUPERQUEST, the clubs).

/** SPEC 2 Header: The Money Quiz levels (Basic, Intermediate, Advanced in their addresses). */
export const moneyQuizItems: NavLinkItem[] = [
  { label: 'ระดับพื้นฐาน', to: paths.quizMoney('Basic') },
  { label: 'ระดับกลาง', to: paths.quizMoney('Intermediate') },
  { label: 'ระดับสูง', to: paths.quizMoney('Advanced') },
]

/** SPEC 2 Header: the Quiz submenu. */
export const quizItems: NavLinkItem[] = [
  { label: 'ควิซประจำวัน', to: paths.quizDaily },
  { label: 'ควิซประจำเดือน', to: paths.quizMonth },
  { label: 'สอบปลายภาค', to: paths.quizFinal },
]

/** SPEC 2 Header: the desktop menu, in order. */
export const desktopMenu: Array<NavLinkItem | { label: string; to: string; submenu: 'quiz' }> = [
  { label: 'หน้าแรก', to: paths.home, end: true },
  { label: 'กิจกรรม', to: paths.events },
  { label: 'ควิซ', to: paths.quiz, submenu: 'quiz' },
  { label: 'เกม', to: paths.games },
  { label: 'Super Hero Talk', to: paths.superHero },
  { label: 'SUPERQUEST', to: paths.superquestAbout },
]

/** SPEC 2 Sidebar (mobile drawer): items and groups, in order. */
export const sidebarMenu: NavEntry[] = [
  { label: 'หน้าแรก', to: paths.home, end: true },
  { label: 'HITS ฮิตติดเทรนด์', to: paths.club('hit') },
  {
    label: 'KLASS',
    items: [
      { label: 'Biz Master', to: paths.club('biz-master') },
      { label: 'Smart Society', to: paths.club('smart-society') },
      { label: 'Play Yard', to: paths.club('play-yard') },
    ],
  },
  { label: 'กิจกรรม', to: paths.events },
  {
    label: 'ภารกิจ',
    items: [
      ...quizItems,
      ...moneyQuizItems.map((item) => ({ ...item, label: `The Money Quiz ${item.label}` })),
      { label: 'เกม', to: paths.games },
    ],
  },
  { label: 'Super Hero Talk', to: paths.superHero },
  { label: 'Greenery รักษ์โลก', to: paths.club('greenery') },
  { label: 'วิดีโอ', to: paths.videoPage },
  { label: 'ร้านค้าแลกของรางวัล', to: paths.store },
  { label: 'ธนาคาร', to: paths.bank },
  { label: 'Robo ลงทุนกองทุนรวม', to: paths.robo },
  { label: 'SUPERQUEST', to: paths.superquestAbout },
]

/** SPEC 6: only profile type SKILL sees this item. */
export const bigPrizeItem: NavLinkItem = { label: 'Redeem ลุ้น Big Prize', to: paths.bigPrizeRedeem }
