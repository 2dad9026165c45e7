// Plain constants only, no zod: the web app imports this file, and its bundle must not carry schemas.

/** SPEC 2: the clubs of /club/{type}. Members write their posts in one of them. */
export const clubTypes = ['hit', 'biz-master', 'smart-society', 'play-yard', 'greenery'] as const
export type ClubType = (typeof clubTypes)[number]

export const isClubType = (value: string | undefined): value is ClubType =>
  clubTypes.includes(value as ClubType)
