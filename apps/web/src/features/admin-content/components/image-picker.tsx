import { useId, useState } from 'react'
import { messageOf } from '../../../lib/error-message'
import { uploadImage } from '../api/content'

/**
 * A picture uploaded through Klass (JPEG, PNG or WebP up to 5 MB), shown once stored; `value` is its address
 * (/uploads/posts/…), which the content calls accept.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string | null
  onChange: (path: string) => void
  error?: string | null
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const shown = failure ?? error
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {value && <img src={value} alt="" className="max-h-40 w-auto rounded-xl ring-1 ring-brand-100" />}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        className="block min-h-11 w-full max-w-full text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        onChange={async (event) => {
          const file = event.target.files?.[0]
          if (!file) return
          setBusy(true)
          setFailure(null)
          try {
            onChange((await uploadImage(file)).url)
          } catch (problem) {
            setFailure(messageOf(problem))
          } finally {
            setBusy(false)
          }
        }}
      />
      {busy && <p className="text-sm text-ink-soft">กำลังอัปโหลดรูป…</p>}
      {shown && (
        <p id={`${id}-error`} className="text-sm font-medium text-coral-700">
          {shown}
        </p>
      )}
    </div>
  )
}
