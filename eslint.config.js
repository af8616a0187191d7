import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const QUERY_KEY_LITERAL = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Use the owning feature's query-key factory (query-keys.ts), not a literal key.",
};

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-*',
    'node_modules',
    'coverage',
    'playwright-report',
    'test-results',
    'reports',
    '.venv-fuzz',
    '.vite',
    '.tanstack',
    'src/routeTree.gen.ts',
    'src/api/schema.gen.ts',
    '**/mockServiceWorker.js',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The layers of src/ (docs/architecture.md), each importing only its own and those below:
    // shared (lib ← api ← components) ← entities ← features ← routes and app. src/lib knows no
    // other folder of the app; src/api knows only src/lib (and no texts: src/components words
    // its errors). A feature reaches another only through its index.ts; the
    // composition layer may import feature internals so lazy route chunks stay small.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // TypeScript's own resolution (tsconfig.json's `paths`), so an `@/…` import is placed in
      // its layer like a relative one: with the plain node resolver it went unresolved and no
      // layer rule applied to it.
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': [
        { type: 'lib', pattern: 'src/lib' },
        { type: 'api', pattern: 'src/api' },
        { type: 'components', pattern: 'src/components' },
        { type: 'start-up', pattern: 'src/start-up' },
        { type: 'entity', pattern: 'src/entities/*', capture: ['name'] },
        { type: 'admin-common', pattern: 'src/features/admin/common' },
        {
          type: 'admin-feature',
          pattern: 'src/features/admin/*',

          capture: ['name'],
        },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'composition', pattern: 'src/(routes|app|prerender|server)' },
        { type: 'composition', pattern: 'src/*.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Layer rule broken ({{ from.element.type }} → {{ to.element.type }}): src/lib imports only src/lib, src/api only src/lib and itself, src/components those two and itself, src/start-up only src/lib and itself; entities only entities, shared code and the start-up’s index.ts; a feature imports another only through its index.ts (docs/architecture.md).',
          policies: [
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { type: 'lib' } } },
            },
            {
              from: { element: { type: 'api' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'api'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'api', 'components'] } } } },
            },
            {
              from: { element: { type: 'start-up' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'start-up'] } } } },
            },
            {
              from: { element: { type: 'entity' } },
              allow: {
                to: { element: { types: { anyOf: ['lib', 'api', 'components', 'entity'] } } },
              },
            },
            {
              // The start-up only through its public entry (and only two of its names: below).
              from: {
                element: {
                  types: { anyOf: ['entity', 'feature', 'admin-feature', 'admin-common'] },
                },
              },
              allow: { to: { element: { type: 'start-up', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'admin-feature', 'admin-common'] } } },
              allow: {
                to: { element: { types: { anyOf: ['lib', 'api', 'components', 'entity'] } } },
              },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'admin-feature', 'admin-common'] } } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { types: { anyOf: ['admin-feature', 'admin-common'] } } },
              allow: { to: { element: { type: 'admin-common' } } },
            },
            {
              from: { element: { type: 'admin-feature' } },
              allow: { to: { element: { type: 'admin-feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'composition' } },
              allow: { to: { element: { type: '*' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The API client knows no texts for people: an ApiError says what kind of failure it was, and
    // src/components/error-text.ts words it (so a second language never touches src/api).
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*texts', '**/*texts/**'],
              message: 'src/api knows no texts: word errors in src/components/error-text.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features, entities and routes know three names of the start-up, from its public entry:
    // HydrateApart, HydrateWhen and BELOW_THE_FOLD (the parts of a built page). Its yields, its flag's switches,
    // the built page's sequence and the replay are src/main.tsx's and src/app's
    // (docs/start-up.md).
    files: ['src/features/**/*.{ts,tsx}', 'src/entities/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)start-up/',
              message: 'Import the start-up through its public entry (src/start-up/index.ts).',
            },
            {
              regex: '(^|/)lib/yield-to-main$',
              message:
                'A feature does not yield: the start-up and the API client do (docs/start-up.md).',
            },
            {
              regex: '(^|/)start-up$',
              allowImportNames: ['HydrateApart', 'HydrateWhen', 'BELOW_THE_FOLD'],
              message:
                'Features use three names of the start-up: HydrateApart, HydrateWhen and BELOW_THE_FOLD (docs/start-up.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere in the app: a module's dependencies can be read top-down, and
    // bundles split where the code does (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'build/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Through `@/…` imports too (tsconfig.json's `paths`), or a circle through one went unseen.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Query keys come from the owning feature's factory (its query-keys.ts), so an invalidation
    // cannot silently miss what it meant to refresh.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/query-keys.ts'],
    rules: {
      'no-restricted-syntax': ['error', QUERY_KEY_LITERAL],
    },
  },
  {
    // A route's `head` says what its page is from what its loader returned (loaderData), its
    // search and params: never from the query cache, which the loader is there to read
    // (docs/decisions/0018-one-page-contract.md).
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        QUERY_KEY_LITERAL,
        {
          selector:
            "Property[key.name='head'] :matches(Identifier[name=/^(queryClient|context|getQueryData|getQueryState|getQueriesData)$/])",
          message:
            "A route's head reads loaderData, search and params only: return what it needs from the loader.",
        },
        {
          // A loader brings its page's data in one of two shapes (src/lib/routing/page-data.ts):
          // loadRenderedPage or startBrowserPage; only a page's subject is awaited on its own.
          selector:
            'Property[key.name=/^(loader|beforeLoad)$/] CallExpression[callee.property.name=/^(prefetchQuery|fetchQuery|prefetchInfiniteQuery|fetchInfiniteQuery)$/]',
          message:
            'A loader starts its queries with loadRenderedPage (a page a server renders) or startBrowserPage (a page only the browser renders): src/lib/routing/page-data.ts.',
        },
      ],
    },
  },
  {
    // Scripts and the build's plugins stand on their own: the test suite may use them, never the
    // other way round.
    files: ['scripts/**/*.{ts,mts,mjs,js}', 'build/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/**', '../tests', '../../tests'],
              message: 'scripts/ and build/ must not import from tests/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
]);
