import { ID_CARD_MAX_BYTES } from '@klass/contract/robo-constants'
import { useEffect, useId, useMemo } from 'react'

export const ID_CARD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Checks the chosen photo before it is sent; the server checks its bytes again. */
export function idCardProblem(file: File | null): string | null {
  if (!file) return 'กรุณาแนบรูปถ่ายบัตรประชาชน'
  if (!(ID_CARD_TYPES as readonly string[]).includes(file.type))
    return 'ไฟล์รูปภาพไม่ถูกต้อง รองรับเฉพาะ JPEG, PNG หรือ WebP'
  if (file.size > ID_CARD_MAX_BYTES)
    return `ไฟล์รูปภาพต้องมีขนาดไม่เกิน ${Math.round(ID_CARD_MAX_BYTES / 1024 / 1024)} MB`
  return null
}

/** A preview address for a chosen file, released when the file changes (none where the browser cannot make one). */
function usePreview(file: File | null): string | null {
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  )
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  return preview
}

/** The photo of the identity card: a file input with its rules, the problem, and a preview of the chosen photo. */
export function IdCardField({
  file,
  onFile,
  error,
  label = 'รูปถ่ายบัตรประชาชน (ด้านหน้า)',
}: {
  file: File | null
  onFile: (file: File | null) => void
  error?: string | null
  label?: string
}) {
  const id = useId()
  const preview = usePreview(file)
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ID_CARD_TYPES.join(',')}
        aria-describedby={`${id}-help`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="block min-h-11 w-full max-w-full text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
      />
      <p id={`${id}-help`} className={error ? 'text-sm font-medium text-coral-700' : 'text-sm text-ink-soft'}>
        {error ??
          `JPEG, PNG หรือ WebP ไม่เกิน ${Math.round(ID_CARD_MAX_BYTES / 1024 / 1024)} MB รูปจะถูกเข้ารหัสเก็บไว้ และแสดงให้เจ้าของบัญชีเห็นเท่านั้น`}
      </p>
      {preview && (
        <img
          src={preview}
          alt="ตัวอย่างรูปบัตรประชาชนที่เลือก"
          className="max-h-48 w-auto max-w-full rounded-2xl ring-1 ring-brand-100"
        />
      )}
    </div>
  )
}
