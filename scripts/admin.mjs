// `npm run admin -- create EMAIL`: makes the member an admin (creating the account, with a one-time
// set-password link, when there is none) and prints a fresh authenticator app secret (decision 038). It finds
// the database as `npm start` does: DATABASE_URL, or the embedded one in DATA_DIR.
import { tsImport } from 'tsx/esm/api'

const { runAdminCommand } = await tsImport('../apps/api/src/admin/cli.ts', import.meta.url)
process.exitCode = await runAdminCommand(process.argv.slice(2))
