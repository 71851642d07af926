import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAG_DISMISS_FRACTION, shouldDismiss } from './dragToDismiss.ts';
import { Toasts } from './Toasts.tsx';
import { createToastStore, TOAST_AUTO_CLOSE_MS } from '../../lib/toastStore.ts';

afterEach(() => vi.useRealTimers());

describe('drag-to-dismiss threshold', () => {
  it('dismisses only past 80 % of the width, in either direction', () => {
    expect(DRAG_DISMISS_FRACTION).toBe(0.8);
    expect(shouldDismiss(240, 300)).toBe(false);
    expect(shouldDismiss(241, 300)).toBe(true);
    expect(shouldDismiss(-250, 300)).toBe(true);
    expect(shouldDismiss(10, 0)).toBe(false);
  });
});

describe('toast store', () => {
  it('closes a toast after 5000 ms and does not stack a duplicate', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    store.show('error', 'Network Error!');
    store.show('error', 'Network Error!');
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

describe('<Toasts>', () => {
  function renderOne() {
    const store = createToastStore();
    render(<Toasts store={store} />);
    act(() => void store.show('warning', 'Something went wrong'));
    const toast = screen.getByRole('alert');
    toast.getBoundingClientRect = () => ({ width: 300 }) as DOMRect;
    return { store, toast };
  }

  it('stays when dragged less than 80 % of its width', () => {
    const { store, toast } = renderOne();
    fireEvent.pointerDown(toast, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 200, pointerId: 1 });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('is dismissed when dragged past 80 % of its width', () => {
    const { store, toast } = renderOne();
    fireEvent.pointerDown(toast, { clientX: 10, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 260, pointerId: 1 });
    expect(store.getSnapshot()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
