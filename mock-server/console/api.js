// Calls to the mock's /__mock/ endpoints with the trainer passcode, which the pages keep in sessionStorage only.

export const HEADER = 'x-trainer-passcode';
const KEY = 'trainer-passcode';

export const passcode = () => sessionStorage.getItem(KEY) ?? '';
export const hasPasscode = () => sessionStorage.getItem(KEY) !== null;
export const rememberPasscode = (value) => sessionStorage.setItem(KEY, value.trim());
export const forgetPasscode = () => sessionStorage.removeItem(KEY);

/** Thrown when the mock refuses the passcode: the page has gone back to its passcode gate. */
export class Locked extends Error {}

let onLocked = () => {};
/** What the page does when the passcode is refused (shows its gate with the reason). */
export function whenLocked(handler) {
  onLocked = handler;
}

/** One call; answers the envelope of a success and throws the mock's message otherwise. */
export async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: { [HEADER]: passcode(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ success: false, message: `HTTP ${response.status}` }));
  // 429: too many wrong passcodes from this address; the mock says how long to wait.
  if (response.status === 401 || response.status === 429) {
    onLocked(answer.message ?? 'Wrong trainer passcode');
    throw new Locked(answer.message);
  }
  // The status travels with the message, so a page can tell "nothing there" (404) from a failure.
  if (!response.ok || answer.success === false)
    throw Object.assign(new Error(answer.message ?? `HTTP ${response.status}`), { status: response.status });
  return answer;
}
