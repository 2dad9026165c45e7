// @ts-check
// `npm run test:mutation`: StrykerJS changes the code where a silent change costs money or safety, one small
// change (a mutant) at a time, and runs the tests that cover it; a mutant no test notices "survives".
// The report prints each module's mutation score. Not part of `npm test` (it takes many minutes).
// One module: `npm run test:mutation -- --mutate apps/web/src/lib/safe-redirect.ts`.
// Surviving mutants accepted as equivalent are listed in docs/mutation-testing.md with the reason.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/api/src/ledger/ledger.ts',
    'apps/api/src/modules/store/store.service.ts',
    'apps/api/src/modules/events/events.service.ts',
    'apps/api/src/modules/superquest/superquest.service.ts',
    'apps/web/src/lib/safe-redirect.ts',
    'apps/web/src/lib/api-client.ts',
    'apps/web/src/lib/format.ts',
    'packages/contract/src/bangkok-calendar.ts',
    'packages/contract/src/bank-rules.ts',
    'apps/api/src/modules/bank/journal.ts',
    'apps/api/src/modules/bank/books.ts',
    'apps/api/src/modules/bank/fund-math.ts',
    'apps/api/src/modules/bank/calendar.ts',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: '.tmp/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.tmp/stryker',
  concurrency: 2,
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['data', '.tmp', 'apps/web/dist', 'node_modules'],
}
