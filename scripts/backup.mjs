// `npm run backup [FOLDER]`: one dated file holding the embedded database, the uploads folder and the kept
// secrets of DATA_DIR, written while the server runs (decision 028). FOLDER defaults to DATA_DIR/backups.
import { tsImport } from 'tsx/esm/api'

const { runBackupCommand } = await tsImport('../apps/api/src/backup/cli.ts', import.meta.url)
process.exitCode = await runBackupCommand(process.argv.slice(2))
