import { keyedStore } from './keyedStore.ts';

/**
 * The signed-in assessor as the service worker knows them (it has no localStorage): whose outbox entries it may send,
 * with which token, and in which language it speaks. Written while a session runs, deleted when it ends (logout,
 * 401/410): an assessor who logged out has nothing sent on their behalf.
 */
export interface WorkerSession {
  id: 'current';
  owner: string;
  token: string;
  language: string;
}

let records: ReturnType<typeof keyedStore<WorkerSession>> | undefined;
const store = () => (records ??= keyedStore<WorkerSession>({ database: 'assessor-session', store: 'session' }));

/** Keeps the running session for the worker (at login and when a stored session is restored). */
export async function keepSessionForWorker(session: Omit<WorkerSession, 'id'>): Promise<void> {
  const kept = await store().get('current');
  if (kept?.owner === session.owner && kept.token === session.token && kept.language === session.language) return;
  await store().put({ id: 'current', ...session });
}

/** The session ended: the worker sends nothing more until the next login. */
export async function forgetSessionForWorker(): Promise<void> {
  await store().remove('current');
}

/** The session the worker may send for, if any. */
export function sessionForWorker(): Promise<WorkerSession | undefined> {
  return store().get('current');
}
