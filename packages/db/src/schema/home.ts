import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** The banners at the top of the home page, in order. */
export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  /** Storage key of the banner illustration. */
  image: text('image').notNull(),
  /** A path inside the web app. */
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
})
