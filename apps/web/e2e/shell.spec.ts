import { expect, expectAccessible, test, visit } from './fixtures'

test.describe('header menus', () => {
  test('shows the desktop menu of SPEC 2 and the Quiz submenu', async ({ page }) => {
    await visit(page, '/')
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' })
    await expect(menu.getByRole('link')).toHaveText([
      'หน้าแรก',
      'กิจกรรม',
      'เกม',
      'Super Hero Talk',
      'SUPERQUEST',
    ])
    await expect(menu.getByRole('link', { name: 'กิจกรรม' })).toHaveAttribute('href', '/events')
    await expect(menu.getByRole('link', { name: 'SUPERQUEST' })).toHaveAttribute('href', '/superquest/about')
    await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'สมัครสมาชิก' })).toBeVisible()

    const quiz = menu.getByRole('button', { name: 'ควิซ' })
    await quiz.click()
    await expect(quiz).toHaveAttribute('aria-expanded', 'true')
    const expected = [
      '/quiz',
      '/quiz/daily',
      '/quiz/month',
      '/quiz/final',
      '/quiz/money/Basic',
      '/quiz/money/Intermediate',
      '/quiz/money/Advanced',
    ]
    for (const href of expected) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible()
    await expect(menu.getByText('The Money Quiz')).toBeVisible()
    await expect(menu.locator('a[href="/quiz/daily"]')).toHaveText('ควิซประจำวัน')
    await expect(menu.locator('a[href="/quiz/money/Basic"]')).toHaveText('ระดับพื้นฐาน')
    await expectAccessible(page, 'Quiz submenu open')

    await page.keyboard.press('Escape')
    await expect(quiz).toHaveAttribute('aria-expanded', 'false')
    await expect(quiz).toBeFocused()

    // Keyboard: ArrowDown opens the submenu on its first item.
    await page.keyboard.press('ArrowDown')
    await expect(menu.locator('a[href="/quiz"]')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.locator('a[href="/quiz/daily"]')).toBeFocused()
    await page.keyboard.press('Enter')
    // The daily quiz is for members: the menu takes a visitor there by way of the login page.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fquiz%2Fdaily$/)
  })
})

test.describe('the drawer on narrow screens', () => {
  test.use({ viewport: { width: 400, height: 800 } })

  test('opens 400 px wide with the sidebar items, groups and version label', async ({ page }) => {
    await visit(page, '/')
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeHidden()
    const opener = page.getByRole('button', { name: 'เปิดเมนู' })
    await opener.click()
    const drawer = page.getByRole('dialog', { name: 'เมนู' })
    await expect(drawer).toBeVisible()
    expect((await drawer.boundingBox())?.width).toBe(400)

    const nav = drawer.getByRole('navigation', { name: 'เมนูด้านข้าง' })
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/',
      '/club/hit',
      '/club/biz-master',
      '/club/smart-society',
      '/club/play-yard',
      '/events',
      '/quiz/daily',
      '/quiz/month',
      '/quiz/final',
      '/quiz/money/Basic',
      '/quiz/money/Intermediate',
      '/quiz/money/Advanced',
      '/games',
      '/super-hero',
      '/club/greenery',
      '/video-page',
      '/store',
      '/bank',
      '/robo',
      '/superquest/about',
    ])
    await expect(nav.getByRole('list', { name: 'KLASS' })).toBeVisible()
    // Thai labels; English only in names (KLASS, The Money Quiz, Super Hero Talk, SUPERQUEST, the clubs).
    await expect(nav.getByRole('list', { name: 'ภารกิจ' }).getByRole('link')).toHaveText([
      'ควิซประจำวัน',
      'ควิซประจำเดือน',
      'สอบปลายภาค',
      'The Money Quiz ระดับพื้นฐาน',
      'The Money Quiz ระดับกลาง',
      'The Money Quiz ระดับสูง',
      'เกม',
    ])
    expect(await nav.innerText()).not.toMatch(/MISSION|Mission|Daily|Monthly|Final Exam/)
    await expect(drawer.getByText('เวอร์ชัน 1.2.3')).toBeVisible()
    await expectAccessible(page, 'drawer open')

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('is never wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 350, height: 700 })
    await visit(page, '/')
    await page.getByRole('button', { name: 'เปิดเมนู' }).click()
    expect((await page.getByRole('dialog', { name: 'เมนู' }).boundingBox())?.width).toBe(350)
  })
})

test.describe('footer', () => {
  test('links the usage guide and the three policies, the social accounts, and shows the copyright', async ({
    page,
  }) => {
    await visit(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'คู่มือการใช้งานเบื้องต้น' })).toHaveAttribute(
      'href',
      '/post/detail/usage-guide',
    )
    for (const name of ['Facebook', 'Twitter (X)', 'LINE']) {
      await expect(
        footer.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
      ).toHaveAttribute('target', '_blank')
    }
    await expect(footer).toContainText(/© 25\d\d Klass/)

    const policies = [
      ['ข้อกำหนดและเงื่อนไขการใช้งาน', '/policy/law'],
      ['นโยบายคุ้มครองข้อมูลส่วนบุคคล', '/policy/personal'],
      ['นโยบายคุกกี้', '/policy/cookies'],
    ] as const
    for (const [name, path] of policies) {
      await footer.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, path)
    }
  })
})

test.describe('online status', () => {
  test('shows an offline notice and the return online', async ({ page }) => {
    await visit(page, '/')
    await page.context().setOffline(true)
    await expect(page.getByText('คุณออฟไลน์อยู่ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต')).toBeVisible()
    await expectAccessible(page, 'offline')
    await page.context().setOffline(false)
    await expect(page.getByText('กลับมาออนไลน์แล้ว')).toBeVisible()
    await expect(page.getByText('คุณออฟไลน์อยู่ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต')).toBeHidden()
  })
})

test.describe('error pages', () => {
  test("an unknown path is answered 404 and shows the not-found page in Thai, SPEC's English beneath, with a way home", async ({
    page,
  }) => {
    const response = await page.goto('/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await visit(page, '/this/page/does-not-exist')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(/^ไม่พบหน้านี้\s*404 Not Found$/)
    await expect(page.getByText('ไม่พบหน้าที่คุณต้องการ ลิงก์อาจผิดหรือหน้านี้ถูกย้ายไปแล้ว')).toBeVisible()
    await expect(page.getByText('This page could not be found')).toBeVisible()
    // The English lines are smaller than the Thai they translate.
    const size = (text: string) =>
      page
        .getByText(text, { exact: true })
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(await size('404 Not Found')).toBeLessThan(await size('ไม่พบหน้านี้'))
    expect(await size('This page could not be found')).toBeLessThan(
      await size('ไม่พบหน้าที่คุณต้องการ ลิงก์อาจผิดหรือหน้านี้ถูกย้ายไปแล้ว'),
    )
    expect((await page.request.get('/api/no-such-call')).status()).toBe(404)
    expect((await page.request.get('/profile')).status()).toBe(200)
    await page.getByRole('link', { name: /Home page/ }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a page whose code cannot load reloads once, then shows "An error occurred"', async ({ page }) => {
    await visit(page, '/')
    await page.route(/\/assets\/policy-[^/]+\.js$/, (route) => route.abort())
    let reloads = 0
    page.on('load', () => reloads++)
    await page.getByRole('contentinfo').getByRole('link', { name: 'นโยบายคุกกี้' }).click()
    await expect(page.getByRole('heading', { name: /^เกิดข้อผิดพลาด\s*An error occurred$/ })).toBeVisible()
    await expect(page.getByText('An error occurred', { exact: true }).last()).toBeVisible()
    expect(reloads).toBe(1)
    await expectAccessible(page, 'error page')
  })
})
