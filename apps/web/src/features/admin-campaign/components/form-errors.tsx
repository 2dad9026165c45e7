import { fieldErrors, isApiError } from '../../../lib/api-client'
import { messageOf } from '../../../lib/error-message'
import { Alert } from '../../../ui/alert'

/**
 * A refused save, laid out as the back office's forms show it: each field's Thai message beside the field
 * (list items such as `description.2` belong to `description`; `codeFields` places an error code on a field),
 * and whatever belongs to no field of the form in one message above the save button, so nothing is lost.
 */
export function formErrors(
  error: unknown,
  knownFields: readonly string[],
  codeFields: Record<string, string> = {},
) {
  const all = fieldErrors(error)
  const byField: Record<string, string> = {}
  const rest: string[] = []
  for (const [path, message] of Object.entries(all)) {
    const field = knownFields.find((name) => path === name || path.startsWith(`${name}.`))
    if (field) byField[field] ??= message
    else rest.push(message)
  }
  if (isApiError(error) && Object.hasOwn(codeFields, error.code))
    byField[codeFields[error.code]!] = error.message
  const message =
    rest.length > 0
      ? [...new Set(rest)].join(' · ')
      : error && Object.keys(byField).length === 0
        ? messageOf(error)
        : null
  return { of: (field: string) => byField[field], message }
}

/** The part of a refused save that belongs to no field. */
export function FormMessage({ message }: { message: string | null }) {
  return message ? <Alert tone="error">{message}</Alert> : null
}
