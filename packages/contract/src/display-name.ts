/** Why a reserved display name is refused (DISPLAY_NAME_RESERVED), said by the form before the server does. */
export const RESERVED_DISPLAY_NAME_MESSAGE =
  'ชื่อที่แสดงนี้ใช้ไม่ได้ เพราะคล้ายชื่อของทีมงาน Klass ผู้ดูแลระบบ หรือธนาคาร กรุณาตั้งชื่ออื่น'

/**
 * Words a member's display name may not contain (issue 19): a name that reads as the team ("ทีมงาน Klass"),
 * an administrator or the partner bank could ask other members, most of them teenagers, for passwords,
 * koins or identity documents in the team's voice. Posts by the team are signed "ทีมงาน Klass" by the
 * server, never by a member's name. Each word is written once in its plain form; `nameSkeleton` folds the
 * look-alike spellings.
 * Deliberately not here: "bank" (แบงค์ is a common Thai nickname), "ทางการ" (inside ทางการเงิน, "financial")
 * and short words such as "mod".
 */
const RESERVED_NAME_WORDS = [
  // The product and its team.
  'klass',
  'คลาส',
  'คลาซ',
  'ทีมงาน',
  'official',
  // People with powers over members.
  'admin',
  'แอดมิน',
  'administrator',
  'staff',
  'สตาฟ',
  'moderator',
  'ผู้ดูแล',
  'เจ้าหน้าที่',
  'support',
  // The partner bank.
  'ธนาคาร',
]

/**
 * Characters that look like another one in a display name: digits and symbols standing in for Latin letters
 * ("K1ass", "@dm!n"), Cyrillic and Greek twins, Latin small capitals, and Thai letters that differ from
 * another only by a tail (ป/บ, ส/ล, ศ/ค, ต/ด). Both the name and the reserved words are folded with it.
 */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'l',
  '|': 'l',
  i: 'l',
  ı: 'l',
  ł: 'l',
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  і: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  // Greek
  α: 'a',
  ε: 'e',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  // Latin small capitals and other shapes NFKC leaves alone
  ᴀ: 'a',
  ᴅ: 'd',
  ᴇ: 'e',
  ɪ: 'l',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ꜱ: 's',
  ᴛ: 't',
  ꜰ: 'f',
  ɑ: 'a',
  // Thai letters that are another plus a tail or a notch
  ฅ: 'ค',
  ศ: 'ค',
  ฃ: 'ข',
  ช: 'ข',
  ซ: 'ข',
  ป: 'บ',
  ษ: 'บ',
  ฝ: 'ผ',
  ฟ: 'พ',
  ฬ: 'พ',
  ภ: 'ถ',
  ต: 'ด',
  ฎ: 'ด',
  ฏ: 'ด',
  ส: 'ล',
}

/** Letters with no width or ink that NFKC keeps (Hangul fillers, Braille blank): invisible padding. */
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/g

/**
 * A display name folded to the shape a reader sees: NFKC (full-width and styled letters to plain ones),
 * lower case, accents and Thai vowel and tone marks dropped, look-alike characters to one, everything but
 * letters and digits removed (spaces, zero-width and joining characters, dots between letters), "rn" read as
 * "m", and a letter repeated in a row counted once ("Klasss").
 */
export function nameSkeleton(name: string): string {
  const plain = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  return Array.from(plain, (c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .replace(INVISIBLE_LETTERS, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/(.)\1+/gu, '$1')
}

/** Everyday words that hold a reserved one (bADMINton, คลาสสิก "classic"): set aside before the check. */
const HARMLESS_WORDS = ['badminton', 'คลาสสิก']

/**
 * The words' skeletons, folded at the first check rather than as the code loads: a page that never checks a
 * name (most pages in the browser) never pays for the Unicode folding.
 */
let skeletons: { reserved: string[]; harmless: string[] } | undefined

/** Whether a display name would pass for Klass's team, an administrator or the bank. */
export function isReservedDisplayName(name: string): boolean {
  skeletons ??= {
    reserved: RESERVED_NAME_WORDS.map(nameSkeleton),
    harmless: HARMLESS_WORDS.map(nameSkeleton),
  }
  // A space where a harmless word stood, so what is left on either side cannot join into a reserved word.
  const skeleton = skeletons.harmless.reduce((rest, word) => rest.split(word).join(' '), nameSkeleton(name))
  return skeletons.reserved.some((word) => skeleton.includes(word))
}
