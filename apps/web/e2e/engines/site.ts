import { expect } from '@playwright/test'
import { pageScript, type EngineDriver } from './engine'
import {
  errorPageShown,
  findElement,
  installRecorder,
  isShown,
  pageIsQuiet,
  paintedPixels,
  paintedPixelsAt,
  readTrouble,
  remember,
  sideScroll,
  smallTargets,
  deadTaps,
  textOf,
  type PageTrouble,
  type Query,
} from './in-page'

const withFinder = { findElement }

/** The window every test starts with; a test on a phone sets its own. */
export const DESKTOP = { width: 1280, height: 900 }

/** Words on the page, as `text(…)`; a button, link, heading or field by its name. */
export const button = (name: string, exact = false): Query => ({ role: 'button', name, exact })
export const link = (name: string, exact = false): Query => ({ role: 'link', name, exact })
export const heading = (name: string, level?: number): Query => ({ role: 'heading', name, level })
export const field = (name: string, exact = false): Query => ({ role: 'field', name, exact })
export const text = (name: string): Query => ({ role: 'text', name })
export const css = (selector: string): Query => ({ role: 'css', name: selector })
export const inside = (within: string, query: Query): Query => ({ ...query, within })

function describe(query: Query): string {
  const scope = query.within ? ` in ${query.within}` : ''
  return `${query.role} “${query.name}”${query.level ? ` (h${query.level})` : ''}${scope}`
}

/**
 * The site as one visitor sees it in one engine: pages opened by address, found and used by their words,
 * and everything that went wrong in them kept for the end of the test.
 */
export class Site {
  private readonly seen: PageTrouble = { errors: [], policyViolations: [] }

  constructor(
    readonly driver: EngineDriver,
    private readonly baseURL: string,
  ) {}

  /** Opens a path with a full page load, as following a shared link does, and waits for it to settle. */
  async open(path: string): Promise<void> {
    await this.keepTrouble()
    await this.driver.navigate(new URL(path, this.baseURL).href)
    if (!this.driver.recordsFromDocumentStart) await this.driver.run(pageScript(installRecorder, []))
    await this.settle(path)
  }

  /** A new visitor: no cookies, no stored data; the consent choice and register invitation already seen. */
  async startAsNewVisitor(): Promise<void> {
    await this.driver.forgetSite()
    await this.driver.navigate(new URL('/robots.txt', this.baseURL).href)
    await this.useScreen(DESKTOP.width, DESKTOP.height)
    await this.driver.run(
      pageScript(remember, [
        {
          isAnalytic: JSON.stringify({ switch2: false, switch3: false, savedAt: Date.now() }),
          'klass.registerInvite.shownAt': String(Date.now()),
        },
      ]),
    )
  }

  /** A screen of this size (CSS pixels of the page, not of the window around it). */
  async useScreen(width: number, height: number): Promise<void> {
    await this.driver.setViewport(width, height)
    await expect
      .poll(() => this.run(() => [window.innerWidth, window.innerHeight]), { message: 'the screen size' })
      .toEqual([width, height])
  }

  /** Waits until nothing loads any more: no request in flight, no busy region or skeleton, twice running. */
  async settle(label = 'the page'): Promise<void> {
    let quietBefore = false
    await expect
      .poll(
        async () => {
          const quiet = await this.driver.run<boolean>(pageScript(pageIsQuiet, []))
          const settled = quiet && quietBefore
          quietBefore = quiet
          return settled
        },
        { message: `${label} settles`, timeout: 20_000, intervals: [150, 250] },
      )
      .toBe(true)
  }

  async isShown(query: Query): Promise<boolean> {
    return this.driver.run<boolean>(pageScript(isShown, [query], withFinder))
  }

  async expectShown(query: Query, timeout?: number): Promise<void> {
    await expect
      .poll(() => this.isShown(query), { message: `${describe(query)} is shown`, timeout })
      .toBe(true)
  }

  async expectGone(query: Query): Promise<void> {
    await expect.poll(() => this.isShown(query), { message: `${describe(query)} is gone` }).toBe(false)
  }

  /** The words of what the query finds, once it is shown. */
  async textOf(query: Query): Promise<string> {
    await this.expectShown(query)
    return (await this.driver.run<string | null>(pageScript(textOf, [query], withFinder))) ?? ''
  }

  async expectText(query: Query, expected: string | RegExp): Promise<void> {
    await expect
      .poll(
        async () => (await this.driver.run<string | null>(pageScript(textOf, [query], withFinder))) ?? '',
        {
          message: `${describe(query)} reads ${String(expected)}`,
        },
      )
      .toMatch(expected)
  }

  /** Clicks what the query finds once the page has stopped moving, as a person would. */
  async click(query: Query): Promise<void> {
    await this.settle(`the page before clicking ${describe(query)}`)
    await expect
      .poll(() => this.driver.click(pageScript(findElement, [query])), {
        message: `${describe(query)} can be clicked`,
      })
      .toBe(true)
  }

  async fill(query: Query, value: string): Promise<void> {
    await expect
      .poll(() => this.driver.type(pageScript(findElement, [query]), value), {
        message: `${describe(query)} can be typed into`,
      })
      .toBe(true)
  }

  /** Path and query of the page shown now. */
  async location(): Promise<string> {
    const url = new URL(await this.driver.currentUrl())
    return `${url.pathname}${url.search}`
  }

  async expectLocation(expected: string | RegExp): Promise<void> {
    await expect.poll(() => this.location(), { message: 'the address' }).toMatch(expected)
  }

  async run<T>(fn: () => T): Promise<T> {
    return this.driver.run<T>(pageScript(fn, []))
  }

  /** How many pixels of the canvas a selector finds have been painted (0 before its chart has drawn). */
  async paintedPixels(selector: string): Promise<number> {
    return this.driver.run<number>(pageScript(paintedPixelsAt, [selector], { paintedPixels }))
  }

  /** How far the page sticks out sideways (0 when it fits the screen). */
  async sideScroll(): Promise<number> {
    return this.driver.run<number>(pageScript(sideScroll, []))
  }

  /** The controls outside running text smaller than 44 x 44 px, one line each (in-page.ts smallTargets). */
  async smallTargets(): Promise<string[]> {
    return this.driver.run<string[]>(pageScript(smallTargets, []))
  }

  /** What looks tappable (a pointer cursor) but is no control and holds none (in-page.ts deadTaps). */
  async deadTaps(): Promise<string[]> {
    return this.driver.run<string[]>(pageScript(deadTaps, []))
  }

  async expectNoSideScroll(label: string): Promise<void> {
    expect(await this.sideScroll(), `sideways scroll on ${label}`).toBe(0)
  }

  /** The SPEC 2 error page shown now (its heading and text), or null. */
  async errorPage(): Promise<string | null> {
    return this.driver.run<string | null>(pageScript(errorPageShown, []))
  }

  /** Everything the pages of this test went through: uncaught errors and refused code. */
  async trouble(): Promise<PageTrouble> {
    await this.keepTrouble()
    return this.seen
  }

  /** Reads the current document's trouble before it is left behind (its recorder goes with it). */
  private async keepTrouble(): Promise<void> {
    const now = await this.driver.run<PageTrouble>(pageScript(readTrouble, [])).catch(() => null)
    if (!now) return
    const fresh = (kept: string[], found: string[]) => found.filter((entry) => !kept.includes(entry))
    this.seen.errors.push(...fresh(this.seen.errors, now.errors))
    this.seen.policyViolations.push(...fresh(this.seen.policyViolations, now.policyViolations))
  }
}
