import { describe, expect, it } from 'vitest'
import { registerFacebookFields, registerFields, registerLineFields, socialRegisterFields } from './auth'
import { isReservedDisplayName } from './display-name'
import { refusalCodeOf } from './errors'
import { updateUserBody } from './user'

describe('display names reserved for the staff', () => {
  it.each([
    ['the team as posts are signed', 'ทีมงาน Klass'],
    ['the brand in capitals', 'KLASS'],
    ['a digit for a letter', 'K1ass'],
    ['symbols for letters', '@dm!n'],
    ['full-width letters', 'Ｋｌａｓｓ'],
    ['mathematical bold letters', '𝐊𝐥𝐚𝐬𝐬'],
    ['small capitals', 'ᴀᴅᴍɪɴ'],
    ['a Cyrillic К and а', 'Кlаss'],
    ['spaces and dots between letters', 'K. l a s s'],
    ['zero-width spaces and joiners', 'Ad\u200Bmi\u200Dn'],
    ['a soft hyphen and a Hangul filler', 'Kla\u00ADss\u3164'],
    ['a letter doubled', 'Kllaass'],
    ['rn for m', 'Adrnin'],
    ['the brand in Thai', 'คลาส'],
    ['a Thai letter with a tail for its twin', 'ศลาส'],
    ['Thai with a space inside', 'แอด มิน'],
    ['Thai with an extra tone mark', 'ทีมงา่น'],
    ['the moderators in Thai', 'ผู้ดูแลระบบ'],
    ['the bank', 'ธนาคารของคุณ'],
    ['staff', 'Klass Staff'],
    ['moderator', 'MODERATOR'],
    ['an officer', 'เจ้าหน้าที่'],
    ['a harmless word beside a reserved one', 'Badminton Admin'],
  ])('refuses %s (%j)', (_why, name) => {
    expect(isReservedDisplayName(name)).toBe(true)
  })

  it.each([
    'น้องออมเงิน',
    'มะลิ ไลน์',
    'ฟ้าใส เฟซบุ๊ก',
    'นักลงทุนทางการเงิน',
    'แบงค์',
    'Bank',
    'Badminton boy',
    'คลาสสิก',
    'Class of 2026',
    'Mint',
    'Madison',
    'ทำงานเก็บเงิน',
  ])('keeps the everyday name %j', (name) => {
    expect(isReservedDisplayName(name)).toBe(false)
  })

  it.each([
    ['registration', registerFields],
    ['registration with a provider', socialRegisterFields],
    ['registration with LINE', registerLineFields],
    ['registration with Facebook', registerFacebookFields],
    ['the profile', updateUserBody],
  ])('is the rule of %s, answering DISPLAY_NAME_RESERVED for the field', (_form, schema) => {
    const parsed = schema.safeParse({ display_name: 'ทีมงาน Klass' })
    expect(parsed.success).toBe(false)
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'display_name')
    expect(refusalCodeOf(issue)).toBe('DISPLAY_NAME_RESERVED')
    expect(issue?.message).toMatch(/[\u0E00-\u0E7F]/)
  })
})
