import type { APIRequestContext, Page } from '@playwright/test'
import { demoCatchMeQuestions, demoCrosswords, demoHangmanWords, demoVisualSets } from '@klass/db/demo/games'
import { DEMO_PASSWORD, newMember, visitorAddress } from './demo'
import { accounts, expect, expectAccessible, logIn, newPage, test, visit } from './fixtures'

// Each journey logs in on its own and plays one game of the demo member's daily quota.
async function logInAsDemo(page: Page) {
  await visit(page, '/login')
  await logIn(page, accounts.general)
  await expect(page).toHaveURL('/')
}

/** The header's koin balance as a number. */
async function headerKoin(page: Page): Promise<number> {
  const balance = page
    .getByRole('banner')
    .locator('span', { hasText: /^koin คงเหลือ [\d,]+\.\d{2}$/ })
    .first()
  const text = (await balance.textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

/** The end panel: the server's score and koins, and the header balance raised by the same koins. */
async function expectEnd(page: Page, before: number, score: string, earned: string) {
  const end = page.getByRole('heading', { level: 2, name: /จบเกมแล้ว|ทายถูกแล้ว/ })
  await expect(end).toBeFocused()
  await expect(page.getByText(`คะแนน ${score} / 100`)).toBeVisible()
  await expect(page.getByText(`+${earned} koin`)).toBeVisible()
  await expect.poll(() => headerKoin(page)).toBeCloseTo(before + Number(earned), 2)
  await expect(page.getByRole('button', { name: 'เล่นอีกครั้ง' })).toBeVisible()
  await expectAccessible(page, 'game end')
}

test('the games hub shows each game with today’s plays, quota and best score', async ({ page }) => {
  await logInAsDemo(page)
  await visit(page, '/games')
  await expect(page.getByRole('heading', { level: 1, name: 'เกมการเงิน' })).toBeVisible()
  // Thai name first, the English product name beneath it.
  for (const name of [
    'จับคำตอบให้ทัน Catch me if you can',
    'ทายศัพท์การเงิน Hangman',
    'ถอดรหัสภาพ Visual Decoder',
    'ปริศนาอักษรไขว้ Crossword',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  await expect(page.getByText('เล่นวันนี้').first()).toBeVisible()
  await page
    .getByRole('link', { name: /เล่นเลย/ })
    .last()
    .click()
  await expect(page).toHaveURL('/crossword')
})

test('a member plays catch me if you can to its end with the keyboard', async ({ page }) => {
  await logInAsDemo(page)
  await visit(page, '/games/catch-me-if-you-can')
  const before = await headerKoin(page)
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const bubbles = page.getByRole('group', { name: 'ฟองคำตอบ' })
  await expect(bubbles.getByRole('button')).toHaveCount(4)
  await expectAccessible(page, 'catch me round')
  for (let round = 1; round <= 5; round++) {
    await expect(page.getByText(`รอบที่ ${round} จาก 5`)).toBeVisible()
    const question = (await page.locator('main').getByRole('heading', { level: 2 }).textContent())!.trim()
    const right = demoCatchMeQuestions.find((q) => q.question === question)!
    // A person reads the question first; an instant answer is refused as too fast.
    await page.waitForTimeout(1_000)
    await bubbles.getByRole('button', { name: right.answer, exact: true }).press('Enter')
    if (round < 5) await expect(page.getByText(`รอบที่ ${round + 1} จาก 5`)).toBeVisible()
  }
  await expectEnd(page, before, '100', '5.00')
})

test('a member plays hangman to its end with the physical keyboard', async ({ page }) => {
  // A member of this journey's own: a hangman game left open by another journey would come back instead.
  await logInAsNewMember(page, 'hangman-end')
  await visit(page, '/games/hangman')
  const before = await headerKoin(page)
  await expect(page.getByText(/เล่นฟรีวันนี้ เหลือ/)).toBeVisible()
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const hint = page.getByText('คำใบ้:').locator('..')
  await expect(hint).toBeVisible()
  const hintText = (await hint.textContent())!.replace('คำใบ้:', '').trim()
  const { word } = demoHangmanWords.find((w) => w.hint === hintText)!
  await expectAccessible(page, 'hangman board')
  const keyboard = page.getByRole('group', { name: 'แป้นตัวอักษร' })
  const letters = [...new Set(word)]
  for (const [i, letter] of letters.entries()) {
    await page.waitForTimeout(300)
    await page.keyboard.press(letter.toLowerCase())
    // The last letter ends the game and the keyboard gives way to the end.
    if (i < letters.length - 1) {
      await expect(keyboard.getByRole('button', { name: `${letter} (มีในคำ)` })).toBeDisabled()
    }
  }
  await expect(page.getByText(`คำตอบคือ ${word}`)).toBeVisible()
  await expectEnd(page, before, '100', '5.00')
})

test('a member plays a visual decoder set to its end and sees the set’s result', async ({ page }) => {
  await logInAsDemo(page)
  await visit(page, '/games/visual-decoder')
  const before = await headerKoin(page)
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const puzzles = demoVisualSets.flatMap((s) => s.puzzles)
  for (let index = 1; index <= 5; index++) {
    await expect(page.getByText(new RegExp(`ภาพที่ ${index} จาก 5`))).toBeVisible()
    if (index === 1) await expectAccessible(page, 'visual decoder puzzle')
    const picture = (await page.getByText('ภาพปริศนา:').locator('..').textContent())!
      .replace('ภาพปริศนา:', '')
      .trim()
    const puzzle = puzzles.find((p) => p.picture === picture)!
    await page.waitForTimeout(1_100)
    if (index === 3) {
      await page.getByRole('button', { name: 'ข้ามภาพนี้' }).click()
    } else {
      await page
        .getByRole('group', { name: 'ตัวเลือกคำตอบ' })
        .getByRole('button', { name: puzzle.answer })
        .click()
    }
    if (index < 5) {
      await expect(page.getByText(`คำตอบคือ “${puzzle.answer}”`)).toBeVisible()
      await page.getByRole('button', { name: 'ภาพถัดไป' }).click()
    }
  }
  await expectEnd(page, before, '80', '4.00')
  const result = page.getByRole('region', { name: /ผลชุด/ })
  await expect(result.getByRole('listitem')).toHaveCount(5)
  await expect(result.getByText('ข้ามข้อนี้')).toBeVisible()
})

test('a member fills a crossword by typing, checks it and sees every word marked right', async ({ page }) => {
  await logInAsDemo(page)
  await visit(page, '/crossword')
  const before = await headerKoin(page)
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const title = (await page.locator('main').getByRole('heading', { level: 2 }).first().textContent())!.trim()
  const crossword = demoCrosswords.find((c) => c.title === title)!
  await expectAccessible(page, 'crossword grid')
  for (const word of crossword.words) {
    await page.getByRole('button', { name: new RegExp(word.clue.replace(/[()]/g, '.')) }).click()
    await page.keyboard.type(word.answer.toLowerCase(), { delay: 40 })
  }
  // Arrow keys move between cells.
  await page.keyboard.press('ArrowLeft')
  // A crossword is checked no sooner than a second a word after it was issued.
  await page.waitForTimeout(crossword.words.length * 1_000)
  await page.getByRole('button', { name: 'ตรวจคำตอบ' }).click()
  await expectEnd(page, before, '100', String(crossword.words.length) + '.00')
  await expect(page.getByText('(เฉลย)')).toHaveCount(0)
})

test('the games fit a 360 px phone, stay accessible there, and catch me plays by tap under reduced motion', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 360, height: 740 } })
  await logInAsDemo(page)
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth)
  for (const path of ['/games', '/games/hangman', '/games/visual-decoder']) {
    await visit(page, path)
    expect(await fits(), path).toBeLessThanOrEqual(360)
  }
  await visit(page, '/crossword')
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  await expect(page.getByRole('group', { name: /ตารางอักษรไขว้/ })).toBeVisible()
  expect(await fits(), '/crossword').toBeLessThanOrEqual(360)
  await expectAccessible(page, '/crossword at 360 px')

  // With reduced motion the bubbles stay still, and a tap catches one.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/games/catch-me-if-you-can')
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const bubbles = page.getByRole('group', { name: 'ฟองคำตอบ' })
  await expect(bubbles).toBeVisible()
  expect(await fits(), '/games/catch-me-if-you-can').toBeLessThanOrEqual(360)
  await expectAccessible(page, 'catch me at 360 px')
  const question = (await page.locator('main').getByRole('heading', { level: 2 }).textContent())!.trim()
  const right = demoCatchMeQuestions.find((q) => q.question === question)!
  const bubble = bubbles.getByRole('button', { name: right.answer, exact: true })
  const before = await bubble.boundingBox()
  await page.waitForTimeout(1_000)
  expect(await bubble.boundingBox()).toEqual(before)
  await bubble.click()
  await expect(page.getByText('จับถูก!')).toBeVisible()
  await page.context().close()
})

/** The hint on the hangman board, and the demo word it belongs to. */
async function hangmanWord(page: Page) {
  const hint = page.getByText('คำใบ้:').locator('..')
  await expect(hint).toBeVisible()
  const hintText = (await hint.textContent())!.replace('คำใบ้:', '').trim()
  return demoHangmanWords.find((w) => w.hint === hintText)!.word
}

async function logInAsNewMember(page: Page, name: string) {
  const email = await newMember(page.request, name)
  await visit(page, '/login')
  await logIn(page, email)
  // Logging in lands on the home page; a busy machine may take longer than the usual wait.
  await expect(page).toHaveURL('/', { timeout: 30_000 })
  return email
}

test('a hangman game survives a reload and leaving the page: the guessed letters and lives stay', async ({
  page,
}) => {
  await logInAsNewMember(page, 'hangman-resume')
  await visit(page, '/games/hangman')
  await expect(page.getByText('เล่นฟรีวันนี้ เหลือ 3 จาก 3 ครั้ง')).toBeVisible()
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const word = await hangmanWord(page)
  const keyboard = page.getByRole('group', { name: 'แป้นตัวอักษร' })
  const miss = [...'QZXJKVWYBFGHMPUDCLSNTRIOAE'].find((l) => !word.includes(l))!
  const hit = word[0]!
  await page.waitForTimeout(300)
  await keyboard.getByRole('button', { name: miss, exact: true }).click()
  await expect(keyboard.getByRole('button', { name: `${miss} (ไม่มีในคำ)` })).toBeDisabled()
  await page.waitForTimeout(300)
  await keyboard.getByRole('button', { name: hit, exact: true }).click()
  await expect(keyboard.getByRole('button', { name: `${hit} (มีในคำ)` })).toBeDisabled()
  await expect(page.getByText('หัวใจเหลือ 5 จาก 6 ดวง')).toBeAttached()

  await page.reload()
  await expect(page.getByText(/เล่นต่อจากที่ค้างไว้/)).toBeVisible()
  await expect(keyboard.getByRole('button', { name: `${miss} (ไม่มีในคำ)` })).toBeDisabled()
  await expect(keyboard.getByRole('button', { name: `${hit} (มีในคำ)` })).toBeDisabled()
  await expect(page.getByText('หัวใจเหลือ 5 จาก 6 ดวง')).toBeAttached()
  // The play was used once, when the game started; coming back does not use another.
  await expect(page.getByText('เล่นฟรีวันนี้ เหลือ 2 จาก 3 ครั้ง')).toBeVisible()
  await expectAccessible(page, 'hangman resumed')

  await visit(page, '/games')
  await visit(page, '/games/hangman')
  await expect(keyboard.getByRole('button', { name: `${hit} (มีในคำ)` })).toBeDisabled()
  await expect(page.getByText('หัวใจเหลือ 5 จาก 6 ดวง')).toBeAttached()
  // And it plays on to its end from there.
  for (const letter of new Set(word)) {
    if (letter === hit) continue
    await page.waitForTimeout(300)
    await page.keyboard.press(letter.toLowerCase())
  }
  await expect(page.getByText(`คำตอบคือ ${word}`)).toBeVisible()
})

/** Plays one hangman game through the API to its end (rare letters first, so it is soon lost). */
async function playOneHangman(request: APIRequestContext, email: string) {
  const address = visitorAddress()
  const login = await request.post('/api/login', {
    headers: { 'X-Forwarded-For': address },
    data: { email, password: DEMO_PASSWORD },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const headers = { 'X-Forwarded-For': address, Authorization: `Bearer ${token}` }
  const play = await request.post('/v2/api/game/playHangman', { headers, data: {} })
  expect(play.ok(), await play.text()).toBeTruthy()
  const { sessionId } = (await play.json()).data as { sessionId: string }
  for (const letter of 'QZXJKVWYBFGHMPUDCLSNTRIOAE') {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const answer = await request.post('/v2/api/game/answerHangman', { headers, data: { sessionId, letter } })
    expect(answer.ok(), await answer.text()).toBeTruthy()
    if ((await answer.json()).data.status !== 'playing') return
  }
}

test('with no hangman plays left the page says so once and offers a paid play, with no “come back tomorrow”', async ({
  page,
}) => {
  const email = await logInAsNewMember(page, 'hangman-out')
  for (let i = 0; i < 3; i++) await playOneHangman(page.request, email)
  await visit(page, '/games/hangman')
  await expect(page.getByText('เล่นฟรีวันนี้ เหลือ 0 จาก 3 ครั้ง')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'ใช้สิทธิ์เล่นวันนี้ครบแล้ว' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'เริ่มเล่น' })).toHaveCount(0)
  await expect(page.getByText(/พรุ่งนี้/)).toHaveCount(0)
  // The free plays are told before anything about buying.
  const free = await page.getByText(/เล่นฟรีวันนี้/).boundingBox()
  const buyButton = page.getByRole('button', { name: 'ซื้อสิทธิ์เล่นเพิ่ม 1 ครั้ง (5.00 koin)' })
  expect((await buyButton.boundingBox())!.y).toBeGreaterThan(free!.y)

  await buyButton.click()
  await expect(page.getByText('สิทธิ์ที่ซื้อเพิ่ม เหลือ 1 จาก 1 ครั้ง')).toBeVisible()
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  await expect(page.getByRole('group', { name: 'แป้นตัวอักษร' })).toBeVisible()
  await expect(page.getByText('สิทธิ์ที่ซื้อเพิ่ม เหลือ 0 จาก 1 ครั้ง')).toBeVisible()
})

test('the hangman keys are at least 44 x 44 px on a 360 px phone and the board does not scroll sideways', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 360, height: 740 } })
  await logInAsNewMember(page, 'hangman-phone')
  await visit(page, '/games/hangman')
  await page.getByRole('button', { name: 'เริ่มเล่น' }).click()
  const keys = page.getByRole('group', { name: 'แป้นตัวอักษร' }).getByRole('button')
  await expect(keys).toHaveCount(26)
  for (const box of await keys.evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect()
      return { label: b.textContent, width: r.width, height: r.height }
    }),
  )) {
    expect(box.width, box.label!).toBeGreaterThanOrEqual(44)
    expect(box.height, box.label!).toBeGreaterThanOrEqual(44)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible(page, 'hangman keys at 360 px')
  await page.close()
})
