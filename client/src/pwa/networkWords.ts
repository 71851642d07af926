/** What the phone's link looks like to the app: the banner's words follow it. */
export type LinkState = 'online' | 'offline' | 'unreachable';

/**
 * `offline`: the browser says so (`navigator.onLine` false). `unreachable`: the browser says online, but a request
 * could not go out at all (the worker's, or the page's): a network without internet, or the server down. Both keep
 * every capture on the phone; only the words differ.
 */
export function linkState(browserOnline: boolean, requestFailed: boolean): LinkState {
  if (!browserOnline) return 'offline';
  return requestFailed ? 'unreachable' : 'online';
}

/** The banner's two texts (keys of the `offline` namespace), or null when there is nothing to say. */
export function bannerKeys(link: LinkState, savedData: boolean): { title: string; note?: string } | null {
  if (link === 'online') return savedData ? { title: 'slowSavedData' } : null;
  return {
    title: `${link}${savedData ? 'SavedData' : ''}`,
    note: link === 'offline' ? 'keptOffline' : 'keptUnreachable',
  };
}
