import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { AVATAR_MAX_BYTES } from '@klass/contract/user'
import { DomainError } from './domain-error'
import type { FileStorage } from './storage'

/** Recognises JPEG, PNG and WebP by their first bytes, never by the name or the declared type. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp'
  return null
}

/**
 * Checks an uploaded image and re-encodes it as WebP no larger than `maxSide` on either side. Re-encoding
 * drops metadata (EXIF location, camera) and anything hidden after the image data.
 */
export async function normaliseImage(bytes: Buffer, maxSide: number): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) throw new DomainError('IMAGE_TOO_LARGE')
  if (!sniffImageType(bytes)) throw new DomainError('IMAGE_INVALID')
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new DomainError('IMAGE_INVALID')
  }
}

const AVATAR_SIDE = 512
/** Editor images: wide enough for a post column on a large screen. */
const POST_IMAGE_SIDE = 1600
const STORE_IMAGE_SIDE = 1200

/** Checks, re-encodes and stores an image under public/<folder>; answers the storage key and its size. */
async function storeImage(
  storage: FileStorage,
  folder: string,
  owner: string,
  upload: Buffer,
  maxSide: number,
) {
  const image = await normaliseImage(upload, maxSide)
  const key = `public/${folder}/${owner}-${randomBytes(5).toString('hex')}.webp`
  await storage.put(key, image)
  const { width = 0, height = 0 } = await sharp(image).metadata()
  return { key, width, height }
}

/** Checks, re-encodes and stores a member's avatar; answers the storage key. */
export async function storeAvatar(storage: FileStorage, userId: string, upload: Buffer): Promise<string> {
  return (await storeImage(storage, 'avatars', userId, upload, AVATAR_SIDE)).key
}

/** An image for a post, under the same rules as avatars (SPEC 7 richText/uploadImage). */
export function storePostImage(storage: FileStorage, userId: string, upload: Buffer) {
  return storeImage(storage, 'posts', userId, upload, POST_IMAGE_SIDE)
}

/** A store item's picture (issue 21: the back office), as large as the store's detail page shows it. */
export async function storeStoreItemImage(
  storage: FileStorage,
  itemId: string,
  upload: Buffer,
): Promise<string> {
  return (await storeImage(storage, 'store', itemId, upload, STORE_IMAGE_SIDE)).key
}
