/** Browser storage keys of spec §9; the session survives reloads through them. */
export const TOKEN_KEY = 'token';
export const USER_DATA_KEY = 'userData';
/** The last home screen of this session, drawn before the app runs on the next cold start (lib/snapshot.ts). */
export const SNAPSHOT_KEY = 'screenSnapshot';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function readStoredUserData(): Record<string, unknown> {
  const raw = storage()?.getItem(USER_DATA_KEY);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function storeSession(token: string, userData: object): void {
  storage()?.removeItem(SNAPSHOT_KEY);
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(userData));
}

export function clearStoredSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_DATA_KEY);
  storage()?.removeItem(SNAPSHOT_KEY);
}
