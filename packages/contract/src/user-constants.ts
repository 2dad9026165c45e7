// The values of user.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** SPEC 6: profile type SKILL sees 'Redeem ลุ้น Big Prize'. */
export const profileTypes = ['GENERAL', 'SKILL'] as const
export type ProfileType = (typeof profileTypes)[number]

/** The KLASS groups of SPEC 2's sidebar: the club a member belongs to. */
export const klassGroups = [
  { id: 'biz-master', name: 'Biz Master', description: 'สายธุรกิจ ชอบคิดไอเดียหาเงินและเป็นเจ้าของกิจการ' },
  { id: 'smart-society', name: 'Smart Society', description: 'สายสังคม ใช้เงินอย่างรู้ทันและช่วยเหลือคนรอบตัว' },
  { id: 'play-yard', name: 'Play Yard', description: 'สายสนุก เรียนรู้เรื่องเงินผ่านเกมและกิจกรรม' },
] as const
export const klassIds = ['biz-master', 'smart-society', 'play-yard'] as const
export type KlassId = (typeof klassIds)[number]

export const educationLevels = [
  { id: 'primary', name: 'ประถมศึกษา' },
  { id: 'lower-secondary', name: 'มัธยมศึกษาตอนต้น' },
  { id: 'upper-secondary', name: 'มัธยมศึกษาตอนปลาย' },
  { id: 'vocational', name: 'ปวช. / ปวส.' },
  { id: 'university', name: 'มหาวิทยาลัย' },
  { id: 'working', name: 'ทำงานแล้ว' },
  { id: 'other', name: 'อื่น ๆ' },
] as const

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** A deleted account can be taken back for this many days; then it is erased. */
export const ACCOUNT_ERASURE_DAYS = 30
