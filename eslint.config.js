// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { readdirSync, readFileSync } from 'node:fs'

// The product's features: the same names in apps/web/src/features, apps/api/src/modules and packages/contract/src.
const features = [
  'auth',
  'user',
  'home',
  'posts',
  'superhero',
  'video',
  'quiz',
  'games',
  'events',
  'superquest',
  'store',
  'bank',
  'robo',
  'line',
  'policy',
]

/** The contract's modules that build zod schemas (each keeps its plain values in a zod-free module beside it). */
const contractSource = new URL('./packages/contract/src/', import.meta.url)
const zodModules = readdirSync(contractSource)
  .filter(
    (file) =>
      /^[a-z-]+\.ts$/.test(file) &&
      /^import (?!type )[^'\n]*from 'zod'/m.test(readFileSync(new URL(file, contractSource), 'utf8')),
  )
  .map((file) => file.slice(0, -3))

/** The web app never reaches into the server or the database: it speaks to them through the contract. */
const webRestrictions = [
  {
    // The definitions carry zod schemas; the browser needs only their routes (packages/contract/src/routes/).
    regex: '^@klass/contract/(?!routes/)',
    importNamePattern: '^\\w+Calls$',
    message:
      'Import calls from @klass/contract/routes/<module>: the definitions would bundle their zod schemas.',
  },
  {
    // Every route table at once: a chunk that imports it carries every module's routes, the back office's too.
    regex: '^@klass/contract/routes$',
    message: 'Import the route table of one module, @klass/contract/routes/<module>.',
  },
  {
    group: ['@klass/db', '@klass/db/*', '@klass/api', '@klass/api/*', '**/apps/api/**', '**/packages/db/**'],
    message: 'The web app does not import the server or the database; share through @klass/contract.',
  },
]

/** What the browser runs (tests may read the schemas: a fake server checks its answers against them). */
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**']
const shippedWebRestrictions = [
  {
    // A page that imports a value of such a module loads zod and builds every schema of it (35 KB and their time).
    group: zodModules.map((module) => `@klass/contract/${module}`),
    allowTypeImports: true,
    message:
      'This contract module builds zod schemas: take its types only, and its values from its zod-free module (<module>-constants, money-text, game-names…).',
  },
  ...webRestrictions,
]

/**
 * A feature may not import another feature: shared code goes to lib/ui (web) or a shared module (api). The
 * one exception, `allowed`, is a dependency the product is built on (decision 017: the robo advisor invests
 * through the practice bank's books).
 */
function featureBoundaries(root, extra = [], allowed = {}, { tests = false } = {}) {
  return features.map((feature) => ({
    files: [`${root}/${feature}/**/*.${tests ? 'test.' : ''}{ts,tsx}`],
    ...(tests === false && root.startsWith('apps/web') ? { ignores: webTests } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...features
              .filter((other) => other !== feature && !(allowed[feature] ?? []).includes(other))
              .map((other) => ({
                group: [`**/${root.split('/').pop()}/${other}/*`, `../${other}/*`, `../../${other}/*`],
                message: `A feature does not import another feature (${feature} → ${other}); move shared code out.`,
              })),
            {
              group: [`../../../${root.split('/').pop()}/*`, `../../../../${root.split('/').pop()}/*`],
              message:
                'Import within the feature by a short relative path; shared code lives outside features.',
            },
            ...extra,
          ],
        },
      ],
    },
  }))
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` keeps the module as a side-effect import: a bundle would evaluate it (and its schemas).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The browser tests (apps/web/e2e) may read the demo content they walk through.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: webTests,
    rules: { 'no-restricted-imports': ['error', { patterns: shippedWebRestrictions }] },
  },
  {
    files: webTests,
    rules: { 'no-restricted-imports': ['error', { patterns: webRestrictions }] },
  },
  ...featureBoundaries('apps/web/src/features', shippedWebRestrictions),
  ...featureBoundaries('apps/web/src/features', webRestrictions, {}, { tests: true }),
  ...featureBoundaries('apps/api/src/modules', [], { robo: ['bank'], line: ['auth'] }),
  {
    // Shared web code never imports a feature.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}'],
    ignores: webTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'Shared code does not import a feature.' },
            ...shippedWebRestrictions,
          ],
        },
      ],
    },
  },
  {
    // A zod-free contract module stays zod-free: the web app's pages import it for that.
    files: ['packages/contract/src/*.ts'],
    ignores: [
      ...zodModules.map((module) => `packages/contract/src/${module}.ts`),
      'packages/contract/src/*.test.ts',
      'packages/contract/src/calls.ts',
      'packages/contract/src/routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', ...zodModules.map((module) => `./${module}`)],
              allowTypeImports: true,
              message: 'A zod-free contract module takes only types from the modules that build zod schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // The ledger moves money for every feature and depends on none of them.
    files: ['apps/api/src/ledger/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'The ledger does not import a feature module.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'packages/*/scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
)
