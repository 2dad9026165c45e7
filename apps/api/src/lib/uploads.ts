import { refusalCodeOf } from '@klass/contract/errors'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { DomainError } from './domain-error'
import { nulRefusal } from './nul-bytes'

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

/**
 * Reads a multipart form: its text fields, and the one file named `fileField` (at most `maxBytes`; other
 * files are skipped). A JSON body is read as the fields, with no file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
): Promise<{ fields: Record<string, unknown>; file: Buffer | null }> {
  const fields: Record<string, unknown> = {}
  let file: Buffer | null = null
  if (request.isMultipart()) {
    await readingMultipart(async () => {
      for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 30 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== fileField) {
            part.file.resume()
            continue
          }
          const buffer = await part.toBuffer()
          if (part.file.truncated) throw new DomainError('IMAGE_TOO_LARGE')
          if (buffer.length > 0) file = buffer
        } else {
          fields[part.fieldname] = part.value
        }
      }
    })
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body)
  }
  return { fields, file }
}

/**
 * Reads `fields` with `schema`, refusing bad input with VALIDATION_FAILED naming each field (or with the
 * code a field's check carries, such as DISPLAY_NAME_RESERVED), and text holding a NUL before the schema.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const nul = nulRefusal(fields)
  if (nul) throw nul
  const parsed = schema.safeParse(fields)
  if (!parsed.success) {
    const { issues } = parsed.error
    throw new DomainError(issues.map(refusalCodeOf).find(Boolean) ?? 'VALIDATION_FAILED', {
      fields: issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    })
  }
  return parsed.data
}
