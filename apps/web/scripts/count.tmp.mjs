import { execSync } from 'node:child_process'
import { chromium } from '@playwright/test'
const base = 'http://localhost:3432'
const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
const page = await context.newPage()
await page.goto(`${base}/login`)
await page.getByLabel('อีเมล').fill('demo@klass.test')
await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Klass-demo-2026')
await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
await page.waitForURL((u) => !u.pathname.startsWith('/login'))
for (const p of process.argv.slice(2)) {
  await page.goto(base + p); await page.waitForTimeout(2500)
  console.log(p, await page.evaluate(() => {
    const r = {}
    for (const el of document.querySelectorAll('#root > *, #root > * > *')) r[`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${(el.className?.toString?.() ?? '').split(' ')[0]}`] = el.querySelectorAll('*').length
    r.total = document.querySelectorAll('*').length
    return r
  }))
}
await browser.close()
