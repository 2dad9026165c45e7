import { useId, type TextareaHTMLAttributes } from 'react'
import { cn } from '../../../ui/cn'

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string
  hint?: string
  error?: string | null
}

/** A labelled multi-line field with its hint and error wired for screen readers. */
export function TextArea({ label, hint, error, className, ...props }: TextAreaProps) {
  const id = useId()
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        className={cn(
          'block min-h-24 w-full rounded-2xl border-0 bg-white px-4 py-3 text-ink ring-1 ring-inset ring-brand-200 focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500',
          className,
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...props}
      />
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
