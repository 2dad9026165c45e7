import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf } from './envelope'
import { type PolicyType, policyTypes } from './policy-constants'
export * from './policy-constants'

export const policyPaths = { get: '/v2/api/policy' } as const

/** The version of each document in force; registration records the versions a member consented to. */
export const policyVersions: Record<PolicyType, string> = {
  law: '2026-11-01',
  personal: '2026-11-01',
  cookies: '2026-11-01',
}

export const policyQuery = z.object({ type: z.enum(policyTypes).optional() })

export const policyDocument = z.object({
  type: z.enum(policyTypes),
  title: z.string(),
  version: z.string(),
  updated_at: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()) })),
})
export type PolicyDocument = z.infer<typeof policyDocument>

export const policyResponse = dataOf(policyDocument)
export const policyListResponse = dataOf(z.array(policyDocument))

/** SPEC 6, 7: a public call the web app sends without a token; a member's valid token changes nothing. */
export const policyCalls = defineCalls('policy', {
  get: {
    method: 'GET',
    shared: true,
    path: policyPaths.get,
    access: 'public',
    summary: 'ข้อกำหนดการใช้งาน นโยบายความเป็นส่วนตัว และนโยบายคุกกี้ (ระบุ type หรือรับครบทั้งสามฉบับ)',
    query: policyQuery,
    reply: z.union([policyResponse, policyListResponse]),
  },
})
