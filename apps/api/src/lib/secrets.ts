import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so tokens survive restarts. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.join(dataDir, 'jwt-secret')
  const existing = await readFile(file, 'utf8').catch(() => null)
  if (existing && existing.trim().length >= 64) return Buffer.from(existing.trim(), 'hex')
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(48)
  await writeFile(file, secret.toString('hex') + '\n', { mode: 0o600 })
  return secret
}
