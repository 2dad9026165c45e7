// The values of policy.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** SPEC 2: /policy/{type} with type law (terms of use), personal (privacy notice) or cookies. */
export const policyTypes = ['law', 'personal', 'cookies'] as const
export type PolicyType = (typeof policyTypes)[number]
