import { formatKoin } from '../../lib/format'

/** Practice baht with two decimals and grouping: "10000.00" → "฿10,000.00"; signed: "+฿12.50" / "-฿3.00". */
export function formatBaht(value: string | number, options: { signed?: boolean } = {}): string {
  const text = formatKoin(value, options)
  const sign = text.startsWith('-') || text.startsWith('+') ? text[0] : ''
  return `${sign}฿${sign ? text.slice(1) : text}`
}

const UNITS_TEXT = /^(-)?(\d+)(?:\.(\d{1,4}))?$/

/** Fund units or NAV with four decimals and grouping: "1234.5" → "1,234.5000". */
export function formatUnits(value: string): string {
  const match = UNITS_TEXT.exec(value.trim())
  if (!match) return value
  const whole = formatKoin(`${match[2]}.00`).slice(0, -3)
  return `${match[1] ?? ''}${whole}.${(match[3] ?? '').padEnd(4, '0')}`
}

/** A percentage string from the API: "1.50" → "1.50%"; signed shows "+" on gains. */
export function formatPercent(value: string, options: { signed?: boolean } = {}): string {
  const positive = !value.startsWith('-') && Number(value) !== 0
  return `${options.signed && positive ? '+' : ''}${value}%`
}
