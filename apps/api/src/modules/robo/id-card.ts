import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { KycVault } from '../../lib/kyc-vault'
import type { FileStorage } from '../../lib/storage'

/** The copy shown back to the owner on the dashboard: small enough to travel inside the account's detail. */
const THUMB_SIDE = 480

/**
 * Stores an identity card photo (already checked and re-encoded) and a small copy, both sealed with the KYC
 * key, under private storage: never served from a public path.
 */
export async function storeIdCard(
  storage: FileStorage,
  vault: KycVault,
  photo: Buffer,
): Promise<{ imageKey: string; thumbKey: string }> {
  const thumb = await sharp(photo)
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer()
  const name = randomBytes(12).toString('hex')
  const imageKey = `private/id-cards/${name}.bin`
  const thumbKey = `private/id-cards/${name}-small.bin`
  await storage.put(imageKey, vault.seal(photo))
  await storage.put(thumbKey, vault.seal(thumb))
  return { imageKey, thumbKey }
}

/** The sealed small copy, opened, as a data URL for its owner. */
export function idCardDataUrl(vault: KycVault, sealed: Buffer): string {
  return `data:image/webp;base64,${vault.open(sealed).toString('base64')}`
}
