// The values of admin-members.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** Text search needs this many characters (the trigram index answers from three); an id is matched whole. */
export const MEMBER_SEARCH_MIN = 3
export const STAFF_REASON_MAX = 500
/** The longest dashboard period, in days. */
export const DASHBOARD_MAX_DAYS = 92
/** The largest koin adjustment either way, in hundredths (1,000,000 koins). */
export const KOIN_ADJUSTMENT_MAX = 1_000_000_00

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Whether a search text is a member's id rather than part of an e-mail or name. */
export const isMemberId = (text: string) => uuidPattern.test(text.trim())
