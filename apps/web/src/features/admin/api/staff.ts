import { adminStaffCalls } from '@klass/contract/routes/admin-core'
import type { AuditQuery } from '@klass/contract/admin-core'
import type { StaffRole } from '@klass/contract/staff'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery } from '../../../lib/call'

export const STAFF_LIST_SIZE = 20

/** GET /v2/api/admin/staff — a page of the staff with their roles. */
export function useStaffList(page: number) {
  return useQuery({
    ...callQuery(adminStaffCalls.staffList, { query: { page, limit: STAFF_LIST_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

/** Staff changes refresh the staff list and the audit log. */
function useRefreshStaff() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['adminCore'] })
}

/** POST /v2/api/admin/staff/roles — a member's staff roles, found by e-mail. */
export function useSetStaffRoles() {
  const refresh = useRefreshStaff()
  return useMutation({
    mutationFn: async (body: { email: string; roles: StaffRole[] }) =>
      (await call(adminStaffCalls.setStaffRoles, { body })).data,
    onSuccess: () => void refresh(),
  })
}

/** POST /v2/api/admin/staff/second-factor/reset — forgets a staff member's authenticator app. */
export function useResetSecondFactor() {
  const refresh = useRefreshStaff()
  return useMutation({
    mutationFn: async (userId: string) =>
      (await call(adminStaffCalls.resetStaffSecondFactor, { body: { user_id: userId } })).data,
    onSuccess: () => void refresh(),
  })
}

/** GET /v2/api/admin/audit — one page of the audit log, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...callQuery(adminStaffCalls.audit, { query }), placeholderData: keepPreviousData })
}
