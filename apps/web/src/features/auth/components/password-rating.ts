import { PASSWORD_RATED_LENGTH } from '@klass/contract/auth-constants'
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

/**
 * The strength meter's rating (issue 19), loaded only by the forms that show the meter: zxcvbn and its
 * dictionaries are large. The server refuses with the same library, dictionaries and options
 * (apps/api/src/modules/auth/password-score.ts), so what the meter shows is what the server decides.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: PASSWORD_RATED_LENGTH })

// zxcvbn answers its feedback as keys; people read these short Thai hints (never its English).
const warnings: Record<keyof TranslationKeys['warnings'], string> = {
  straightRow: 'แป้นที่เรียงกันเป็นแถวบนคีย์บอร์ดเดาได้ง่าย',
  keyPattern: 'รูปแบบการกดแป้นสั้น ๆ เดาได้ง่าย',
  simpleRepeat: 'ตัวอักษรซ้ำ ๆ อย่าง “aaa” เดาได้ง่าย',
  extendedRepeat: 'ชุดตัวอักษรที่ซ้ำกันอย่าง “abcabc” เดาได้ง่าย',
  sequences: 'ลำดับอย่าง “abc” หรือ “1234” เดาได้ง่าย',
  recentYears: 'ปี ค.ศ. ช่วงหลัง ๆ เดาได้ง่าย',
  dates: 'วันที่เดาได้ง่าย',
  topTen: 'รหัสผ่านนี้มีคนใช้มากที่สุดในโลก',
  topHundred: 'รหัสผ่านนี้มีคนใช้บ่อยมาก',
  common: 'รหัสผ่านนี้มีคนใช้กันมาก',
  similarToCommon: 'รหัสผ่านนี้คล้ายกับรหัสผ่านที่มีคนใช้กันมาก',
  wordByItself: 'คำเดียวโดด ๆ เดาได้ง่าย',
  namesByThemselves: 'ชื่อหรือนามสกุลอย่างเดียวเดาได้ง่าย',
  commonNames: 'ชื่อและนามสกุลที่พบบ่อยเดาได้ง่าย',
  userInputs: 'อย่าใส่ชื่อหรืออีเมลของคุณในรหัสผ่าน',
  pwned: 'รหัสผ่านนี้เคยหลุดจากเว็บไซต์ที่ข้อมูลรั่วไหล',
}

const suggestions: Record<keyof TranslationKeys['suggestions'], string> = {
  l33t: 'ใช้ @ แทน a หรือ 0 แทน o ไม่ได้ช่วยให้เดายากขึ้นมากนัก',
  reverseWords: 'สะกดคำกลับหลังไม่ได้ช่วยให้เดายากขึ้น',
  allUppercase: 'ใช้ตัวพิมพ์ใหญ่บางตัว ไม่ใช่ทุกตัว',
  capitalization: 'ใช้ตัวพิมพ์ใหญ่ที่ตำแหน่งอื่นด้วย ไม่ใช่แค่ตัวแรก',
  dates: 'เลี่ยงวันที่และปีที่เกี่ยวกับตัวคุณ',
  recentYears: 'เลี่ยงปีช่วงหลัง ๆ',
  associatedYears: 'เลี่ยงปีที่เกี่ยวกับตัวคุณ',
  sequences: 'เลี่ยงตัวอักษรหรือตัวเลขที่เรียงกัน',
  repeated: 'เลี่ยงคำหรือตัวอักษรที่ซ้ำกัน',
  longerKeyboardPattern: 'ถ้าใช้รูปแบบบนแป้นพิมพ์ ให้ยาวขึ้นและเปลี่ยนทิศหลายครั้ง',
  anotherWord: 'เพิ่มอีกคำที่ไม่ค่อยมีคนใช้',
  useWords: 'ใช้หลายคำที่ไม่เกี่ยวกันมาต่อกัน และเลี่ยงวลีที่คุ้นเคย',
  noNeed: 'ไม่ต้องมีสัญลักษณ์ ตัวเลข หรือตัวพิมพ์ใหญ่ ก็ตั้งรหัสผ่านที่แข็งแรงได้',
  pwned: 'ถ้าใช้รหัสผ่านนี้ที่อื่นอยู่ ควรเปลี่ยนที่นั่นด้วย',
}

const inThai = (table: Record<string, string>, key: string | null): string[] =>
  key && Object.hasOwn(table, key) ? [table[key]!] : []

export type PasswordRating = { score: 0 | 1 | 2 | 3 | 4; hints: string[] }

/** The password's score (0–4) and at most two short Thai hints; the member's name and e-mail count as known. */
export function ratePassword(password: string, userInputs: readonly string[]): PasswordRating {
  const { score, feedback } = zxcvbn.check(password, [...userInputs])
  const hints = [
    ...inThai(warnings, feedback.warning),
    ...feedback.suggestions.flatMap((key) => inThai(suggestions, key)),
  ]
  return { score, hints: hints.slice(0, 2) }
}
