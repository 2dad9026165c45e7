/** Browsers by a mark in their User-Agent; the first match wins, so the ones built on Chrome or Safari come first. */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//i, 'LINE'],
  [/\b(FBAN|FBAV)\b/, 'Facebook'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const systems: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

const nameIn = (agent: string, list: readonly [RegExp, string][]) =>
  list.find(([pattern]) => pattern.test(agent))?.[1]

/**
 * Issue 19: a session's device as its member would recognise it, from the User-Agent stored at sign-in:
 * "Chrome บน Android", "Safari บน iPhone". Only the browser's and the system's names, never the versions.
 */
export function deviceLabel(userAgent: string | null): string {
  const agent = userAgent ?? ''
  const browser = nameIn(agent, browsers)
  const system = nameIn(agent, systems)
  if (browser && system) return `${browser} บน ${system}`
  if (browser) return browser
  if (system) return `เบราว์เซอร์บน ${system}`
  return 'อุปกรณ์ที่ไม่รู้จัก'
}
