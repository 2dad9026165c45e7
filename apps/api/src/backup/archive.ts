import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

// A backup is one gzip-compressed tar file (POSIX ustar), written and read as a stream so that memory stays
// the same whatever the size of the database or the uploads folder. Only what backups need: regular files.

const BLOCK = 512
const MAX_OCTAL_SIZE = 0o77777777777

export type ArchiveEntry = {
  name: string
  size: number
  /** The entry's bytes, read from `path` or yielded by `content`. */
  path?: string
  content?: () => AsyncIterable<Buffer>
}

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArchiveError'
  }
}

function writeString(block: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, 'utf8')
  if (bytes.length > length) throw new ArchiveError(`name too long for the archive: ${value}`)
  bytes.copy(block, offset)
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  block.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii')
}

/** Large sizes use the base-256 form of GNU tar (first byte 0x80), which every common tar reads. */
function writeSize(block: Buffer, value: number) {
  if (value <= MAX_OCTAL_SIZE) return writeOctal(block, 124, 12, value)
  block[124] = 0x80
  let rest = BigInt(value)
  for (let i = 135; i > 124; i -= 1) {
    block[i] = Number(rest & 0xffn)
    rest >>= 8n
  }
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK)
  // ustar keeps up to 100 bytes of name and 155 of prefix, split at a slash.
  let prefix = ''
  let base = name
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155)
    if (cut <= 0) throw new ArchiveError(`name too long for the archive: ${name}`)
    prefix = name.slice(0, cut)
    base = name.slice(cut + 1)
  }
  writeString(block, 0, 100, base)
  writeOctal(block, 100, 8, 0o600)
  writeOctal(block, 108, 8, 0)
  writeOctal(block, 116, 8, 0)
  writeSize(block, size)
  writeOctal(block, 136, 12, Math.floor(mtime / 1000))
  block.fill(0x20, 148, 156) // the checksum counts its own field as spaces
  block.write('0', 156, 1, 'ascii')
  block.write('ustar\0' + '00', 257, 8, 'ascii')
  writeString(block, 345, 155, prefix)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii')
  return block
}

/** An entry as it went into the file. */
export type WrittenEntry = { name: string; size: number; sha256: string }

async function* entryBytes(entry: ArchiveEntry, written: WrittenEntry[]): AsyncIterable<Buffer> {
  const hash = createHash('sha256')
  const source = entry.content
    ? entry.content()
    : entry.size > 0
      ? createReadStream(entry.path!, { start: 0, end: entry.size - 1 })
      : []
  let length = 0
  for await (const chunk of source as AsyncIterable<Buffer>) {
    length += chunk.length
    if (length > entry.size) throw new ArchiveError(`${entry.name} grew while it was being written`)
    hash.update(chunk)
    yield chunk
  }
  if (length !== entry.size) throw new ArchiveError(`${entry.name} changed while it was being written`)
  written.push({ name: entry.name, size: entry.size, sha256: hash.digest('hex') })
}

/**
 * Writes the entries, in order, into a gzip-compressed tar file, adding each to `written` (with its SHA-256)
 * once its last byte is written: a later entry (the manifest) can list those before it.
 */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<ArchiveEntry>,
  written: WrittenEntry[] = [],
): Promise<void> {
  const now = Date.now()
  async function* tar() {
    for await (const entry of entries) {
      yield header(entry.name, entry.size, now)
      yield* entryBytes(entry, written)
      const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK
      if (padding) yield Buffer.alloc(padding)
    }
    yield Buffer.alloc(BLOCK * 2)
  }
  await pipeline(tar, createGzip(), createWriteStream(file, { mode: 0o600 }))
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = []
  private length = 0
  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted) {
      const next = await this.chunks.next()
      if (next.done) return false
      this.buffered.push(next.value)
      this.length += next.value.length
    }
    return true
  }

  async read(size: number): Promise<Buffer | null> {
    if (!(await this.fill(size))) return null
    const first = this.buffered[0]!
    if (first.length >= size) {
      // The common case (a header inside one chunk): no copy.
      this.buffered[0] = first.subarray(size)
      this.length -= size
      return first.subarray(0, size)
    }
    const all = Buffer.concat(this.buffered)
    this.buffered = [all.subarray(size)]
    this.length = all.length - size
    return all.subarray(0, size)
  }

  async *stream(size: number): AsyncIterable<Buffer> {
    let left = size
    while (left > 0) {
      if (this.length === 0 && !(await this.fill(1))) throw new ArchiveError('the file ends too early')
      const chunk = this.buffered.shift()!
      this.length -= chunk.length
      if (chunk.length > left) {
        this.buffered.unshift(chunk.subarray(left))
        this.length += chunk.length - left
        yield chunk.subarray(0, left)
        return
      }
      left -= chunk.length
      if (chunk.length) yield chunk
    }
  }
}

function readOctal(block: Buffer, offset: number, length: number): number {
  if (block[offset]! & 0x80) {
    let value = 0n
    for (let i = offset + 1; i < offset + length; i += 1) value = (value << 8n) | BigInt(block[i]!)
    return Number(value)
  }
  const text = block
    .toString('ascii', offset, offset + length)
    .replace(/\0.*$/s, '')
    .trim()
  if (!/^[0-7]*$/.test(text)) throw new ArchiveError('not a backup file (a damaged header)')
  return text ? Number.parseInt(text, 8) : 0
}

function readName(block: Buffer, offset: number, length: number): string {
  return block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '')
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!
  return sum === readOctal(block, 148, 8)
}

export type ReadEntry = { name: string; size: number; body: AsyncIterable<Buffer> }

/** zlib's own words ("unexpected end of file", "incorrect header check") for a damaged file, said plainly. */
function damaged(error: unknown): unknown {
  if (error instanceof ArchiveError || (error as NodeJS.ErrnoException).code === 'ENOENT') return error
  return new ArchiveError(`the file is damaged or incomplete (${(error as Error).message})`)
}

/** An entry's bytes; whatever its reader leaves unread is skipped before the next entry. */
function entryBody(reader: ByteReader, size: number) {
  let left = size
  const body: AsyncIterable<Buffer> = {
    async *[Symbol.asyncIterator]() {
      try {
        for await (const chunk of reader.stream(left)) {
          left -= chunk.length
          yield chunk
        }
      } catch (error) {
        throw damaged(error)
      }
    },
  }
  const skipRest = async () => {
    for await (const _chunk of body) continue
  }
  return { body, skipRest }
}

/**
 * The entries of a gzip-compressed tar file, in order. Read each entry's body before asking for the next
 * (an unread body is skipped). A damaged or truncated file throws an ArchiveError.
 */
export async function* readArchive(file: string): AsyncGenerator<ReadEntry> {
  const gunzip = createReadStream(file).pipe(createGunzip())
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]())
  try {
    for (;;) {
      const block = await reader.read(BLOCK).catch((error: unknown) => Promise.reject(damaged(error)))
      if (!block) throw new ArchiveError('the file ends too early')
      if (block.every((byte) => byte === 0)) return
      if (!checksumMatches(block)) throw new ArchiveError('not a backup file (a damaged header)')
      const prefix = readName(block, 345, 155)
      const base = readName(block, 0, 100)
      const name = prefix ? `${prefix}/${base}` : base
      const size = readOctal(block, 124, 12)
      const type = String.fromCharCode(block[156]!)
      const { body, skipRest } = entryBody(reader, size)
      if (type === '0' || type === '\0') yield { name, size, body }
      await skipRest()
      const padding = (BLOCK - (size % BLOCK)) % BLOCK
      const ok =
        padding === 0 || (await reader.read(padding).catch((e: unknown) => Promise.reject(damaged(e))))
      if (!ok) throw new ArchiveError('the file ends too early')
    }
  } finally {
    gunzip.destroy()
  }
}
