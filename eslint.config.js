import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './client/eslint/layers.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.reports/**', '**/test-results/**', '**/playwright-report/**'] },
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
    rules: { 'client/layers': ['error', { srcDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'client/src') }] },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
  {
    // The trainer console's plain browser scripts (mock-server/README.md "Trainer console").
    files: ['mock-server/console/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: { window: 'readonly', document: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', URL: 'readonly', Blob: 'readonly', FormData: 'readonly', AbortController: 'readonly', TextDecoderStream: 'readonly', setTimeout: 'readonly', clearInterval: 'readonly', setInterval: 'readonly' },
    },
  },
);
