import { createRequire } from 'node:module'
import { execSync } from 'node:child_process'
import lighthouse from 'lighthouse'
const base = process.env.BASE ?? 'http://localhost:3432'
const chromePath = execSync('command -v chromium').toString().trim()
const chromeArgs = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic']
const require = createRequire(import.meta.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))
const runs = Number(process.env.RUNS ?? 1)
for (const p of process.argv.slice(2)) for (let i = 0; i < runs; i++) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] })
  const r = await lighthouse(`${base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  chrome.kill()
  const { audits, environment } = r.lhr
  console.log(`\n== ${p} TBT ${Math.round(audits['total-blocking-time'].numericValue)} LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} bench ${environment.benchmarkIndex}`)
  for (const t of audits['long-tasks'].details?.items ?? []) console.log('  long', Math.round(t.startTime), Math.round(t.duration), t.url)
  for (const t of (audits['bootup-time'].details?.items ?? []).slice(0, 6)) console.log('  boot', Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile), t.url)
  for (const t of (audits['mainthread-work-breakdown'].details?.items ?? [])) console.log('  work', t.group, Math.round(t.duration))
}
