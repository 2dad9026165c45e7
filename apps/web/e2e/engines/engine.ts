export type EngineName = 'webkit' | 'firefox'

/**
 * The few things a journey needs from a browser, implemented once per engine over its own WebDriver
 * interface (WebKit: WebDriver classic through WebKitWebDriver; Firefox: WebDriver BiDi).
 */
export interface EngineDriver {
  readonly name: EngineName
  /**
   * Whether the page's trouble recorder runs from the start of every document (a preload script), or only
   * once a page has loaded (WebDriver classic has no preload: errors before the load event show only
   * through what the page then lacks).
   */
  readonly recordsFromDocumentStart: boolean
  /** A full page load; resolves once the load event has fired. */
  navigate(url: string): Promise<void>
  currentUrl(): Promise<string>
  /** Runs a script in the page and answers its (JSON) result. */
  run<T>(script: PageScript): Promise<T>
  /** Clicks, as a person would, the element a script answers; false when it answers none. */
  click(script: PageScript): Promise<boolean>
  /** Types into the field a script answers (focused first); false when it answers none. */
  type(script: PageScript, text: string): Promise<boolean>
  setViewport(width: number, height: number): Promise<void>
  screenshot(): Promise<Buffer>
  /** Forgets every cookie and the site's stored data, so the next test starts as a new visitor. */
  forgetSite(): Promise<void>
  close(): Promise<void>
}

/** A function body for the page (it reads its inputs from `arguments`) and those inputs. */
export type PageScript = { body: string; args: unknown[] }

/**
 * A script that calls `fn` with `args` in the page, with `helpers` defined beside it under their own names.
 * Every function must stand alone (WebDriver sends source text, not closures).
 */
export function pageScript<A extends unknown[]>(
  fn: (...args: A) => unknown,
  args: A,
  helpers: Record<string, (...args: never[]) => unknown> = {},
): PageScript {
  const defined = Object.entries(helpers)
    .map(([name, helper]) => `const ${name} = ${helper.toString()};`)
    .join('\n')
  return { body: `${defined}\nreturn (${fn.toString()}).apply(null, arguments);`, args }
}
