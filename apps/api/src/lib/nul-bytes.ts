import type { FastifySchemaCompiler } from 'fastify'
import { DomainError } from './domain-error'

/**
 * PostgreSQL text cannot hold the NUL character and nobody types one, so input that carries one is refused as
 * bad input, naming the field, before it reaches a query that would fail with a 500 (issue 19).
 */
const NUL_MESSAGE = 'ข้อความมีอักขระที่ใช้ไม่ได้ (NUL) กรุณาลบออกแล้วลองใหม่'

/** Where the first key or text holding a NUL is (`['school']`), or null; walks without recursion. */
export function pathOfNul(value: unknown): string[] | null {
  type Step = { value: unknown; key: string | null; parent: Step | null }
  const pathTo = (step: Step) => {
    const path: string[] = []
    for (let at: Step | null = step; at?.key != null; at = at.parent) path.unshift(at.key)
    return path
  }
  const pending: Step[] = [{ value, key: null, parent: null }]
  for (let step = pending.pop(); step; step = pending.pop()) {
    if (typeof step.value === 'string') {
      if (step.value.includes('\u0000')) return pathTo(step)
    } else if (typeof step.value === 'object' && step.value !== null) {
      for (const [key, inner] of Object.entries(step.value)) {
        const next = { value: inner, key, parent: step }
        if (key.includes('\u0000')) return pathTo(next)
        pending.push(next)
      }
    }
  }
  return null
}

/** VALIDATION_FAILED naming the field whose text holds a NUL, as a schema's refusal is answered. */
export function nulRefusal(value: unknown, part?: string): DomainError | null {
  const path = pathOfNul(value)
  if (!path) return null
  return new DomainError('VALIDATION_FAILED', {
    fields: [{ field: [part, ...path].filter(Boolean).join('.'), message: NUL_MESSAGE }],
  })
}

/** A validator compiler that refuses a NUL anywhere in the part it checks before the schema reads it. */
export function refusingNul<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route)
    return (data: unknown) => {
      const error = nulRefusal(data, route.httpPart)
      return error ? { error } : validate(data)
    }
  }
}
