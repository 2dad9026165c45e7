import { buddhistYear, thaiMonthNames } from '../../../lib/format'
import { cn } from '../../../ui/cn'

export type BirthDateParts = { day: string; month: string; year: string }

const control =
  'block min-h-11 w-full rounded-2xl border-0 bg-white px-3 py-2.5 text-ink ring-1 ring-inset ring-brand-200 focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500'

/** A birth date in Thai order — day, month, Buddhist-era year — as three labelled controls in one group. */
export function BirthDateField({
  value,
  onChange,
  error,
}: {
  value: BirthDateParts
  onChange: (value: BirthDateParts) => void
  error?: string | null
}) {
  const invalid = error ? true : undefined
  return (
    <fieldset aria-describedby={error ? 'birth-date-error' : 'birth-date-hint'}>
      <legend className="text-sm font-semibold">วันเกิด</legend>
      <div className="mt-1.5 grid grid-cols-[5rem_1fr_6rem] gap-2">
        <label className="min-w-0">
          <span className="sr-only">วันที่เกิด</span>
          <select
            aria-invalid={invalid}
            value={value.day}
            onChange={(event) => onChange({ ...value, day: event.target.value })}
            className={cn(control, 'appearance-auto')}
          >
            <option value="">วัน</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0">
          <span className="sr-only">เดือนเกิด</span>
          <select
            aria-invalid={invalid}
            value={value.month}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
            className={cn(control, 'appearance-auto')}
          >
            <option value="">เดือน</option>
            {thaiMonthNames.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0">
          <span className="sr-only">ปีเกิด (พ.ศ.)</span>
          <input
            aria-invalid={invalid}
            inputMode="numeric"
            maxLength={4}
            placeholder="พ.ศ."
            autoComplete="off"
            value={value.year}
            onChange={(event) => onChange({ ...value, year: event.target.value.replace(/\D/g, '') })}
            className={control}
          />
        </label>
      </div>
      {error ? (
        <p id="birth-date-error" className="mt-1 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : (
        <p id="birth-date-hint" className="mt-1 text-sm text-ink-soft">
          ปีเป็นพุทธศักราช เช่น {buddhistYear() - 16}
        </p>
      )}
    </fieldset>
  )
}
