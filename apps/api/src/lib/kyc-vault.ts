import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * Identity data kept for practice fund accounts (national ID, ID card photos), encrypted at rest with
 * AES-256-GCM under the key from configuration (KYC_ENCRYPTION_KEY, or one generated once in DATA_DIR). A
 * keyed hash finds a national ID again without decrypting every row.
 */
export type KycVault = {
  seal: (plain: Buffer) => Buffer
  open: (sealed: Buffer) => Buffer
  sealText: (text: string) => string
  openText: (sealed: string) => string
  /** HMAC-SHA256 of `text`, hex: equal inputs give equal hashes, nothing else can be read from it. */
  fingerprint: (text: string) => string
}

const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16

export function createKycVault(key: Uint8Array): KycVault {
  if (key.length !== 32) throw new Error('the KYC key must be 32 bytes')
  const encryptionKey = createHmac('sha256', key).update('klass kyc encryption').digest()
  const hashKey = createHmac('sha256', key).update('klass kyc fingerprint').digest()

  function seal(plain: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv)
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body])
  }

  function open(sealed: Buffer): Buffer {
    if (sealed[0] !== VERSION) throw new Error('unknown sealed format')
    const iv = sealed.subarray(1, 1 + IV_BYTES)
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES)
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()])
  }

  return {
    seal,
    open,
    sealText: (text) => seal(Buffer.from(text, 'utf8')).toString('base64'),
    openText: (sealed) => open(Buffer.from(sealed, 'base64')).toString('utf8'),
    fingerprint: (text) => createHmac('sha256', hashKey).update(text).digest('hex'),
  }
}
