/**
 * The page's CSP nonce (decision 026): the server writes it on every script of the page it serves. A script
 * the app adds later (tag manager, captcha, Facebook SDK) carries it too, as the tag manager's nonce-aware
 * snippet does. Browsers hide the attribute's value once the page has loaded; the `nonce` property keeps it.
 * Empty on the development server, which sends no policy.
 */
export function cspNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || script?.getAttribute('nonce') || ''
}

/** A script element for a third party's code, with the page's nonce. */
export function thirdPartyScript(src: string): HTMLScriptElement {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  const nonce = cspNonce()
  // As an attribute, as in the tag manager's snippet: it passes the nonce on to the tags it adds.
  if (nonce) script.setAttribute('nonce', nonce)
  return script
}
