import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkStatus } from './NetworkStatus.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => { window.dispatchEvent(new Event(offline ? 'offline' : 'online')); });
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
});
