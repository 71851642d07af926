import { Screen } from './Screen.ts';

/** The app-wide strip under the top bar: offline banner, saved-data note, update prompt; and the service worker. */
export class AppStatus extends Screen {
  get offline() {
    return this.message(/^Offline/);
  }
  /** The browser says online, but requests cannot go out (the server is down, or the network has no internet). */
  get unreachable() {
    return this.message(/^Can't reach the server/);
  }
  /** The banner's note that captures are kept on the phone: offline, or while the server cannot be reached. */
  kept(until: 'signal' | 'server') {
    return this.message(
      until === 'signal'
        ? 'Saved on this phone, sent when there is signal.'
        : 'Saved on this phone, sent when the server answers.',
    );
  }
  get savedData() {
    return this.message('Offline — showing saved data');
  }
  get updatePrompt() {
    return this.message('New version available');
  }
  get reloadButton() {
    return this.page.getByRole('button', { name: 'Reload' });
  }

  /**
   * Waits until a service worker controls the page (it claims the page that installed it) and has finished activating:
   * it claims the page while still activating, and a newer worker told to take over then waits for that to end.
   */
  async workerInControl() {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
  }

  /** Whether the app has registered its service worker yet. */
  async workerRegistered(): Promise<boolean> {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  }

  /** Whether a newer worker is installed and waits to take over. */
  async workerWaiting(): Promise<boolean> {
    return this.page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  }

  /** Asks the browser to fetch sw.js again, as it does on a navigation or the app's periodic check. */
  async checkForUpdate() {
    await this.page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  }

  /** Every URL in the worker's caches (precache and runtime). */
  async cachedUrls(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
  }
}
