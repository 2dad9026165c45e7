// The values of admin-content.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.
import { clubTypes } from './clubs'

/** The kinds of Klass article: the clubs' and the usage guide (super heroes' talks belong to a hero). */
export const articleTypes = [...clubTypes, 'guide'] as const
export type ArticleType = (typeof articleTypes)[number]

/** The statuses an article of the Klass team can have: written, public, or taken off the public lists. */
export const articleStatuses = ['draft', 'published', 'hidden'] as const
export type ArticleStatus = (typeof articleStatuses)[number]
export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: 'ฉบับร่าง',
  published: 'เผยแพร่แล้ว',
  hidden: 'ถอนการเผยแพร่',
}
