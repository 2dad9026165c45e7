import { errorCatalogue } from '@klass/contract/errors'
import { describe, expect, it } from 'vitest'
import { displayNameProblem } from './validation'

describe('display name check before a form is sent', () => {
  it('refuses a name that poses as the staff with the message the server would answer', () => {
    expect(displayNameProblem('ทีมงาน K1ass')).toBe(errorCatalogue.DISPLAY_NAME_RESERVED.message)
    expect(displayNameProblem('แอด มิน')).toBe(errorCatalogue.DISPLAY_NAME_RESERVED.message)
  })

  it('keeps an everyday name, and still counts its length first', () => {
    expect(displayNameProblem('น้องออมเงิน')).toBeNull()
    expect(displayNameProblem('x')).toBe('ชื่อที่แสดงต้องมีอย่างน้อย 2 ตัวอักษร')
  })
})
