/**
 * What the server wrote into the page for its first render (`<script type="application/json"
 * id="klass-page-data">`, the API's plugins/page-meta.ts): the answer the page would otherwise ask for first,
 * under the name the page's feature reads. Undefined when the page carries none, or not under this name.
 */
export function servedData<T>(name: string): T | undefined {
  if (typeof document === 'undefined') return undefined
  const element = document.getElementById('klass-page-data')
  if (!element?.textContent) return undefined
  try {
    const served = JSON.parse(element.textContent) as Record<string, unknown>
    return (served[name] as T | undefined) ?? undefined
  } catch {
    return undefined
  }
}
