import type { FastifyRequest } from 'fastify'
import { DomainError } from './domain-error'

/** Reads the one image file of a multipart request, refusing other content and anything over `maxBytes`. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE')
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!file) throw new DomainError('IMAGE_INVALID')
  const buffer = await file.toBuffer()
  if (file.file.truncated) throw new DomainError('IMAGE_TOO_LARGE')
  return buffer
}
