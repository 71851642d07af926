import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_KEY } from './storedSession.ts';
import { useSnapshot, useSnapshotHold } from './snapshot.ts';

let screenRenders = 0;
let setPartWaits: (waits: boolean) => void = () => {};

/** A part of the screen that asks for answers of its own: it waits until the test says they came. */
function Part() {
  const [waits, setWaits] = useState(true);
  setPartWaits = setWaits;
  useSnapshotHold(waits);
  return <p>{waits ? 'step loading' : 'Next: clock in'}</p>;
}

function Screen({ ready, withPart = true }: { ready: boolean; withPart?: boolean }) {
  screenRenders += 1;
  useSnapshot('/', 'en', ready);
  return <div className="app-shell"><h1>Hello, Asha</h1>{withPart ? <Part /> : null}</div>;
}

const snapshotShown = () => document.getElementById('prerender') !== null;

/** Gives the swap, which runs in a task of its own, its chance. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 20));

function drawSnapshotAndRoot(): HTMLElement {
  document.body.innerHTML = '<div id="prerender" data-snapshot=""><p>the last home</p></div><div id="root"></div>';
  return document.getElementById('root')!;
}

beforeEach(() => {
  screenRenders = 0;
  localStorage.setItem('token', 'session');
  document.documentElement.dataset.build = '/assets/index-abc.js';
});

afterEach(() => {
  delete document.documentElement.dataset.build;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the swap from the snapshot to the live screen', () => {
  it('waits for the screen to be ready', async () => {
    const { rerender } = render(<Screen ready={false} withPart={false} />, { container: drawSnapshotAndRoot() });
    await aTaskLater();
    expect(snapshotShown()).toBe(true);
    rerender(<Screen ready withPart={false} />);
    await waitFor(() => expect(snapshotShown()).toBe(false));
  });

  it('waits for a part that holds it, and the screen is not drawn again when the part lets go', async () => {
    render(<Screen ready />, { container: drawSnapshotAndRoot() });
    await aTaskLater();
    expect(snapshotShown()).toBe(true);
    act(() => setPartWaits(false));
    await waitFor(() => expect(snapshotShown()).toBe(false));
    expect(screenRenders).toBe(1);
  });

  it('keeps the screen a second after the part has drawn its answers, not before', async () => {
    render(<Screen ready />, { container: drawSnapshotAndRoot() });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    act(() => setPartWaits(false));
    await waitFor(() => expect(localStorage.getItem(SNAPSHOT_KEY)).toContain('Next: clock in'), { timeout: 2000 });
  });

  it('does nothing for a part that lets go after the screen has gone', async () => {
    const { unmount } = render(<Screen ready />, { container: drawSnapshotAndRoot() });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(snapshotShown()).toBe(true);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});
