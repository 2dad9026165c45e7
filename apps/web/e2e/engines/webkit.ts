import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { remote } from 'webdriverio'
import type { EngineDriver, PageScript } from './engine'

// WebKit, Safari's engine, from Debian's WebKitGTK: its WebDriver server (package webkit2gtk-driver) drives
// the MiniBrowser that ships with the engine, in a virtual X display (package xvfb).

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

/** MiniBrowser's path on this machine's architecture, or null when WebKitGTK is not installed. */
export function miniBrowserPath(): string | null {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH
  const lib = '/usr/lib'
  if (!existsSync(lib)) return null
  for (const entry of readdirSync(lib)) {
    const candidate = `${lib}/${entry}/webkit2gtk-4.1/MiniBrowser`
    if (existsSync(candidate)) return candidate
  }
  return null
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; this style sheet for the browser's own
 * controls (GTK 3 reads it from the configuration folder) lets them shrink, so a window can be as narrow
 * as a phone. It changes nothing in the pages.
 */
const NARROW_TOOLBAR = `headerbar, toolbar, box, entry, button, image, label {
  min-width: 0; min-height: 0; padding: 0; margin: 0;
}
entry { min-width: 16px; }
`

function browserConfigFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'klass-webkit-'))
  mkdirSync(path.join(folder, 'gtk-3.0'))
  writeFileSync(path.join(folder, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR)
  return folder
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A virtual display on a free number; Xvfb writes the number it took to the descriptor it is given. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    xvfb.on('error', reject)
    xvfb.on('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors.slice(-500)}`)))
    const displayfd = xvfb.stdio[3] as NodeJS.ReadableStream
    let written = ''
    displayfd.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes('\n')) resolve({ display: `:${written.trim()}`, process: xvfb })
    })
  })
}

async function waitForDriver(port: number, driver: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped: ${log()}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}: ${log()}`)
}

function elementId(value: unknown): string | null {
  if (value && typeof value === 'object' && ELEMENT_KEY in value) {
    return String((value as Record<string, unknown>)[ELEMENT_KEY])
  }
  return null
}

export async function launchWebKit(): Promise<EngineDriver> {
  const binary = miniBrowserPath()
  if (!binary) throw new Error('WebKitGTK is missing: apt-get install -y webkit2gtk-driver xvfb')
  const { display, process: xvfb } = await startDisplay()
  const port = await freePort()
  let driverLog = ''
  const config = browserConfigFolder()
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: config,
      TZ: 'Asia/Bangkok',
      LANG: 'th_TH.UTF-8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keepLog = (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-4000))
  driver.stdout?.on('data', keepLog)
  driver.stderr?.on('data', keepLog)
  const stopAll = () => {
    driver.kill('SIGTERM')
    xvfb.kill('SIGTERM')
    rmSync(config, { recursive: true, force: true })
  }
  try {
    await waitForDriver(port, driver, () => driverLog)
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'silent',
      connectionRetryCount: 1,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    })
    await browser.setTimeouts(undefined, 60_000, 30_000)

    const find = async (script: PageScript): Promise<string | null> =>
      elementId(await browser.executeScript(script.body, script.args as object[]))

    return {
      name: 'webkit',
      recordsFromDocumentStart: false,
      async navigate(url) {
        await browser.navigateTo(url)
      },
      currentUrl: () => browser.getUrl(),
      async run<T>(script: PageScript) {
        return (await browser.executeScript(script.body, script.args as object[])) as T
      },
      async click(script) {
        const id = await find(script)
        if (!id) return false
        // WebDriver scrolls an element only to the edge of the view, where the sticky header covers it;
        // a person scrolls it to where they can see it.
        await browser.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", [
          { [ELEMENT_KEY]: id },
        ])
        try {
          await browser.elementClick(id)
        } catch (error) {
          // Covered for a moment (a page transition) or replaced by a new render: the caller tries again.
          if (/not interactable|click intercepted|stale element/i.test(String(error))) return false
          throw error
        }
        return true
      },
      async type(script, text) {
        const id = await find(script)
        if (!id) return false
        await browser.elementSendKeys(id, text)
        return true
      },
      async setViewport(width, height) {
        // The window's frame is counted in its size; the page gets what is inside.
        const inner = (await browser.executeScript(
          'return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight]',
          [],
        )) as [number, number]
        await browser.setWindowRect(0, 0, width + inner[0], height + inner[1])
      },
      async screenshot() {
        return Buffer.from(await browser.takeScreenshot(), 'base64')
      },
      async forgetSite() {
        await browser.deleteAllCookies()
        await browser.executeScript('try { localStorage.clear(); sessionStorage.clear() } catch {}', [])
      },
      async close() {
        try {
          await browser.deleteSession()
        } finally {
          stopAll()
        }
      },
    }
  } catch (error) {
    stopAll()
    throw error
  }
}
