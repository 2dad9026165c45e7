import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The clubs of SPEC 2 (/club/{type}) as editors write them: the five types are fixed (decision 045), their
 * texts, order, colour and whether members may start new posts there are the editors'.
 */
export const clubs = pgTable(
  'clubs',
  {
    /** The address of the club, /club/{type}. */
    type: text('type').primaryKey(),
    name: text('name').notNull(),
    /** The line above the club's name on its page. */
    tagline: text('tagline').notNull(),
    /** The paragraph that tells what the club is about, on its page. */
    story: text('story').notNull(),
    /** The short line of the club's card on the home page and the list of clubs. */
    summary: text('summary').notNull(),
    /** The card's colour, one of the design's palettes. */
    colour: text('colour').notNull(),
    /** Order in lists of clubs: smaller first. */
    position: integer('position').notNull(),
    /** Whether members may start new posts in the club (existing posts stay either way). */
    openForPosts: boolean('open_for_posts').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'clubs_type_known',
      sql`${t.type} in ('hit', 'biz-master', 'smart-society', 'play-yard', 'greenery')`,
    ),
    check('clubs_colour_known', sql`${t.colour} in ('coral', 'sun', 'brand', 'mint')`),
  ],
)
