import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts', './test/fail-on-server-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
