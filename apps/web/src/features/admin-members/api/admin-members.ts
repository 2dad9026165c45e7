import type { DashboardTable } from '@klass/contract/admin-members'
import { adminMemberCalls } from '@klass/contract/routes/admin-members'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DownloadedFile } from '../../../lib/api-client'
import { call, callQuery, dataQuery, download, groupKeyOf } from '../../../lib/call'

/** GET /v2/api/admin/members?q — members by part of e-mail or display name, or by id (support, admin). */
export function useMemberSearch(q: string, page: number) {
  return useQuery({
    ...callQuery(adminMemberCalls.search, { query: { q, page, limit: 20 } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  })
}

export function useMember(id: string) {
  return useQuery(dataQuery(adminMemberCalls.show, { params: { id } }))
}

const listLimit = 10

export function useMemberKoins(id: string, page: number) {
  return useQuery({
    ...callQuery(adminMemberCalls.koins, { params: { id }, query: { page, limit: listLimit } }),
    placeholderData: keepPreviousData,
  })
}

export function useMemberOrders(id: string, page: number) {
  return useQuery({
    ...callQuery(adminMemberCalls.orders, { params: { id }, query: { page, limit: listLimit } }),
    placeholderData: keepPreviousData,
  })
}

export function useMemberEvents(id: string, page: number) {
  return useQuery({
    ...callQuery(adminMemberCalls.events, { params: { id }, query: { page, limit: listLimit } }),
    placeholderData: keepPreviousData,
  })
}

export function useMemberBans(id: string, page: number) {
  return useQuery({
    ...callQuery(adminMemberCalls.bans, { params: { id }, query: { page, limit: listLimit } }),
    placeholderData: keepPreviousData,
  })
}

/** After a change every read of the member is fetched again. */
function useRefreshMembers() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: groupKeyOf(adminMemberCalls.show) })
}

export function useAdjustKoins(id: string) {
  const refresh = useRefreshMembers()
  return useMutation({
    mutationFn: (body: { amount: string; reason: string }) =>
      call(adminMemberCalls.adjustKoins, { params: { id }, body }),
    onSuccess: refresh,
  })
}

export function useBanMember(id: string) {
  const refresh = useRefreshMembers()
  return useMutation({
    mutationFn: (reason: string) => call(adminMemberCalls.ban, { params: { id }, body: { reason } }),
    onSuccess: refresh,
  })
}

export function useUnbanMember(id: string) {
  const refresh = useRefreshMembers()
  return useMutation({
    mutationFn: (reason: string) => call(adminMemberCalls.unban, { params: { id }, body: { reason } }),
    onSuccess: refresh,
  })
}

/** GET /v2/api/admin/dashboard?from&to — every staff role. */
export function useDashboard(from: string, to: string) {
  return useQuery({
    ...dataQuery(adminMemberCalls.dashboard, { query: { from, to } }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/admin/dashboard/export — one table of the dashboard as a CSV file. */
export function exportDashboard(query: {
  from: string
  to: string
  table: DashboardTable
}): Promise<DownloadedFile> {
  return download(adminMemberCalls.dashboardExport, { query })
}
