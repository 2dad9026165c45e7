import { tmpdir } from 'node:os'
import path from 'node:path'

/** The port the journeys' own server listens on. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100)

/** The data folder of the journeys' own server: its embedded PostgreSQL lives in `pg` inside it. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `klass-e2e-${e2ePort}`)
