import { createDbClient } from '@klass/db/client'
import { EmbeddedPostgresError } from '@klass/db/embedded'
import { BackupError } from '../backup/manifest'
import { hasDatabase, openDataFolderDatabase } from '../backup/data-folder'
import { ConfigError, loadConfig } from '../config'
import { createKycVault } from '../lib/kyc-vault'
import { loadKycKey } from '../lib/secrets'
import { createAdmin } from './create-admin'

// `npm run admin -- create EMAIL` (scripts/admin.mjs): the first admin of a deployment, or a new
// authenticator app for an admin who lost theirs. Answers the exit code.

const say = (line: string) => process.stdout.write(`${line}\n`)

export async function runAdminCommand(args: string[]): Promise<number> {
  const [command, email, ...rest] = args
  if (command !== 'create' || !email || rest.length > 0) {
    console.error('Usage: npm run admin -- create EMAIL')
    return 2
  }
  try {
    const config = loadConfig(process.env)
    let url = config.databaseUrl
    let close = async () => {}
    if (!url) {
      if (!hasDatabase(config.dataDir)) {
        console.error(`There is no database in ${config.dataDir}: start Klass once with \`npm start\` first.`)
        return 1
      }
      const database = await openDataFolderDatabase(config.dataDir, { startIfStopped: true })
      url = database.url
      close = database.close
    }
    const client = createDbClient(url, { max: 1, onError: () => {} })
    try {
      const vault = createKycVault(await loadKycKey(config.kycKey, config.dataDir))
      const admin = await createAdmin(client.db, vault, {
        email,
        publicUrl: config.publicUrl,
        now: new Date(),
      })
      say(
        admin.created
          ? `created the account ${email} with the admin role (its e-mail counts as confirmed).`
          : `${email} is an admin now (the member's other roles are kept).`,
      )
      if (admin.passwordLink)
        say(
          `Set its password within 30 minutes, once, at:\n  ${admin.passwordLink}\n(later: "ลืมรหัสผ่าน" on the login page)`,
        )
      say(`Authenticator app secret (any earlier one no longer works):\n  ${admin.secret}`)
      say(`or open this address on the phone, or make it a QR code:\n  ${admin.address}`)
      say('Nothing was written to the audit log: no staff member made this change.')
      return 0
    } finally {
      await client.close().catch(() => {})
      await close()
    }
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof BackupError ||
      error instanceof EmbeddedPostgresError
    )
      console.error(error.message)
    else console.error(error instanceof Error ? error.message : error)
    return 1
  }
}
