import { AVATAR_MAX_BYTES } from '@klass/contract/user-constants'
import { useEffect, useId, useMemo } from 'react'
import { Avatar } from '../../../ui/avatar'

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp']

/** Checks a chosen picture before upload; the server checks it again. */
export function avatarProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'ไฟล์รูปภาพไม่ถูกต้อง รองรับเฉพาะ JPEG, PNG หรือ WebP'
  if (file.size > AVATAR_MAX_BYTES) return 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB'
  return null
}

type AvatarPickerProps = {
  name: string
  current: string | null
  file: File | null
  onFile: (file: File | null) => void
  error?: string | null
}

export function AvatarPicker({ name, current, file, onFile, error }: AvatarPickerProps) {
  const id = useId()
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  return (
    <div className="flex items-center gap-4">
      <Avatar src={preview ?? current} name={name || '?'} size={80} />
      <div className="space-y-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-white px-4 font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
        >
          {current || file ? 'เปลี่ยนรูปโปรไฟล์' : 'เลือกรูปโปรไฟล์'}
          <input
            id={id}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            aria-describedby={`${id}-help`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <p
          id={`${id}-help`}
          className={error ? 'text-sm font-medium text-coral-700' : 'text-sm text-ink-soft'}
        >
          {error ?? 'JPEG, PNG หรือ WebP ไม่เกิน 5 MB'}
        </p>
      </div>
    </div>
  )
}
