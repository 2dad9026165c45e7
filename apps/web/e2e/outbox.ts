import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import pg from 'pg'
import { e2eDataDir } from './server-data'

/**
 * The server keeps e-mail in its outbox when no SMTP server is configured, as on the journeys' own server.
 * The journeys read it from that server's embedded PostgreSQL: its password and port are in the data folder
 * (a server at E2E_BASE_URL has no folder here, and no mail to read).
 */
async function outboxDatabase(): Promise<pg.Client> {
  const password = (await readFile(path.join(e2eDataDir, 'pg-password'), 'utf8')).trim()
  // postmaster.pid: pid, data folder, start time, port, …
  const port = (await readFile(path.join(e2eDataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]!.trim()
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/klass`,
  })
  await client.connect()
  return client
}

/** What the subject of the mail that confirms a new member's address says. */
export const CONFIRMATION_MAIL = 'ยืนยันอีเมล'

/** The first link of the newest mail to `to` whose subject says `about`, waited for. */
export async function linkInMail(to: string, about: string): Promise<URL> {
  const client = await outboxDatabase()
  try {
    const newest = async () => {
      const { rows } = await client.query<{ text: string }>(
        'select text from outbox_emails where "to" = $1 and subject like $2 order by id desc limit 1',
        [to, `%${about}%`],
      )
      return rows[0]?.text ?? null
    }
    await expect.poll(newest, { message: `a mail to ${to} about ${about}` }).not.toBeNull()
    return new URL(/https?:\/\/\S+/.exec((await newest())!)![0])
  } finally {
    await client.end()
  }
}
