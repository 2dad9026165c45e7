import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Every demo content module: questions, articles, games, videos, events, the store and the campaign. */
const demoFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
)
const demoModules: Record<string, unknown> = Object.fromEntries(
  await Promise.all(demoFiles.map(async (file) => [file, (await import(`./${file}`)) as unknown])),
)

/**
 * Thai deposits pay roughly 0.5–2 % a year. A deposit or savings interest rate of 3 % or more in a question,
 * an article's paragraph or any other demo text must say it is an assumption (สมมติ); a loan's or a credit
 * card's rate is a real price and needs no such word.
 */
/** A rate after ดอกเบี้ย within a short phrase, unless the phrase turns to tax (ภาษี, หัก … 15 %). */
const INTEREST_RATE = /ดอกเบี้ย(?:(?!ภาษี|หัก)[^%\d]){0,30}?(\d+(?:\.\d+)?)\s?%/g
const BORROWING = /กู้|ยืม|บัตรเครดิต|ผ่อน|สินเชื่อ|เงินกู้|flat rate/
const HIGH_RATE = 3

/**
 * The units a reader takes in at once: a question (any object with a prompt or a question text, with its
 * choices and explanation), or else one paragraph or list item of a text.
 */
function units(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(...value.split(/<\/(?:p|li|h2|blockquote)>|\n/).filter((part) => part.trim() !== ''))
  } else if (Array.isArray(value)) {
    for (const item of value) units(item, out)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.prompt === 'string' || typeof record.question === 'string')
      out.push(strings(record).join(' \n '))
    else for (const item of Object.values(record)) units(item, out)
  }
  return out
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** The deposit rates of 3 % or more a unit states without calling them an assumption. */
export function unmarkedHighRates(unit: string): string[] {
  if (unit.includes('สมมติ') || BORROWING.test(unit)) return []
  return [...unit.matchAll(INTEREST_RATE)].filter((m) => Number(m[1]) >= HIGH_RATE).map((m) => m[0])
}

describe('deposit interest rates in the demo content', () => {
  it('finds a 5 % deposit rate without สมมติ, and accepts it with สมมติ or on a loan', () => {
    expect(unmarkedHighRates('ฝากเงิน 10,000 บาท ได้ดอกเบี้ยปีละ 5% แบบทบต้น')).toEqual(['ดอกเบี้ยปีละ 5%'])
    expect(unmarkedHighRates('สมมติว่าได้ดอกเบี้ย 10% ต่อปี')).toEqual([])
    expect(unmarkedHighRates('ยืมเงิน 1,000 บาท ดอกเบี้ย 10% ต่อปี')).toEqual([])
    expect(unmarkedHighRates('ถ้าเงินฝากได้ดอกเบี้ย 1% ต่อปี แต่เงินเฟ้อ 3% ต่อปี')).toEqual([])
  })

  it('says สมมติ wherever a deposit or savings rate of 3 % or more appears', () => {
    const found = Object.entries(demoModules).flatMap(([file, module]) =>
      units(module).flatMap((unit) =>
        unmarkedHighRates(unit).map((rate) => `${file}: ${rate} — ${unit.slice(0, 80)}`),
      ),
    )
    expect(Object.keys(demoModules).length).toBeGreaterThan(10)
    expect(found).toEqual([])
  })
})
