import { listenForApiErrors } from './errorListener.ts';
import type { AppStartListening } from './listenerTypes.ts';
import { listenForSessionChanges } from './sessionListener.ts';

/** Everything the session reacts to: failed calls (messages, 401/410 logout), login and logout (storage, cache). */
export function listenForSession(startListening: AppStartListening): void {
  listenForApiErrors(startListening);
  listenForSessionChanges(startListening);
}
