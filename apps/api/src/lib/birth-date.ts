import { MINIMUM_AGE_YEARS } from '@klass/contract/auth'
import { DomainError } from './domain-error'

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/**
 * A member's birth date is not in the future and makes them at least MINIMUM_AGE_YEARS old on `today` (a
 * Bangkok day): one rule for joining and for editing the profile, so the profile cannot undo what joining
 * checked (issue 19).
 */
export function assertMemberBirthDate(birthDate: string, today: string): void {
  if (birthDate > today) {
    throw new DomainError('VALIDATION_FAILED', {
      fields: [{ field: 'birth_date', message: 'วันเกิดต้องไม่อยู่ในอนาคต' }],
    })
  }
  if (ageOn(birthDate, today) < MINIMUM_AGE_YEARS) throw new DomainError('TOO_YOUNG')
}
