import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3177'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.3.3' } })
const page = await ctx.newPage()
const email = `dbg-${Date.now()}@klass.test`
const fd = new FormData()
let r = await fetch(base + '/v2/api/register', { method: 'POST', headers: { 'X-Forwarded-For': '198.18.9.9' }, body: Object.assign(fd, {}) && (() => { const f = new FormData(); f.set('email', email); f.set('password', 'Klass-demo-2026'); f.set('display_name', 'x'); f.set('accept_terms', 'true'); f.set('birth_date', '2009-05-01'); return f })() })
console.log('register', r.status)
await page.goto('/login?redirect=%2Fbank%2Ffund%3Fcode%3DKP-SET50')
await page.getByLabel('อีเมล').fill(email)
await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Klass-demo-2026')
await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
await page.waitForURL(/code=KP-SET50/)
await page.waitForLoadState('networkidle')
console.log('first idle')
await ctx.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.18.3.3', 'X-Clock-Offset-Days': '1' })
const inflight = new Map()
page.on('request', (q) => { inflight.set(q, Date.now()); console.log('req', q.method(), q.url()) })
page.on('requestfinished', (q) => { inflight.delete(q); console.log('fin', q.url()) })
page.on('requestfailed', (q) => { inflight.delete(q); console.log('failed', q.url(), q.failure()?.errorText) })
await page.goto('/bank/fund?code=KP-SET50')
try { await page.waitForLoadState('networkidle', { timeout: 15000 }) ; console.log('idle ok') } catch (e) { console.log('no idle'); for (const q of inflight.keys()) console.log('pending', q.method(), q.url()) }
await browser.close()
