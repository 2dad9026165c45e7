import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, freshAddress, registerMember, uniqueEmail, type TestApp } from '../../../test/app'
import { HUMAN_CAPTCHA_TOKEN, startFakeCaptcha } from '../../../test/fake-captcha'

/**
 * Issue 19 (decision 023): wrong passwords slow down the address that sends them, with a growing wait, and
 * never lock the account; an account under attack from many addresses asks for the captcha when one is
 * configured. Its owner, on their own address, always gets in.
 */
function loginTo(t: TestApp) {
  return (email: string, password: string, remoteAddress = freshAddress(), captchaToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, ...(captchaToken ? { captcha_token: captchaToken } : {}) },
      remoteAddress,
    })
}

describe('wrong passwords, without a captcha', () => {
  let t: TestApp
  let login: ReturnType<typeof loginTo>
  beforeAll(async () => {
    t = await createTestApp()
    login = loginTo(t)
  })
  afterAll(() => t.close())

  it('lets the owner in from their own address after someone else failed on the account many times from another', async () => {
    const member = await registerMember(t.app)
    const attacker = freshAddress()
    // Twenty wrong passwords really tried, each one waiting out its turn.
    let failures = 0
    while (failures < 20) {
      const answer = await login(member.email, `Wrong-Password-${failures}`, attacker)
      if (answer.statusCode === 429) t.clock.advance(Number(answer.headers['retry-after']) * 1000)
      else {
        expect(answer.statusCode).toBe(401)
        failures += 1
      }
    }
    expect((await login(member.email, member.password)).statusCode).toBe(200)
    // The attacker is still slowed down.
    const next = await login(member.email, 'Wrong-Password-x', attacker)
    expect(next.statusCode).toBe(429)
    expect(next.json().error.code).toBe('LOGIN_THROTTLED')
  })

  it('slows failed logins on an account from one address with a growing Retry-After, never locking it', async () => {
    const member = await registerMember(t.app)
    const remoteAddress = freshAddress()
    for (let i = 0; i < 5; i++)
      expect((await login(member.email, `Wrong-Password-${i}`, remoteAddress)).statusCode).toBe(401)
    const first = await login(member.email, 'Wrong-Password-5', remoteAddress)
    expect(first.statusCode).toBe(429)
    expect(first.json().error).toMatchObject({
      code: 'LOGIN_THROTTLED',
      details: { retryAfterSeconds: Number(first.headers['retry-after']) },
    })
    t.clock.advance(Number(first.headers['retry-after']) * 1000)
    expect((await login(member.email, 'Wrong-Password-5', remoteAddress)).statusCode).toBe(401)
    const second = await login(member.email, member.password, remoteAddress)
    expect(second.statusCode).toBe(429)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']))
    t.clock.advance(Number(second.headers['retry-after']) * 1000)
    expect((await login(member.email, member.password, remoteAddress)).statusCode).toBe(200)
    // The right password wipes the slate for this address: the owner's next typo is not slowed.
    expect((await login(member.email, 'Wrong-Password-6', remoteAddress)).statusCode).toBe(401)
  })

  it('slows failed logins from one address across accounts', async () => {
    const remoteAddress = freshAddress()
    for (let i = 0; i < 30; i++)
      expect((await login(uniqueEmail(), 'Wrong-Password-1', remoteAddress)).statusCode).toBe(401)
    const slowed = await login(uniqueEmail(), 'Wrong-Password-1', remoteAddress)
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json().error.code).toBe('LOGIN_THROTTLED')
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('tries only its free turns when wrong passwords from one address arrive all at once', async () => {
    const remoteAddress = freshAddress()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(uniqueEmail(), 'Wrong-Password-1', remoteAddress)),
    )
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(30)
    expect(answers.filter((a) => a.json().error.code === 'LOGIN_THROTTLED')).toHaveLength(10)
  })

  it('lets in a free attempt that read the clock just before another one opened the window', async () => {
    // Two logins at once: the one that read the clock first may reach the database second.
    const remoteAddress = freshAddress()
    const opened = t.clock.now()
    expect((await login(uniqueEmail(), 'Wrong-Password-1', remoteAddress)).statusCode).toBe(401)
    t.clock.set(new Date(opened.getTime() - 1000))
    expect((await login(uniqueEmail(), 'Wrong-Password-1', remoteAddress)).statusCode).toBe(401)
    t.clock.set(opened)
  })
})

describe('wrong passwords for an account from many addresses, with the captcha on', () => {
  let t: TestApp
  let login: ReturnType<typeof loginTo>
  let captcha: Awaited<ReturnType<typeof startFakeCaptcha>>
  beforeAll(async () => {
    captcha = await startFakeCaptcha()
    t = await createTestApp({ config: captcha.config })
    login = loginTo(t)
  })
  afterAll(async () => {
    await t.close()
    await captcha.close()
  })

  it('asks for the captcha only once ten passwords were wrong for the account, then lets its owner in with it', async () => {
    const member = await registerMember(t.app, { captcha_token: HUMAN_CAPTCHA_TOKEN })
    expect((await login(member.email, member.password)).statusCode).toBe(200)
    // Ten addresses, one wrong password each: no address is slowed down, but the account is under attack.
    for (let i = 0; i < 10; i++)
      expect((await login(member.email, `Wrong-Password-${i}`)).statusCode).toBe(401)

    const owner = freshAddress()
    const without = await login(member.email, member.password, owner)
    expect(without.statusCode).toBe(400)
    expect(without.json().error.code).toBe('CAPTCHA_REQUIRED')
    const bot = await login(member.email, member.password, owner, 'a-bot-token')
    expect(bot.statusCode).toBe(400)
    expect(bot.json().error.code).toBe('CAPTCHA_FAILED')
    expect((await login(member.email, member.password, owner, HUMAN_CAPTCHA_TOKEN)).statusCode).toBe(200)
    // The attacker needs the captcha too.
    const attacker = await login(member.email, 'Wrong-Password-x')
    expect(attacker.json().error.code).toBe('CAPTCHA_REQUIRED')
  })

  it('lets other accounts in without the captcha', async () => {
    const member = await registerMember(t.app, { captcha_token: HUMAN_CAPTCHA_TOKEN })
    expect((await login(member.email, member.password)).statusCode).toBe(200)
    expect((await login(uniqueEmail(), 'Wrong-Password-1')).statusCode).toBe(401)
  })
})
