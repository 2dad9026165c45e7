import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { importsReact, reactOnPreact } from './react-on-preact.ts'

// The editor's CommonJS helper (it requires React), bundled ahead through the aliases as the build does.
const editorHelpers = [
  'use-sync-external-store/shim/index.js',
  'use-sync-external-store/shim/with-selector.js',
]

export default defineProject({
  plugins: [react({ refreshExclude: /./ })],
  resolve: {
    // Packages' ES module builds (React Router's CommonJS build would load React itself, past the aliases).
    conditions: ['module', 'browser', 'development'],
    alias: [
      // Testing Library's ES module build, whose imports of React go through the aliases (its CommonJS build
      // would load React itself).
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      ...reactOnPreact,
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify('1.2.3'),
    __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z'),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    // Preact itself and every package that imports React run through Vite's pipeline, so they share one Preact.
    server: {
      deps: { inline: [...importsReact, /node_modules[\\/]preact[\\/]/, /node_modules[\\/]\.vite[\\/]/] },
    },
    deps: { optimizer: { client: { enabled: true, include: editorHelpers } } },
  },
})
