import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasBackgroundSync } from './backgroundSync.ts';
import { askToNotifyOnce, NOTIFICATIONS_ASKED_KEY } from './notificationPermission.ts';

const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);

function browser({ sync, permission }: { sync: boolean; permission: NotificationPermission }) {
  vi.stubGlobal('ServiceWorkerRegistration', class {});
  if (sync) Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  vi.stubGlobal('Notification', { permission, requestPermission });
}

beforeEach(() => requestPermission.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('askToNotifyOnce', () => {
  it('asks once and remembers the answer: never again after a no', async () => {
    browser({ sync: true, permission: 'default' });
    askToNotifyOnce();
    await Promise.resolve();
    await Promise.resolve();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(NOTIFICATIONS_ASKED_KEY)).toBe('denied');
    askToNotifyOnce();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask where nothing is sent while the app is closed (no Background Sync), nor once answered', () => {
    browser({ sync: false, permission: 'default' });
    expect(hasBackgroundSync()).toBe(false);
    askToNotifyOnce();
    browser({ sync: true, permission: 'granted' });
    expect(hasBackgroundSync()).toBe(true);
    askToNotifyOnce();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
