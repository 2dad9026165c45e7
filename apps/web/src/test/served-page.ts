/**
 * Writes what the server puts into a served page for the app's first render (the `klass-page-data` block of
 * the API's plugins/page-meta.ts). Answers the function that takes it out again.
 */
export function servePageData(data: Record<string, unknown>): () => void {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'klass-page-data'
  script.textContent = JSON.stringify(data)
  document.body.append(script)
  return () => script.remove()
}
