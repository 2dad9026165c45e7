import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. Keys under `public/` are served at /uploads/…; keys under `private/`
 * (identity-card images) are only ever read by code that checked the owner.
 */
export type FileStorage = {
  put: (key: string, content: Buffer) => Promise<void>
  get: (key: string) => Promise<Buffer | null>
  remove: (key: string) => Promise<void>
  publicUrl: (key: string) => string
  /** The folder served at /uploads, for the local implementation. */
  publicRoot?: string
}

function assertSafeKey(key: string) {
  if (!/^(public|private)\/[a-z0-9/_-]+\.[a-z0-9]+$/.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`)
  }
}

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  return {
    put: async (key, content) => {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content)
    },
    get: async (key) => readFile(resolve(key)).catch(() => null),
    remove: async (key) => rm(resolve(key), { force: true }),
    publicUrl: (key) => `/uploads/${key.replace(/^public\//, '')}`,
    publicRoot: path.join(root, 'public'),
  }
}
