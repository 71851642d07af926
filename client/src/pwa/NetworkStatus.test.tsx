import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkStatus } from './NetworkStatus.tsx';
import { networkAnswered, networkFailed, takeWorkerMessage } from './serviceWorker.ts';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('NetworkStatus', () => {
  it('says nothing online; offline, that captures are kept on the phone', () => {
    render(<NetworkStatus />);
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('Saved on this phone, sent when there is signal.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(/Offline|Saved on this phone/)).not.toBeInTheDocument();
  });

  it("online by the browser but a worker's request could not go out: can't reach the server, a slow one is only slow", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<NetworkStatus />);
    const answer = (fromCache: boolean, networkFailed: boolean) =>
      act(() => takeWorkerMessage({ type: 'api-answer', fromCache, networkFailed }));
    answer(true, true);
    expect(screen.getByText("Can't reach the server — showing saved data")).toBeInTheDocument();
    expect(
      screen.getByText('Saved on this phone, sent when the server answers.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(/reach the server/)).not.toBeInTheDocument();
    answer(true, true);
    expect(screen.getByText("Can't reach the server — showing saved data")).toBeInTheDocument();
    // Back without an online event (the browser never believed it was offline): an answer from the network says so.
    act(() => networkAnswered());
    expect(screen.queryByText(/reach the server/)).not.toBeInTheDocument();
    answer(true, true);
    answer(true, false);
    expect(screen.getByText('Slow connection — showing saved data')).toBeInTheDocument();
    expect(screen.queryByText(/Offline|reach the server|Saved on this phone/)).not.toBeInTheDocument();
    answer(false, false);
    expect(screen.queryByText(/saved data|Offline|reach the server/)).not.toBeInTheDocument();
  });

  it("a page's request that could not go out while the browser says online: can't reach the server; offline wins", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<NetworkStatus />);
    act(() => networkFailed());
    expect(screen.getByText("Can't reach the server")).toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.queryByText(/reach the server/)).not.toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(/Offline|reach the server/)).not.toBeInTheDocument();
  });
});
