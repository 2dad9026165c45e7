import { useId, type TextareaHTMLAttributes } from 'react'

/** A several-line text field with its label and error, as the back office's forms write lists one per line. */
export function TextArea({
  label,
  error,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string | null }) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className="block w-full rounded-2xl border-0 bg-white px-4 py-3 text-ink ring-1 ring-brand-200 ring-inset focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  )
}
