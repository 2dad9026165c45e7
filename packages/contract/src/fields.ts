import { z } from 'zod'

/**
 * A text a staff form requires: trimmed, at least one character, at most `max`, each refusal in Thai naming
 * the field (`label`). NUL characters are refused for every call before any schema runs (nul-bytes.ts).
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(max, { error: `${label}ยาวได้ไม่เกิน ${max} ตัวอักษร` })
