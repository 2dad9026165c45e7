import { authCalls } from '@klass/contract/routes/auth'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** GET /v2/api/auth/sessions — the devices the member is signed in on, the last used first (issue 19). */
export const signedInDevicesQuery = () => dataQuery(authCalls.sessions)

export function useSignedInDevices() {
  return useQuery(signedInDevicesQuery())
}
