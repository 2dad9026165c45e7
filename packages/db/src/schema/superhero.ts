import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** SPEC 2 /super-hero: the young people Klass features each year. Their talks are posts (type superhero-talk). */
export const superheroes = pgTable(
  'superheroes',
  {
    id: serial('id').primaryKey(),
    /** Gregorian year they were chosen. */
    year: integer('year').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    age: integer('age').notNull(),
    affiliation: text('affiliation').notNull(),
    title: text('title').notNull(),
    quote: text('quote').notNull(),
    /** Storage key of the portrait illustration. */
    avatar: text('avatar').notNull(),
    story: text('story')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    achievements: text('achievements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('superheroes_year_idx').on(t.year, t.position),
    check('superheroes_year_sane', sql`${t.year} between 2000 and 2100`),
  ],
)
