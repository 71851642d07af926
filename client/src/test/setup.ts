import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadNamespaces, namespaces } from '../i18n/index.ts';
import { toastStore } from '../lib/toastStore.ts';
import { installMatchMedia } from './matchMedia.ts';

// The app loads most catalogues with their routes; tests render screens directly, so every namespace is there first.
await loadNamespaces(namespaces);

// Screens are lazy modules: on a loaded CI machine their first import can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  installMatchMedia(390);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  toastStore.clear();
});
