import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A secret of `bytes` random bytes generated once and kept (hex) in DATA_DIR/`name`, so it survives restarts. */
async function keptSecret(dataDir: string, name: string, bytes: number): Promise<Uint8Array> {
  const file = path.join(dataDir, name)
  const existing = await readFile(file, 'utf8').catch(() => null)
  if (existing && existing.trim().length >= bytes * 2)
    return Buffer.from(existing.trim().slice(0, bytes * 2), 'hex')
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(bytes)
  await writeFile(file, secret.toString('hex') + '\n', { mode: 0o600 })
  return secret
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so tokens survive restarts. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  return keptSecret(dataDir, 'jwt-secret', 48)
}

/**
 * KYC_ENCRYPTION_KEY (64 hex digits) when set; otherwise a key generated once and kept in DATA_DIR. Losing it
 * loses the identity data it sealed: back it up with the database.
 */
export async function loadKycKey(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return Buffer.from(configured, 'hex')
  return keptSecret(dataDir, 'kyc-key', 32)
}
