import { fieldErrors } from '../../../lib/api-client'
import { messageOf } from '../../../lib/error-message'
import { Alert } from '../../../ui/alert'

/** A refused save: every field's Thai message when the input was bad, else the server's one message. */
export function SaveError({ error }: { error: unknown }) {
  if (!error) return null
  const fields = Object.values(fieldErrors(error))
  return (
    <Alert tone="error">
      {fields.length > 0 ? (
        <ul className="list-disc ps-5">
          {[...new Set(fields)].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        messageOf(error)
      )}
    </Alert>
  )
}
