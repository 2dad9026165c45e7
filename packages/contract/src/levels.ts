/** Member levels, reached by experience (exp). Thresholds are the exp at which each level starts. */
export const memberLevels = [
  { level: 1, name: 'มือใหม่หัดออม', minExp: 0 },
  { level: 2, name: 'นักออมฝึกหัด', minExp: 100 },
  { level: 3, name: 'นักวางแผน', minExp: 300 },
  { level: 4, name: 'นักลงทุนรุ่นเยาว์', minExp: 700 },
  { level: 5, name: 'ผู้เชี่ยวชาญการเงิน', minExp: 1500 },
  { level: 6, name: 'ซูเปอร์ฮีโร่การเงิน', minExp: 3000 },
] as const

export type MemberLevel = { level: number; name: string; exp: number; minExp: number; nextExp: number | null }

export function levelForExp(exp: number): MemberLevel {
  let index = 0
  for (let i = 0; i < memberLevels.length; i++) if (exp >= memberLevels[i]!.minExp) index = i
  const current = memberLevels[index]!
  const next = memberLevels[index + 1]
  return {
    level: current.level,
    name: current.name,
    exp,
    minExp: current.minExp,
    nextExp: next ? next.minExp : null,
  }
}
