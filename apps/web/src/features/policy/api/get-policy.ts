import { queryOptions, useQuery } from '@tanstack/react-query'
import { policyPaths, type PolicyDocument, type PolicyType } from '@klass/contract/policy'
import { api } from '../../../lib/api-client'

/** GET /v2/api/policy?type — one document (terms, privacy notice, cookie policy). A public call: no token. */
export async function getPolicy(type: PolicyType): Promise<PolicyDocument> {
  const { data } = await api.get<{ data: PolicyDocument }>(policyPaths.get, { query: { type }, auth: false })
  return data
}

/** GET /v2/api/policy — every document. */
export async function getPolicies(): Promise<PolicyDocument[]> {
  const { data } = await api.get<{ data: PolicyDocument[] }>(policyPaths.get, { auth: false })
  return data
}

export const policyQuery = (type: PolicyType) =>
  queryOptions({
    queryKey: ['policy', type] as const,
    queryFn: () => getPolicy(type),
    staleTime: 10 * 60_000,
  })

export const policiesQuery = () =>
  queryOptions({ queryKey: ['policy'] as const, queryFn: getPolicies, staleTime: 10 * 60_000 })

export function usePolicy(type: PolicyType) {
  return useQuery(policyQuery(type))
}

export function usePolicies() {
  return useQuery(policiesQuery())
}
