// The games' ids and names, without schemas: the home page's first load reads them (decision 015 keeps zod
// out of it).

/** The four games; the ids match the activity kinds SUPERQUEST missions count (game.<id>.played). */
export const gameIds = ['catchme', 'hangman', 'visual-decoder', 'crossword'] as const
export type GameId = (typeof gameIds)[number]

/** Each game's Thai name, read first, and the English product name shown smaller beneath it. */
export const gameNames = {
  catchme: { name: 'จับคำตอบให้ทัน', productName: 'Catch me if you can' },
  hangman: { name: 'ทายศัพท์การเงิน', productName: 'Hangman' },
  'visual-decoder': { name: 'ถอดรหัสภาพ', productName: 'Visual Decoder' },
  crossword: { name: 'ปริศนาอักษรไขว้', productName: 'Crossword' },
} as const satisfies Record<GameId, { name: string; productName: string }>
