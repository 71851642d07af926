import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntryView } from './types.ts';

const entries: EntryView[] = [];
vi.mock('./useOutbox.ts', () => ({ useOutbox: () => ({}), useOutboxEntries: () => entries }));
const { default: OutboxScreen } = await import('./OutboxScreen.tsx');

const waiting = {
  id: 'id-1',
  seq: 1,
  owner: 'a1',
  createdAt: 0,
  state: 'waiting',
  attempts: 1,
  nextAt: 0,
  done: 0,
  call: 'raiseIssue',
  batchKey: 'batch:1',
  scope: 'issues/1',
  label: 'Power failure',
  sending: false,
  progress: 0,
} satisfies EntryView;

const note = 'Open the app when you have signal to send these.';

afterEach(() => {
  entries.length = 0;
  vi.unstubAllGlobals();
});

describe('<OutboxScreen>', () => {
  it('without Background Sync, says to open the app with signal while entries wait', () => {
    entries.push(waiting);
    render(<OutboxScreen />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('says nothing of it where the worker sends by itself, or when nothing waits', () => {
    render(<OutboxScreen />);
    expect(screen.queryByText(note)).toBeNull();
    entries.push(waiting);
    const registration = class {};
    Object.defineProperty(registration.prototype, 'sync', { get: () => undefined });
    vi.stubGlobal('ServiceWorkerRegistration', registration);
    render(<OutboxScreen />);
    expect(screen.queryByText(note)).toBeNull();
  });
});
