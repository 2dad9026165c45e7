import type { FormEvent, ReactNode } from 'react'
import { fieldErrors } from '../../../lib/api-client'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'

/**
 * A form of the bank's back office: its fields (given the errors the server named, field by field), the
 * refusal of the whole write when no field is to blame, "saved" after an edit, and the submit button.
 */
export function AdminForm({
  label,
  write,
  submitLabel,
  onSubmit,
  boxed = false,
  children,
}: {
  label: string
  write: { error: unknown; isPending: boolean; isSuccess: boolean }
  submitLabel: string
  onSubmit: (form: HTMLFormElement) => void
  /** A form of its own on the page (adding), rather than inside a row (editing). */
  boxed?: boolean
  children: (errors: Record<string, string>) => ReactNode
}) {
  const errors = fieldErrors(write.error)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit(event.currentTarget)
  }
  return (
    <form
      onSubmit={submit}
      aria-label={label}
      className={cn('min-w-0 space-y-3', boxed ? 'rounded-2xl bg-surface p-4' : 'mt-4')}
      noValidate
    >
      {children(errors)}
      <ActionErrorAlert error={write.error} message={Object.keys(errors).length ? null : undefined} />
      {!boxed && write.isSuccess && <Alert tone="success">บันทึกแล้ว</Alert>}
      <Button type="submit" busy={write.isPending}>
        {submitLabel}
      </Button>
    </form>
  )
}
