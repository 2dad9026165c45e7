import { isReservedDisplayName, RESERVED_DISPLAY_NAME_MESSAGE } from '@klass/contract/display-name'

/** Checks the app makes before sending a form; the server checks everything again and its answer wins. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function emailProblem(value: string): string | null {
  if (!value.trim()) return 'กรุณากรอกอีเมล'
  if (!EMAIL_PATTERN.test(value.trim())) return 'อีเมลไม่ถูกต้อง'
  return null
}

/** The contract's PASSWORD_MIN / PASSWORD_MAX. */
export function newPasswordProblem(value: string, min = 8, max = 128): string | null {
  if (!value) return 'กรุณาตั้งรหัสผ่าน'
  if (value.length < min) return `รหัสผ่านต้องมีอย่างน้อย ${min} ตัวอักษร`
  if (value.length > max) return `รหัสผ่านยาวได้ไม่เกิน ${max} ตัวอักษร`
  return null
}

export function displayNameProblem(value: string): string | null {
  const length = Array.from(value.trim()).length
  if (length < 2) return 'ชื่อที่แสดงต้องมีอย่างน้อย 2 ตัวอักษร'
  if (length > 40) return 'ชื่อที่แสดงยาวได้ไม่เกิน 40 ตัวอักษร'
  if (isReservedDisplayName(value)) return RESERVED_DISPLAY_NAME_MESSAGE
  return null
}

/** Keeps only the problems that exist. */
export function problems(entries: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== null),
  )
}
