// `npm run restore FILE [--force]`: brings a stopped server's DATA_DIR back from a backup file; refuses to
// replace a database that holds members unless --force (decision 028).
import { tsImport } from 'tsx/esm/api'

const { runRestoreCommand } = await tsImport('../apps/api/src/backup/cli.ts', import.meta.url)
process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env)
