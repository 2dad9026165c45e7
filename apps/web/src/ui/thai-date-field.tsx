import { useId, useState } from 'react'
import { bangkokWallClock, isoDate } from '@klass/contract/bangkok-calendar'
import { thaiMonthNames } from '../lib/format'
import { cn } from './cn'

/** The Buddhist era counts 543 years more than the Gregorian. */
const BUDDHIST_ERA = 543

export type DateParts = { day: string; month: string; year: string }

const control =
  'block min-h-11 w-full rounded-2xl border-0 bg-white px-3 py-2.5 text-ink ring-1 ring-inset ring-brand-200 focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500 appearance-auto'

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

function partsOf(iso: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  if (!match) return { day: '', month: '', year: '' }
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) }
}

/** The ISO date (YYYY-MM-DD) the parts make, or '' while one is missing or the day is not in that month. */
export function isoFromParts(parts: DateParts): string {
  if (!parts.day || !parts.month || !parts.year) return ''
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)]
  if (day > daysIn(year, month)) return ''
  return isoDate(year, month, day)
}

/** What is wrong with the parts, in Thai; null when they make a date (or are all empty and not required). */
export function datePartsProblem(parts: DateParts, label: string, required: boolean): string | null {
  const given = [parts.day, parts.month, parts.year].filter(Boolean).length
  if (given === 0) return required ? `กรุณาระบุ${label}` : null
  if (given < 3) return `กรุณาเลือก${label}ให้ครบทั้งวัน เดือน และปี พ.ศ.`
  if (!isoFromParts(parts)) {
    const month = Number(parts.month)
    const year = Number(parts.year)
    return `เดือน${thaiMonthNames[month - 1]} ${year + BUDDHIST_ERA} มี ${daysIn(year, month)} วัน กรุณาเลือกวันใหม่`
  }
  return null
}

/** The parts of a ThaiDateField named `name`, as its form sends them. */
export function datePartsFrom(form: FormData, name: string): DateParts {
  const part = (key: keyof DateParts) => String(form.get(`${name}-${key}`) ?? '')
  return { day: part('day'), month: part('month'), year: part('year') }
}

/**
 * A date in Thai order — วัน, เดือน (Thai month names), ปี พ.ศ. — as three labelled selects in one named group,
 * whatever the browser's own date format. The form sends the ISO date under `name` (empty while incomplete)
 * and each part under `name-day`, `name-month` and `name-year` (see datePartsProblem).
 */
export function ThaiDateField({
  label,
  name,
  defaultValue,
  onChange,
  onPartsChange,
  error,
  hint,
  newestYear,
  oldestYear,
  optional,
}: {
  label: string
  name: string
  /** ISO date (YYYY-MM-DD). */
  defaultValue?: string | null
  /** The ISO date, or '' while incomplete. */
  onChange?: (iso: string) => void
  /** The three parts as chosen (the year Gregorian), for a form that checks them itself (datePartsProblem). */
  onPartsChange?: (parts: DateParts) => void
  error?: string | null
  hint?: string
  /** Gregorian years offered, newest first (default: this year back 100 years). */
  newestYear?: number
  oldestYear?: number
  optional?: boolean
}) {
  const id = useId()
  const [parts, setParts] = useState<DateParts>(() => partsOf(defaultValue))
  const thisYear = bangkokWallClock(new Date()).year
  const newest = newestYear ?? thisYear
  const oldest = oldestYear ?? newest - 100
  const years = Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, i) => newest - i)
  // A year kept from before (a profile) stays choosable even outside the range.
  if (parts.year && !years.includes(Number(parts.year))) years.push(Number(parts.year))
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  const missing = (Object.keys(parts) as (keyof DateParts)[]).filter((key) => !parts[key])
  // With an error, the parts still to choose are marked (so the first of them takes the focus), else all three.
  const invalid = (key: keyof DateParts) =>
    error && (missing.length === 0 || missing.includes(key)) ? true : undefined

  function change(key: keyof DateParts, value: string) {
    const next = { ...parts, [key]: value }
    setParts(next)
    onChange?.(isoFromParts(next))
    onPartsChange?.(next)
  }

  const select = (key: keyof DateParts, text: string, options: { value: string; label: string }[]) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${key}`} className="block text-xs text-ink-soft">
        {text}
      </label>
      <select
        id={`${id}-${key}`}
        name={`${name}-${key}`}
        value={parts[key]}
        onChange={(event) => change(key, event.target.value)}
        aria-invalid={invalid(key)}
        aria-describedby={note}
        className={cn(control, 'mt-1')}
      >
        <option value="">{text}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ms-1 font-normal text-ink-soft">(ไม่บังคับ)</span>}
      </legend>
      <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_6rem] gap-2">
        {select(
          'day',
          'วัน',
          Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
        )}
        {select(
          'month',
          'เดือน',
          thaiMonthNames.map((month, i) => ({ value: String(i + 1), label: month })),
        )}
        {select(
          'year',
          'ปี พ.ศ.',
          years.map((year) => ({ value: String(year), label: String(year + BUDDHIST_ERA) })),
        )}
      </div>
      <input type="hidden" name={name} value={isoFromParts(parts)} />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
