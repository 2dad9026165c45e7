import type { Alias } from 'vite'

/**
 * React's API, served by Preact's compatibility layer (decision 048): the app, React Router, TanStack Query and
 * Tiptap import `react` and `react-dom` as they are written, and get Preact, about a seventh of React's code.
 * One list for the build, the server renderer and the unit tests, so all three run the same code.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
]

/** Packages that import React: the unit tests run them through the aliases above instead of loading them as-is. */
export const importsReact = [
  /react-router/,
  /@tanstack\/react-query/,
  /@testing-library\/react/,
  /@tiptap\/react/,
]
