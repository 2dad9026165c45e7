import type { $ZodConfig } from 'zod/v4/core'

/**
 * The Content-Security-Policy forbids eval: without `jitless`, zod probes `new Function` when it builds an
 * object schema, and the browser reports the refusal. Zod keeps its settings on this global and reads it
 * whether it is set before or after zod loads; setting it without importing zod keeps zod's code out of the
 * app's chunk. The API (Node) keeps zod's JIT.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig }
zodGlobal.__zod_globalConfig ??= {}
zodGlobal.__zod_globalConfig.jitless = true
