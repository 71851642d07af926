import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The shared folders of client/src, lowest first: each may import only those before it, never a feature or app/.
 * So `lib/` can be used by `api/` but not the other way round (client/README.md "Layout").
 */
const SHARED = [
  'config',
  'paths',
  'styles',
  'i18n',
  'lib',
  'boot',
  'store',
  'pwa',
  'api',
  'session',
  'components',
  'outbox',
];

/** camelCase, or PascalCase for what is named after a component or a class (micromatch extglob, check-file's own). */
const CAMEL_OR_PASCAL = '@(+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))|+([A-Z])*([a-z0-9])*([A-Z]*([a-z0-9])))';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One-way client layers (client/README.md "Layout"): shared → features → app, no feature → feature.
    files: ['client/src/**/*.{ts,tsx}'],
    // Tests and test/ build the whole app (route table, store): the layers guard the code that ships.
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        ...SHARED.map((type) => ({ type, pattern: `client/src/${type}`, partialMatch: false })),
        { type: 'feature', pattern: 'client/src/features/*', partialMatch: false, capture: ['name'] },
        { type: 'app', pattern: 'client/src/app', partialMatch: false },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...SHARED.map((type, index) => ({
              from: { element: { type } },
              disallow: { to: { element: { type: [...SHARED.slice(index + 1), 'feature', 'app'] } } },
              message: `The shared layer ${type}/ may import only the layers before it (${SHARED.join(' → ')}), never a feature or app/: move the part down.`,
            })),
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'A feature must not import app/: app/ composes the layers below it, never the other way.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                    fileInternalPath: '!api.ts',
                  },
                },
              },
              message:
                'A feature may use another only through its api.ts: move the shared part down (components/, api/, lib/) or compose both in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the code that ships. import-x reads each imported file again when it changed on disk, so an
    // editor's long-running ESLint never reports from a stale graph (its resolutions live 30 s).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // One file-name convention over the repository, so `job-roles.ts` and `jobRoles.ts` never sit side by side:
    // modules camelCase (`jobRoles.ts`, `vite.config.ts`), React components (.tsx) camelCase or PascalCase.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    // Named by Vite's templates and the tools that read it.
    ignores: ['client/src/vite-env.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mts,cts,js,mjs,cjs}': 'CAMEL_CASE', '**/*.tsx': CAMEL_OR_PASCAL },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Tests are named after what they test, which may be a component (`CaptureEntries.test.ts`); page objects are
    // classes, named as the class they export (`LoginPage.ts`).
    files: ['**/*.{test,spec}.{ts,tsx}', 'e2e/pages/**/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': CAMEL_OR_PASCAL }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    // The trainer console's plain browser scripts (mock-server/docs/trainer.md "Trainer console").
    files: ['mock-server/console/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        sessionStorage: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Blob: 'readonly',
        FormData: 'readonly',
        AbortController: 'readonly',
        TextDecoderStream: 'readonly',
        setTimeout: 'readonly',
        clearInterval: 'readonly',
        setInterval: 'readonly',
      },
    },
  },
);
