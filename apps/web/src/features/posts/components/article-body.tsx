/** The typography of a post's HTML (index.css `.article-body`); the server's article shell uses it too. */
export const articleTypography = 'article-body'

/** A post's content. The server sanitised it with an allowlist before storing it (ARCHITECTURE: data rules). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={articleTypography} dangerouslySetInnerHTML={{ __html: html }} />
}
