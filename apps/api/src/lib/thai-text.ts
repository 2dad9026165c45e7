import { containing } from './like-pattern'

/**
 * Thai is written without spaces between words, so search looks for the keyword anywhere inside the text.
 * Both sides are normalised the same way first, so that text typed on different keyboards still matches.
 */
export function normaliseForSearch(text: string): string {
  return (
    text
      .normalize('NFC')
      // Zero-width spaces and joiners: some editors insert them between Thai words.
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      // SARA AM typed as NIKHAHIT + SARA AA looks identical; store one form.
      .replace(/\u0E4D\u0E32/g, '\u0E33')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** A LIKE pattern that finds `keyword` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return containing(normaliseForSearch(keyword))
}

/** A readable URL slug that keeps Thai letters and marks: "ออมเงิน 101!" → "ออมเงิน-101". */
export function slugify(title: string): string {
  const slug = normaliseForSearch(title)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return slug || 'post'
}
