/**
 * For tests: Intl as ICU 72 (WebKit) lays out numeric dates, "11/25/2026" even for en-CA, where recent ICU
 * gives "2026-11-25". Every date formatter's format() answers month/day/year; formatToParts stays the real one.
 */
export function intlWithIcu72Dates(): typeof Intl {
  class Icu72DateTimeFormat extends Intl.DateTimeFormat {
    override format(date?: Date | number): string {
      const parts = this.formatToParts(date)
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value
      const [month, day, year] = [part('month'), part('day'), part('year')]
      return month && day && year ? `${month}/${day}/${year}` : super.format(date)
    }
  }
  return Object.create(Intl, { DateTimeFormat: { value: Icu72DateTimeFormat } }) as typeof Intl
}
