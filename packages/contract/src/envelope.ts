import { z } from 'zod'

/** ARCHITECTURE: a single resource answers { data }. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema })
}

/** ARCHITECTURE: a page answers { items, total, page, pages }; page counts from 1. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pages: z.number().int().nonnegative(),
  })
}

export type Page<T> = { items: T[]; total: number; page: number; pages: number }

/** How many rows come before page `page` (pages count from 1). */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit
}

/** One page of `limit` items out of `total`. */
export function pageFrom<T>(items: T[], total: number, page: number, limit: number): Page<T> {
  return { items, total, page, pages: Math.ceil(total / limit) }
}

export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelope>

export const MAX_PAGE_LIMIT = 100

/** ?page: pages count from 1. */
export const pageParam = z.coerce.number().int().min(1).default(1)

/** ?limit: `fallback` when absent, clamped to MAX_PAGE_LIMIT. */
export function limitParam(fallback: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, MAX_PAGE_LIMIT))
}

/** Query text reaches PostgreSQL, which cannot hold a NUL character: refused as bad input, not a 500. */
export const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !text.includes('\0'), { error: 'มีอักขระที่ใช้ไม่ได้' })

/** Query ?page&limit: page from 1, limit clamped to MAX_PAGE_LIMIT. */
export const pageQuery = z.object({ page: pageParam, limit: limitParam(10) })
export type PageQuery = z.infer<typeof pageQuery>

export const okResult = z.object({ data: z.object({ ok: z.literal(true) }) })
