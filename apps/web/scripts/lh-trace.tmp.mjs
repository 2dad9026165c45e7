import { createRequire } from 'node:module'
import { execSync } from 'node:child_process'
import lighthouse from 'lighthouse'
const base = process.env.BASE ?? 'http://localhost:3432'
const chromePath = execSync('command -v chromium').toString().trim()
const chromeArgs = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic']
const require = createRequire(import.meta.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))
const { chromium } = await import('@playwright/test')
for (const p of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] })
  if (process.env.MEMBER) {
    const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const page = await b.contexts()[0].newPage()
    await page.goto(`${base}/login`)
    await page.getByLabel('อีเมล').fill('demo@klass.test')
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Klass-demo-2026')
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'))
    await page.close()
  }
  const r = await lighthouse(`${base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: !!process.env.MEMBER })
  chrome.kill()
  const { audits } = r.lhr
  console.log(`\n== ${p} TBT ${Math.round(audits['total-blocking-time'].numericValue)} landed ${r.lhr.finalDisplayedUrl}`)
  const events = r.artifacts.Trace.traceEvents
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? events[0].ts
  // main renderer thread: the one with most RunTask after nav, in the renderer process of the page
  const counts = {}
  for (const e of events) if (e.name === 'RunTask' && e.ts > start) counts[`${e.pid}:${e.tid}`] = (counts[`${e.pid}:${e.tid}`] ?? 0) + (e.dur ?? 0)
  const main = Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0]
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts > start)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 8000)
  for (const t of tasks) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur)
    const sums = {}
    for (const e of inside) if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'TimerFire', 'EventDispatch', 'XHRReadyStateChange', 'FireAnimationFrame', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'HitTest', 'V8.GC_MC_MARK', 'v8.run', 'RunMicrotasks', 'ScheduleStyleRecalculation'].includes(e.name)) sums[e.name] = (sums[e.name] ?? 0) + e.dur
    const url = inside.find((e) => e.args?.data?.url)?.args.data.url?.replace(base, '') ?? ''
    const fn = inside.find((e) => e.name === 'FunctionCall')?.args?.data
    console.log(`task @${Math.round((t.ts - start) / 1000)}ms ${Math.round(t.dur / 1000)}ms ${url} ${fn ? (fn.functionName || '') + ' ' + (fn.url ?? '').replace(base, '') : ''}\n    ` + Object.entries(sums).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', '))
  }
}
