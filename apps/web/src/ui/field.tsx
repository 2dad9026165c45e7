import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from './cn'

const control =
  'block w-full rounded-2xl border-0 bg-white px-4 py-3 text-ink ring-1 ring-inset ring-brand-200 placeholder:text-ink-soft/70 focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500 disabled:bg-canvas'

type FieldFrameProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  children: ReactNode
  optional?: boolean
}

function FieldFrame({ id, label, hint, error, children, optional }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ms-1 font-normal text-ink-soft">(ไม่บังคับ)</span>}
      </label>
      {children}
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
    </div>
  )
}

function describedBy(id: string, hint: unknown, error: unknown, more?: string): string | undefined {
  const own = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return [own, more].filter(Boolean).join(' ') || undefined
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  optional?: boolean
  endAdornment?: ReactNode
}

/** A text input with its label, hint and error text wired for screen readers. */
export function TextField({
  label,
  hint,
  error,
  optional,
  endAdornment,
  className,
  'aria-describedby': moreDescription,
  ...props
}: TextFieldProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <div className="relative">
        <input
          id={id}
          className={cn(control, endAdornment ? 'pe-14' : undefined, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error, moreDescription)}
          {...props}
        />
        {endAdornment && <div className="absolute inset-y-0 end-1 flex items-center">{endAdornment}</div>}
      </div>
    </FieldFrame>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  optional?: boolean
  options: ReadonlyArray<{ value: string; label: string }>
  placeholder?: string
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  options,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <select
        id={id}
        className={cn(control, 'appearance-auto', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode
  error?: string | null
}

export function Checkbox({ label, error, className, ...props }: CheckboxProps) {
  const id = useId()
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 rounded accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        <label htmlFor={id} className="min-h-11 text-sm text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="ms-8 mt-1 text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  )
}

type SwitchProps = {
  label: ReactNode
  description?: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  name?: string
}

/** An on/off switch: a real checkbox with the switch role, so it is announced as on or off. */
export function Switch({ label, description, checked, onChange, disabled, name }: SwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-ink-soft">
            {description}
          </p>
        )}
      </div>
      {/* At least 44 px tall to touch, however small the drawn switch. */}
      <span className="relative inline-flex min-h-11 shrink-0 items-center">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span
          aria-hidden="true"
          className="h-7 w-12 rounded-full bg-[#85839f] transition-colors peer-checked:bg-mint-700 peer-disabled:opacity-60 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-1 top-1/2 size-5 -translate-y-1/2 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  )
}
