import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core'
import type { EngineDriver, PageScript } from './engine'
import { installRecorder } from './in-page'

// Firefox from Debian's firefox-esr package, driven over WebDriver BiDi (puppeteer-core launches it; no
// browser is downloaded).

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
}

/** The script as a function puppeteer can send: the body reads its inputs from `arguments`. */
function asFunction(script: PageScript): (...args: unknown[]) => unknown {
  return new Function(script.body) as (...args: unknown[]) => unknown
}

export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    env: { ...process.env, TZ: 'Asia/Bangkok' },
    extraPrefsFirefox: {
      'intl.accept_languages': 'th-TH, th',
      // No updates, telemetry or remote settings: this machine's network is closed.
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  })
  let viewport = { width: 1280, height: 900 }
  // Puppeteer sets the screen's orientation with the viewport's size; Firefox ESR 140 does not know that
  // command and refuses it after the size has been set. The size is what the journeys need.
  const sizeViewport = () =>
    page.setViewport(viewport).catch((error: unknown) => {
      if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error
    })
  let context: BrowserContext
  let page: Page

  // Each visitor is a browser context of its own (no cookies or storage shared with the one before).
  const newVisitor = async () => {
    context = await browser.createBrowserContext()
    page = await context.newPage()
    await sizeViewport()
    await page.evaluateOnNewDocument(installRecorder)
  }
  await newVisitor()

  const find = async (script: PageScript): Promise<ElementHandle | null> => {
    const handle = await page.evaluateHandle(asFunction(script), ...script.args)
    const element = handle.asElement() as ElementHandle | null
    if (!element) await handle.dispose()
    return element
  }

  return {
    name: 'firefox',
    recordsFromDocumentStart: true,
    async navigate(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    },
    // From the document: Firefox ESR 140 does not tell WebDriver BiDi of addresses the app sets in its history
    // (pushState), so puppeteer's own record stays at the last page load.
    currentUrl: () => page.evaluate(() => window.location.href),
    async run<T>(script: PageScript) {
      return (await page.evaluate(asFunction(script), ...script.args)) as T
    },
    async click(script) {
      const element = await find(script)
      if (!element) return false
      try {
        // Puppeteer scrolls an element only to the edge of the view, where the sticky header covers it;
        // a person scrolls it to where they can see it.
        await element.evaluate((target) => target.scrollIntoView({ block: 'center', inline: 'center' }))
        await element.click()
      } finally {
        await element.dispose()
      }
      return true
    },
    async type(script, text) {
      const element = await find(script)
      if (!element) return false
      try {
        await element.focus()
        await page.keyboard.type(text)
      } finally {
        await element.dispose()
      }
      return true
    },
    async setViewport(width, height) {
      viewport = { width, height }
      await sizeViewport()
    },
    async screenshot() {
      return Buffer.from(await page.screenshot())
    },
    async forgetSite() {
      await context.close()
      await newVisitor()
    },
    async close() {
      await browser.close()
    },
  }
}
