import { Readable } from 'node:stream'
import { and, asc, eq, getTableColumns, getTableName, gt, type Column, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '@klass/db/client'
import * as bank from '@klass/db/schema/bank'
import * as core from '@klass/db/schema/core'
import * as events from '@klass/db/schema/events'
import * as games from '@klass/db/schema/games'
import * as identities from '@klass/db/schema/identities'
import * as learning from '@klass/db/schema/learning'
import * as messaging from '@klass/db/schema/messaging'
import * as postsSchema from '@klass/db/schema/posts'
import * as quiz from '@klass/db/schema/quiz'
import * as robo from '@klass/db/schema/robo'
import * as store from '@klass/db/schema/store'
import * as superquest from '@klass/db/schema/superquest'
import * as video from '@klass/db/schema/video'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { postImageKeys } from '../../lib/post-content'

/**
 * Issue 19 (decision 031): "download my data" — everything the product holds about a member, in one JSON file
 * written as it is read: the profile, then each kind of data a page at a time, so a member with a long
 * history never sits in memory whole. Every table with a `user_id` is in it unless named below; secrets never
 * are (password hash, token hashes, the sealed national ID and identity-card photos).
 */
const PAGE_ROWS = 500
export const EXPORTS_PER_HOUR = { max: 5, windowSeconds: 60 * 60 }

/** Tables with a user_id left out, and why. */
const leftOut: Record<string, string> = {
  // Token hashes and one-time verifiers: nothing a person can read, and a working link must not sit in a file.
  password_resets: 'secret',
  sign_in_flows: 'secret',
  // Written out first, as the profile.
  users: 'profile',
}

/** Columns never written, by table. */
const omittedColumns: Record<string, readonly string[]> = {
  users: ['passwordHash'],
  email_links: ['tokenHash'],
  // The national ID stays sealed (its last four digits are shown); the card photos are sealed files.
  robo_accounts: ['nationalIdCipher', 'nationalIdHash', 'imageKey', 'thumbKey'],
  // What a game issued may hold the answers of a game still being played.
  game_sessions: ['issued'],
}

type MemberTable = { name: string; table: PgTable; owner: Column; id: Column | null }

const schemaModules = [
  core,
  identities,
  postsSchema,
  learning,
  video,
  quiz,
  games,
  events,
  store,
  superquest,
  bank,
  robo,
  messaging,
]

/** Every table of the schema that has a user_id column, in the order of the modules above. */
function memberTables(): MemberTable[] {
  const found: MemberTable[] = []
  for (const module of schemaModules) {
    for (const value of Object.values(module)) {
      if (!isTable(value)) continue
      const name = getTableName(value)
      const columns = getTableColumns(value) as Record<string, Column>
      const owner = columns.userId
      if (!owner || leftOut[name]) continue
      found.push({ name, table: value, owner, id: columns.id ?? null })
    }
  }
  return found
}

function isTable(value: unknown): value is PgTable {
  try {
    return typeof value === 'object' && value !== null && typeof getTableName(value as PgTable) === 'string'
  } catch {
    return false
  }
}

function withoutColumns(row: Record<string, unknown>, omit: readonly string[] = []) {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) if (!omit.includes(key)) kept[key] = value
  return kept
}

/** The rows of one table that are the member's, a page at a time (by id where there is one). */
async function* rowsOf(db: Executor, source: MemberTable, userId: string) {
  let after: unknown = null
  let offset = 0
  for (;;) {
    const mine: SQL = eq(source.owner, userId)
    const query = db
      .select()
      .from(source.table)
      .where(source.id && after !== null ? and(mine, gt(source.id, after)) : mine)
      .limit(PAGE_ROWS)
    const page = (source.id ? await query.orderBy(asc(source.id)) : await query.offset(offset)) as Record<
      string,
      unknown
    >[]
    for (const row of page) yield row
    if (page.length < PAGE_ROWS) return
    if (source.id) after = page[page.length - 1]!.id
    else offset += page.length
  }
}

/** An uploaded image as the file carries it: its key, type and bytes (base64). */
async function embedded(ctx: AppContext, key: string) {
  const bytes = await ctx.storage.get(key).catch(() => null)
  return { key, content_type: 'image/webp', base64: bytes ? bytes.toString('base64') : null }
}

async function* memberData(ctx: AppContext, userId: string, now: Date): AsyncGenerator<string> {
  const { db } = ctx
  const [member] = await db.select().from(core.users).where(eq(core.users.id, userId))
  if (!member) throw new DomainError('UNAUTHENTICATED')
  const head = { format: 'klass-member-data', version: 1, exported_at: now.toISOString(), member_id: userId }
  yield JSON.stringify(head).slice(0, -1)
  yield `,"profile":${JSON.stringify({
    ...withoutColumns(member, omittedColumns.users),
    avatar: member.displayImage ? await embedded(ctx, member.displayImage) : null,
  })}`
  yield `,"consents":${JSON.stringify({
    terms: { version: member.termsVersion, accepted_at: member.termsAcceptedAt },
    privacy: { version: member.privacyVersion, accepted_at: member.termsAcceptedAt },
    marketing: { consent: member.marketingConsent, changed_at: member.marketingConsentAt },
    guardian: { email: member.guardianEmail, confirmed_at: member.guardianConfirmedAt },
  })}`

  // The posts the member wrote, each with its cover and the images in its text.
  yield ',"posts_written":['
  const written: MemberTable = {
    name: 'posts',
    table: postsSchema.posts,
    owner: postsSchema.posts.authorId,
    id: postsSchema.posts.id,
  }
  let first = true
  for await (const post of rowsOf(db, written, userId)) {
    const keys = postImageKeys({
      coverImage: (post.coverImage as string | null) ?? null,
      content: String(post.content),
    })
    const images = []
    for (const key of keys) images.push(await embedded(ctx, key))
    const { searchText: _search, ...shown } = post
    yield `${first ? '' : ','}${JSON.stringify({ ...shown, images })}`
    first = false
  }
  yield ']'

  for (const source of memberTables()) {
    yield `,${JSON.stringify(source.name)}:[`
    let firstRow = true
    for await (const row of rowsOf(db, source, userId)) {
      yield `${firstRow ? '' : ','}${JSON.stringify(withoutColumns(row, omittedColumns[source.name]))}`
      firstRow = false
    }
    yield ']'
  }
  yield '}'
}

/** The file's name: klass-data-YYYY-MM-DD.json, the Bangkok day it was made. */
export function exportFileName(bangkokDay: string): string {
  return `klass-data-${bangkokDay}.json`
}

/** The member's data as a stream of JSON text, after the rate limit (5 an hour). */
export async function exportMemberData(ctx: AppContext, userId: string): Promise<Readable> {
  await ctx.rateLimiter.hit(`member-export:${userId}`, EXPORTS_PER_HOUR)
  return Readable.from(memberData(ctx, userId, ctx.clock.now()), { objectMode: false })
}
