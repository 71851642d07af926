import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkStatus } from './NetworkStatus.tsx';
import { networkAnswered, takeWorkerMessage } from './serviceWorker.ts';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('NetworkStatus', () => {
  it('says nothing online, and says what offline means while offline', () => {
    render(<NetworkStatus />);
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('Saving changes needs a connection.', { exact: false })).toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
  });

  it('trusts the worker over navigator.onLine: a request that could not go out means offline, a slow one does not', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<NetworkStatus />);
    const answer = (fromCache: boolean, networkFailed: boolean) =>
      act(() => takeWorkerMessage({ type: 'api-answer', fromCache, networkFailed }));
    answer(true, true);
    expect(screen.getByText('Offline — showing saved data')).toBeInTheDocument();
    expect(screen.getByText('Saving changes needs a connection.', { exact: false })).toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    answer(true, true);
    expect(screen.getByText('Offline — showing saved data')).toBeInTheDocument();
    // Back without an online event (the browser never believed it was offline): an answer from the network says so.
    act(() => networkAnswered());
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    answer(true, true);
    answer(true, false);
    expect(screen.getByText('Slow connection — showing saved data')).toBeInTheDocument();
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    answer(false, false);
    expect(screen.queryByText(/saved data|Offline/)).not.toBeInTheDocument();
  });
});
