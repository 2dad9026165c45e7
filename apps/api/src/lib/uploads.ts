import type { FastifyRequest } from 'fastify'
import { DomainError } from './domain-error'

/**
 * Runs the reading of a multipart body, answering a body the parser cannot read (no boundary, cut short)
 * with 400 instead of 500. The parser's own limit errors carry their 4xx status and pass through.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof DomainError || (error as { statusCode?: unknown }).statusCode !== undefined)
      throw error
    throw new DomainError('BAD_REQUEST')
  }
}

/** Reads the one image file of a multipart request, refusing other content and anything over `maxBytes`. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE')
  return readingMultipart(async () => {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
    if (!file) throw new DomainError('IMAGE_INVALID')
    const buffer = await file.toBuffer()
    if (file.file.truncated) throw new DomainError('IMAGE_TOO_LARGE')
    return buffer
  })
}
