import { execSync } from 'node:child_process'
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
const chromePath = execSync('command -v chromium', { encoding: 'utf8' }).trim()
const require = createRequire(import.meta.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
chrome.kill()
const a = r.lhr.audits
console.log('perf', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'benchmarkIndex', r.lhr.environment.benchmarkIndex)
const el = a['largest-contentful-paint-element']?.details?.items
console.log('LCP el', JSON.stringify(el?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(el?.[1]?.items))
console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.map(i => [i.url?.replace(/.*\//,''), Math.round(i.startTime), Math.round(i.duration)])))
console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.map(i => [i.url.replace(/.*\//,''), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])))
console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map(i => [i.group, Math.round(i.duration)])))
console.log('requests', JSON.stringify(a['network-requests']?.details?.items?.map(i => [i.url.replace(/^https?:\/\/[^/]+/,'').slice(0,50), i.resourceType, Math.round(i.networkRequestTime), Math.round(i.networkEndTime), Math.round(i.transferSize/1024)])))
