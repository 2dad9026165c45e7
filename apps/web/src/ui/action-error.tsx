import { isApiError } from '../lib/api-client'
import { messageOf } from '../lib/error-message'
import { paths } from '../lib/paths'
import { Alert } from './alert'
import { AppLink } from './link'

/** Issue 19: refusals the member clears on their profile (confirm the e-mail, ask a guardian's consent). */
const clearedOnProfile = new Set(['EMAIL_NOT_CONFIRMED', 'GUARDIAN_CONSENT_NEEDED'])

/**
 * A refused action's Thai message where the member tried it; a refusal they clear on their profile links
 * there. `message`: the text to show instead (a form shows a field's refusal by the field: null, nothing here).
 */
export function ActionErrorAlert({ error, message }: { error: unknown; message?: string | null }) {
  const text = message === undefined ? messageOf(error) : message
  if (!text) return null
  return (
    <Alert tone="error">
      {text}
      {isApiError(error) && clearedOnProfile.has(error.code) && (
        <>
          {' '}
          <AppLink to={paths.profile} className="font-semibold underline">
            ไปหน้าโปรไฟล์
          </AppLink>
        </>
      )}
    </Alert>
  )
}
