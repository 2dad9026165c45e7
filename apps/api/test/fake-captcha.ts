import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Config } from '../src/config'

/** The token a person who passed the captcha sends; any other token is a bot's. */
export const HUMAN_CAPTCHA_TOKEN = 'fake-captcha-human'

/**
 * reCAPTCHA's siteverify on loopback: a high score for HUMAN_CAPTCHA_TOKEN, a failure for anything else.
 * `config` points the product's captcha adapter at it.
 */
export async function startFakeCaptcha() {
  const asked: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? ''
      asked.push(token)
      const human = token === HUMAN_CAPTCHA_TOKEN
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(human ? { success: true, score: 0.9 } : { success: false }))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  const config: Partial<Config> = {
    captchaSecret: 'fake-captcha-secret',
    captchaVerifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
  }
  return {
    config,
    /** The tokens the server asked about, in order. */
    asked,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
