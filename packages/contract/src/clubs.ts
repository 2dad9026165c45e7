// Plain constants only, no zod: the web app imports this file, and its bundle must not carry schemas.

/** SPEC 2: the clubs of /club/{type}. Members write their posts in one of them. */
export const clubTypes = ['hit', 'biz-master', 'smart-society', 'play-yard', 'greenery'] as const
export type ClubType = (typeof clubTypes)[number]

export const isClubType = (value: string | undefined): value is ClubType =>
  clubTypes.includes(value as ClubType)

/** The palettes a club's card may take (the design's colours, lightest shade). */
export const clubColours = ['coral', 'sun', 'brand', 'mint'] as const
export type ClubColour = (typeof clubColours)[number]
export const clubColourLabels: Record<ClubColour, string> = {
  coral: 'ส้มปะการัง',
  sun: 'เหลือง',
  brand: 'น้ำเงิน',
  mint: 'เขียวมินต์',
}

export const CLUB_NAME_MAX = 40
export const CLUB_TAGLINE_MAX = 120
export const CLUB_SUMMARY_MAX = 160
export const CLUB_STORY_MAX = 1000
