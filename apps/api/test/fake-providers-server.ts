import { startFakeProviders } from './fake-providers'

/**
 * The fake Facebook and LINE as a process of their own, for the browser journeys (apps/web/playwright.config.ts
 * starts it beside the server): `node --import tsx apps/api/test/fake-providers-server.ts`.
 */
const fake = await startFakeProviders({ port: Number(process.env.FAKE_PROVIDERS_PORT ?? 3190) })
process.stdout.write(`fake Facebook and LINE at ${fake.origin}\n`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
