// A call's path and its parameters. Free of imports, so the web app's first load takes it without the
// definitions' error catalogue or schemas.

/** The path with its `:name` parameters filled in, each encoded as one path segment. */
export function pathWith(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs :${name}`)
    return encodeURIComponent(String(value))
  })
}

/** The path as OpenAPI writes it: `:id` becomes `{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

/** Whether a request's path is the definition's path, parameters matching any one segment. */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path
  const parts = pattern.split('/')
  const given = path.split('/')
  return (
    parts.length === given.length &&
    parts.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part === given[i]))
  )
}
