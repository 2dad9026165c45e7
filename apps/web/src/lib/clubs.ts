import { postCalls } from '@klass/contract/routes/posts'
import { useQuery } from '@tanstack/react-query'
import { clubTypes, type ClubColour, type ClubType } from '@klass/contract/clubs'
import { dataQuery } from './call'

/**
 * The clubs as Klass first wrote them (the clubs table's first rows): what a page shows before the server's
 * texts, which editors change, arrive (decision 045). The home page paints these and takes the server's from
 * the home call it makes anyway.
 */
export const clubDefaults: Record<ClubType, { name: string; summary: string; colour: ClubColour }> = {
  hit: { name: 'HITS', summary: 'เรื่องเงินที่กำลังฮิต เทรนด์ไหนน่าลอง เทรนด์ไหนต้องระวัง', colour: 'coral' },
  'biz-master': { name: 'Biz Master', summary: 'สายธุรกิจ ชอบคิดไอเดียหาเงินและเป็นเจ้าของกิจการ', colour: 'sun' },
  'smart-society': { name: 'Smart Society', summary: 'ใช้เงินอย่างรู้ทันและช่วยเหลือคนรอบตัว', colour: 'brand' },
  'play-yard': { name: 'Play Yard', summary: 'เรียนรู้เรื่องเงินผ่านเกมและกิจกรรมสนุก ๆ', colour: 'mint' },
  greenery: { name: 'Greenery', summary: 'การเงินสีเขียว ออมและลงทุนอย่างรักษ์โลก', colour: 'mint' },
}

/** A club as a card shows it. */
export type ClubCard = { type: ClubType; name: string; summary: string; colour: ClubColour }

/** The default cards in Klass's first order. */
export const defaultClubCards: ClubCard[] = clubTypes.map((type) => ({ type, ...clubDefaults[type] }))

/** The card colours as whole class names (so the stylesheet keeps them). */
export const clubColourClass: Record<ClubColour, string> = {
  coral: 'bg-coral-100',
  sun: 'bg-sun-100',
  brand: 'bg-brand-100',
  mint: 'bg-mint-100',
}

/** GET /v2/api/post/clubs — the clubs in the editors' order, with their names and whether they take posts. */
export const clubsQuery = () => ({ ...dataQuery(postCalls.clubs), staleTime: 60_000 })

export function useClubs() {
  return useQuery(clubsQuery())
}

/** A club's name: the server's once known, Klass's first name until then. */
export function useClubName(type: ClubType): string {
  const clubs = useClubs()
  return clubs.data?.find((club) => club.type === type)?.name ?? clubDefaults[type].name
}
