/** Text for a `like` pattern: the searcher's own `%`, `_` and `\` match themselves. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A `like` pattern that finds `text` anywhere. */
export function containing(text: string): string {
  return `%${likeEscaped(text)}%`
}
