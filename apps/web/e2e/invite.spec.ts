import { expect, expectAccessible, newPage, test, visit } from './fixtures'

test.use({ invite: 'due' })

const DAY = 24 * 60 * 60 * 1000

test('the register invitation appears 20 s after load, once, and not again within a month', async ({
  page,
}) => {
  const start = new Date('2026-11-22T10:00:00+07:00')
  await page.clock.install({ time: start })
  await visit(page, '/')
  const invite = page.getByRole('dialog', { name: 'มาเป็นสมาชิก Klass กันเถอะ!' })

  // The installed clock keeps running while the page loads and is checked, so how much of the 20 s is gone
  // depends on the machine: read it from the page (the clock drives performance.now too).
  const sinceLoad = await page.evaluate(() => performance.now())
  await page.clock.runFor(Math.max(0, 17_000 - sinceLoad))
  await expect(invite).toBeHidden()
  await page.clock.runFor(4_000)
  await expect(invite).toBeVisible()
  await expectAccessible(page, 'invitation popup')
  await expect(invite.getByRole('link', { name: 'สมัครสมาชิกฟรี' })).toHaveAttribute('href', '/register')
  await invite.getByRole('button', { name: 'ปิดคำเชิญ' }).click()
  await expect(invite).toBeHidden()

  // Back the next day: not again.
  await page.clock.setSystemTime(new Date(start.getTime() + DAY))
  await page.reload()
  await page.locator('main#main').waitFor()
  await page.clock.runFor(25_000)
  await expect(invite).toBeHidden()

  // A month later: once more.
  await page.clock.setSystemTime(new Date(start.getTime() + 31 * DAY))
  await page.reload()
  await page.locator('main#main').waitFor()
  await page.clock.runFor(21_000)
  await expect(invite).toBeVisible()
})

test('the register invitation does not appear on /login or /register', async ({ browser }) => {
  for (const path of ['/login', '/register']) {
    const page = await newPage(browser, { invite: 'due' })
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+07:00') })
    await visit(page, path)
    await page.clock.runFor(25_000)
    await expect(page.getByRole('dialog', { name: 'มาเป็นสมาชิก Klass กันเถอะ!' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('klass.registerInvite.shownAt'))).toBeNull()
    await page.context().close()
  }
})
