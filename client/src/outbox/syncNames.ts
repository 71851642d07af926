/** The Background Sync tag the page registers while entries wait; the service worker sends on it. */
export const SYNC_TAG = 'outbox';
/** The worker's message to an open page: send what waits (the page's outbox wakes). */
export const SYNC_MESSAGE = 'outbox-sync';
/** The channel on which a sender says the store changed (sent or refused entries): the pages read it again. */
export const CHANGE_CHANNEL = 'assessor-outbox';
export const CHANGED_MESSAGE = 'outbox-changed';
