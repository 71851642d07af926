import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './client/eslint/layers.js';

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
    plugins: { client: { rules: { layers } } },
    rules: {
      'client/layers': ['error', { srcDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'client/src') }],
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
