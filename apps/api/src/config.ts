import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)))

/** proxy-addr's names for whole private ranges, which Fastify's trustProxy accepts besides addresses. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal']

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For). Only they are believed,
 * so a client that writes its own X-Forwarded-For cannot pass for other addresses to dodge rate limits
 * (issue 19). A whole number trusts that many hops nearest the server; a list trusts those addresses or
 * ranges. `true` once trusted every hop, which let anyone forge the header: it is refused, not guessed at.
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx): false | number | string[] => {
    if (['0', 'false', 'no', 'off'].includes(value)) return false
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops <= 16) return hops
    }
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isProxyAddress)) return entries
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: ['true', 'yes', 'on'].includes(value)
        ? `${value} is refused: it trusted every hop, so anyone could forge X-Forwarded-For. ` +
          'Write how many proxies stand in front of the server (1 for one nginx) ' +
          'or their addresses (10.0.0.2,10.0.1.0/24)'
        : 'must be how many proxies stand in front of the server (0–16) or a comma-separated list of ' +
          'their addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    })
    return z.NEVER
  })

/**
 * Fastify's trustProxy for the setting. Fastify 5 turns a bare hop count into "trust nothing" (a count cannot
 * tell a proxy from a client that reached the server directly), so a count is passed as the function it
 * stands for: the `hops` addresses nearest the server are proxies. A server that clients can also reach
 * without its proxies should list the proxies' addresses instead.
 */
export function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting
}

/** Every environment variable the server reads, validated once at start-up. Nothing else reads process.env. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  SEED_DEMO: boolean.optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  KYC_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hexadecimal digits (32 bytes)' })
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Klass <no-reply@klass.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, { error: 'must be the numeric Facebook app id' })
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(16).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  FACEBOOK_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'must look like v23.0' })
    .default('v23.0'),
  FACEBOOK_SDK_URL: z.url().default('https://connect.facebook.net/th_TH/sdk.js'),
  LINE_LOGIN_CHANNEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, { error: 'must be the numeric channel id' })
    .optional(),
  LINE_LOGIN_CHANNEL_SECRET: z.string().min(16).optional(),
  LINE_AUTHORIZE_URL: z.url().default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_API_URL: z.url().default('https://api.line.me'),
  LINE_MESSAGING_ACCESS_TOKEN: z.string().min(16).optional(),
  LINE_MESSAGING_CHANNEL_SECRET: z.string().min(16).optional(),
  LINE_OFFICIAL_ACCOUNT_ID: z
    .string()
    .regex(/^@[a-z0-9._-]{2,40}$/i, { error: 'must be the basic id, such as @klass' })
    .optional(),
  TRUST_PROXY: trustProxy.optional(),
  API_EXPLORER: boolean.optional(),
  CLOCK_CONTROL: boolean.optional(),
  NODE_ENV: z.string().default('production'),
})

export type Env = z.input<typeof configSchema>

export type Config = {
  port: number
  /** Server processes sharing the port (one per core by default); the first one also starts the database. */
  processes: number
  /** How long a visitor's public read may be answered from memory (0: never). */
  sharedCacheSeconds: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  seedDemo: boolean
  jwtSecret: string | undefined
  /** Seals identity data of practice fund accounts (hex); generated in DATA_DIR when unset. */
  kycKey: string | undefined
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL']
  captchaSecret: string | undefined
  captchaVerifyUrl: string
  /** Facebook Login: on when both the app id and the secret are set. */
  facebook: {
    appId: string
    appSecret: string
    graphUrl: string
    graphVersion: string
    sdkUrl: string
  } | null
  /** LINE Login: on when the channel id and secret are set. */
  lineLogin: { channelId: string; channelSecret: string; authorizeUrl: string; apiUrl: string } | null
  /** LINE Official Account (Messaging API): reminders are sent when the access token is set. */
  lineMessaging: {
    accessToken: string | undefined
    channelSecret: string | undefined
    apiUrl: string
    officialAccountId: string | undefined
  }
  /** Fastify's trustProxy: false, how many proxy hops to believe, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[]
  /** The API reference page at /api/docs: off in production unless API_EXPLORER=1. */
  apiExplorer: boolean
  webDistDir: string | undefined
  /** Secure cookies when the public address is https. */
  secureCookies: boolean
  /**
   * Test servers only: the clock can be moved forward through POST /__test/clock, so journeys can see what
   * time does (instalments, maturities). Never set it on a server people use.
   */
  clockControl: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined>, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = configSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const port = e.PORT
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  return {
    port,
    processes: e.SERVER_PROCESSES ?? availableParallelism(),
    sharedCacheSeconds: e.SHARED_CACHE_SECONDS,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo content is on by default with the embedded database, off with DATABASE_URL unless SEED_DEMO=1.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    jwtSecret: e.JWT_SECRET,
    kycKey: e.KYC_ENCRYPTION_KEY,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    captchaSecret: e.CAPTCHA_SECRET,
    captchaVerifyUrl: e.CAPTCHA_VERIFY_URL,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            graphVersion: e.FACEBOOK_GRAPH_VERSION,
            sdkUrl: e.FACEBOOK_SDK_URL,
          }
        : null,
    lineLogin:
      e.LINE_LOGIN_CHANNEL_ID && e.LINE_LOGIN_CHANNEL_SECRET
        ? {
            channelId: e.LINE_LOGIN_CHANNEL_ID,
            channelSecret: e.LINE_LOGIN_CHANNEL_SECRET,
            authorizeUrl: e.LINE_AUTHORIZE_URL,
            apiUrl: e.LINE_API_URL.replace(/\/+$/, ''),
          }
        : null,
    lineMessaging: {
      accessToken: e.LINE_MESSAGING_ACCESS_TOKEN,
      channelSecret: e.LINE_MESSAGING_CHANNEL_SECRET,
      apiUrl: e.LINE_API_URL.replace(/\/+$/, ''),
      officialAccountId: e.LINE_OFFICIAL_ACCOUNT_ID,
    },
    trustProxy: e.TRUST_PROXY || false,
    apiExplorer: e.API_EXPLORER ?? e.NODE_ENV !== 'production',
    webDistDir: undefined,
    secureCookies: publicUrl.startsWith('https://'),
    clockControl: e.CLOCK_CONTROL ?? false,
    ...overrides,
  }
}
