import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import '../i18n/index.ts';
import { toastStore } from '../components/toasts/toastStore.ts';
import { installMatchMedia } from './matchMedia.ts';

beforeEach(() => {
  installMatchMedia(390);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  toastStore.clear();
});
