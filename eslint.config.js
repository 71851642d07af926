import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './client/eslint/layers.js';
import filenameCase from './eslint/filenameCase.js';

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
    // One file-name convention over the repository (eslint/filenameCase.js): camelCase modules, PascalCase components.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: [
      // Named by Vite's templates and the tools that read it.
      'client/src/vite-env.d.ts',
      // Served at this URL and named in client/pwa.config.ts (importScripts): a rename changes the service worker.
      'client/public/sw-outbox-sync.js',
    ],
    plugins: { repo: { rules: { 'filename-case': filenameCase } } },
    rules: { 'repo/filename-case': 'error' },
  },
  {
    // Page objects are classes, named as the class they export (LoginPage.ts).
    files: ['e2e/pages/**/*.ts'],
    rules: { 'repo/filename-case': ['error', { allowPascalCase: true }] },
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
