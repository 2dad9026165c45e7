// The page's served answers, parsed once per data block: several parts of a page read them on every render.
const parsed = new WeakMap<Element, Record<string, unknown> | null>()

function servedAnswers(element: Element): Record<string, unknown> | null {
  if (!parsed.has(element)) {
    let answers: Record<string, unknown> | null = null
    try {
      answers = element.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : null
    } catch {
      answers = null
    }
    parsed.set(element, answers)
  }
  return parsed.get(element) ?? null
}

/**
 * What the server wrote into the page for its first render (`<script type="application/json"
 * id="klass-page-data">`, the API's plugins/page-meta.ts): the answer the page would otherwise ask for first,
 * under the name the page's feature reads. Undefined when the page carries none, or not under this name.
 */
export function servedData<T>(name: string): T | undefined {
  if (typeof document === 'undefined') return undefined
  const element = document.getElementById('klass-page-data')
  if (!element) return undefined
  return (servedAnswers(element)?.[name] as T | undefined) ?? undefined
}
