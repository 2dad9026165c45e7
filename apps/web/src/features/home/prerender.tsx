import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { Hero } from './components/hero'

/** The hero as a visitor first sees it, as HTML for the served page of `/` (scripts/prerender-home.mjs). */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  )
}
