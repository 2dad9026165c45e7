import { defineConfig } from 'vitest/config'

// Each workspace declares its own test project (environment, setup); `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/db', 'apps/api', 'apps/web'],
  },
})
