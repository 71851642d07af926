import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_KEY } from './storedSession.ts';
import { useSnapshot } from './snapshot.ts';

function Screen({ ready }: { ready: boolean }) {
  useSnapshot('/', 'en', ready);
  return (
    <div className="app-shell">
      <h1>{ready ? 'Hello, Asha' : 'Loading'}</h1>
    </div>
  );
}

const snapshotShown = () => document.getElementById('prerender') !== null;

/** Gives the swap, which runs in a task of its own, its chance. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The page as the boot script leaves it with a snapshot on view: the snapshot inert, the live root after it. */
function drawSnapshotAndRoot(): HTMLElement {
  document.body.innerHTML =
    '<div id="prerender" data-snapshot="" inert=""><p>the last home</p></div><div id="root"></div>';
  return document.getElementById('root')!;
}

beforeEach(() => {
  localStorage.setItem('token', 'session');
  document.documentElement.dataset.build = '/assets/index-abc.js';
});

afterEach(() => {
  delete document.documentElement.dataset.build;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the swap from the snapshot to the live screen', () => {
  it('keeps the snapshot on view while the screen waits for its lists, and replaces it once they are there', async () => {
    const { rerender } = render(<Screen ready={false} />, { container: drawSnapshotAndRoot() });
    await aTaskLater();
    expect(snapshotShown()).toBe(true);
    rerender(<Screen ready />);
    await waitFor(() => expect(snapshotShown()).toBe(false));
    expect(document.querySelector('#root h1')?.textContent).toBe('Hello, Asha');
  });

  it('keeps the screen a second after it has its lists, not before', async () => {
    const { rerender } = render(<Screen ready={false} />, { container: drawSnapshotAndRoot() });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    rerender(<Screen ready />);
    await waitFor(() => expect(localStorage.getItem(SNAPSHOT_KEY)).toContain('Hello, Asha'), { timeout: 2000 });
  });

  it('keeps nothing of a screen that has gone before its second was up', async () => {
    const { unmount } = render(<Screen ready />, { container: drawSnapshotAndRoot() });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});
