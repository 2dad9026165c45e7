import { policyCalls } from '@klass/contract/routes/policy'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PolicyDocument, PolicyType } from '@klass/contract/policy'
import { call, queryKeyOf } from '../../../lib/call'

/** GET /v2/api/policy?type — one document (terms, privacy notice, cookie policy). A public call: no token. */
export async function getPolicy(type: PolicyType): Promise<PolicyDocument> {
  const { data } = await call(policyCalls.get, { query: { type } })
  if (Array.isArray(data)) throw new TypeError('GET /v2/api/policy?type answered every document')
  return data
}

/** GET /v2/api/policy — every document. */
export async function getPolicies(): Promise<PolicyDocument[]> {
  const { data } = await call(policyCalls.get)
  return Array.isArray(data) ? data : [data]
}

export const policyQuery = (type: PolicyType) =>
  queryOptions({
    queryKey: queryKeyOf(policyCalls.get, { type }),
    queryFn: () => getPolicy(type),
    staleTime: 10 * 60_000,
  })

export const policiesQuery = () =>
  queryOptions({ queryKey: queryKeyOf(policyCalls.get), queryFn: getPolicies, staleTime: 10 * 60_000 })

export function usePolicy(type: PolicyType) {
  return useQuery(policyQuery(type))
}

export function usePolicies() {
  return useQuery(policiesQuery())
}
