import type { z } from 'zod'

/** The content type Fastify gives a JSON answer it serialises itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

type Parts = { before: string; after: string }

/**
 * Issue 18: the accounts answer is about 10 kB, and the same from one read to the next but for its `asOf`.
 * Encoding it through the call's reply schema and writing the JSON took a seventh of the server's time on the
 * call, so each view worked out is written once, exactly as the route's serialiser writes it (the schema's
 * encode, then `JSON.stringify`), and each read puts its own `asOf` in. The text lives as long as the view it was written
 * from. Answers null for a view the schema refuses: the caller then answers the object, and the route's
 * serialiser reports the fault as it does for any call.
 */
export function createAnswerText(reply: z.ZodType) {
  const written = new WeakMap<object, Parts | null>()
  return (view: { readonly asOf: string }, asOf: string): string | null => {
    let parts = written.get(view)
    if (parts === undefined) {
      parts = write(reply, view)
      written.set(view, parts)
    }
    return parts && parts.before + JSON.stringify(asOf) + parts.after
  }
}

function write(reply: z.ZodType, view: { readonly asOf: string }): Parts | null {
  const encoded = reply.safeEncode({ data: view })
  if (!encoded.success) return null
  const text = JSON.stringify(encoded.data)
  // A quote inside a string is escaped, so `"asOf":` unescaped is a key; the answer has one such key.
  const key = '"asOf":'
  const start = text.indexOf(key) + key.length
  const value = JSON.stringify(view.asOf)
  if (start < key.length || text.indexOf(key, start) !== -1 || !text.startsWith(value, start)) return null
  return { before: text.slice(0, start), after: text.slice(start + value.length) }
}
