import { Alert } from '../../../ui/alert'

/** A refused play or answer in the server's Thai words; nothing is lost, the member can try again. */
export function GameError({ error }: { error: Error | null }) {
  if (!error) return null
  return <Alert tone="error">{error.message}</Alert>
}
