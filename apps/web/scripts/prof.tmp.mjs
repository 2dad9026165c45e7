import { execSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
const require = createRequire(import.meta.url)
const { SourceMapConsumer } = require('source-map-js')
const base = process.env.BASE ?? 'http://localhost:3432'
const maps = {}
for (const f of readdirSync('/tmp/webmap/assets').filter((f) => f.endsWith('.js.map'))) maps[f.replace(/-[\w-]{8}\.js\.map$/, '')] = new SourceMapConsumer(JSON.parse(readFileSync('/tmp/webmap/assets/' + f, 'utf8')))
const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox', '--disable-gpu'] })
for (const p of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  if (process.env.MEMBER) {
    await page.goto(`${base}/login`)
    await page.getByLabel('อีเมล').fill('demo@klass.test')
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Klass-demo-2026')
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'))
    await page.goto('about:blank')
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(base + p, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  const { profile } = await cdp.send('Profiler.stop')
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const dt = profile.timeDeltas
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)))
  const byFile = {}, byFn = {}
  for (const [id, us] of self) {
    const n = byId.get(id); const cf = n.callFrame
    let where = cf.url ? cf.url.replace(base, '') : `(${cf.functionName || 'native'})`
    const m = cf.url.match(/assets\/(.+)-[\w-]{8}\.js$/)
    if (m && maps[m[1]] && cf.lineNumber >= 0) {
      const pos = maps[m[1]].originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber })
      if (pos.source) where = pos.source.replace(/.*node_modules\//, 'nm:').replace(/^.*\/src\//, 'src/')
      const fn = `${pos.name ?? cf.functionName} ${where}:${pos.line}`
      byFn[fn] = (byFn[fn] ?? 0) + us
    } else byFn[`${cf.functionName} ${where}`] = (byFn[`${cf.functionName} ${where}`] ?? 0) + us
    const key = where.startsWith('nm:') ? where.split('/').slice(0, where.startsWith('nm:@') ? 2 : 1).join('/') : where
    byFile[key] = (byFile[key] ?? 0) + us
  }
  // inclusive time per mapped function name, counted once per sample stack
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const nameOf = (n) => { const cf = n.callFrame; const m = cf.url.match(/assets\/(.+)-[\w-]{8}\.js$/); if (m && maps[m[1]] && cf.lineNumber >= 0) { const pos = maps[m[1]].originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${pos.name ?? cf.functionName}@${(pos.source ?? '').replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${pos.line}` } return cf.functionName || cf.url }
  const incl = {}
  profile.samples.forEach((id, i) => { const seen = new Set(); let cur = id; while (cur) { const k = nameOf(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl[k] = (incl[k] ?? 0) + (dt[i] ?? 0) } cur = parent.get(cur) } })
  // busy periods: consecutive non-idle samples
  const periods = []; let cur = null; let t = profile.startTime
  profile.samples.forEach((id, i) => { t += dt[i] ?? 0; const idle = byId.get(id).callFrame.functionName === '(idle)'; if (!idle) { if (!cur || t - cur.end > 3000) { cur = { start: t, end: t, samples: [] }; periods.push(cur) } cur.end = t; cur.samples.push([id, dt[i] ?? 0]) } })
  for (const per of periods.filter((q) => q.end - q.start > Number(process.env.MINP ?? 15000))) {
    const inc = {}
    for (const [id, d] of per.samples) { const seen = new Set(); let c = id; while (c) { const k = nameOf(byId.get(c)); if (!seen.has(k)) { seen.add(k); inc[k] = (inc[k] ?? 0) + d } c = parent.get(c) } }
    console.log(`period @${Math.round((per.start - profile.startTime) / 1000)}ms ${Math.round((per.end - per.start) / 1000)}ms: ` + Object.entries(inc).filter(([k]) => !/^[A-Za-z$_]{1,2}@preact|^\(root\)|^@:null|^[A-Za-z$_]{1,2}@:null/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k.replace('react-router/dist/development/chunk-6KYCQHYJ.mjs', 'rr')} ${(v / 1000).toFixed(0)}`).join(' | '))
  }
  console.log('-- inclusive')
  for (const [k, v] of Object.entries(incl).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60))) console.log(String(Math.round(v / 1000)).padStart(6), 'ms', k)
  console.log(`\n== ${p}`)
  for (const [k, v] of Object.entries(byFile).sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(String(Math.round(v / 1000)).padStart(6), 'ms', k)
  console.log('-- functions')
  for (const [k, v] of Object.entries(byFn).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(v / 1000)).padStart(6), 'ms', k)
  await context.close()
}
await browser.close()
