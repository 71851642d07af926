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

/** Throws for a refused answer: the gate for a refused passcode (401, 429), else the mock's message and status. */
function throwIfRefused(response, answer) {
  // 429: too many wrong passcodes from this address; the mock says how long to wait.
  if (response.status === 401 || response.status === 429) {
    onLocked(answer.message ?? 'Wrong trainer passcode');
    throw new Locked(answer.message);
  }
  // The status travels with the message, so a page can tell "nothing there" (404) from a failure.
  if (!response.ok || answer.success === false)
    throw Object.assign(new Error(answer.message ?? `HTTP ${response.status}`), { status: response.status });
}

const envelopeOf = (response) => response.json().catch(() => ({ success: false, message: `HTTP ${response.status}` }));

/** One call; answers the envelope of a success and throws the mock's message otherwise. */
export async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: { [HEADER]: passcode(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await envelopeOf(response);
  throwIfRefused(response, answer);
  return answer;
}

/** A file the mock writes (the board's CSV): its content and the name the mock gives it; refusals throw as `call`. */
export async function fetchFile(path) {
  const response = await fetch(path, { headers: { [HEADER]: passcode() } });
  if (!response.ok) throwIfRefused(response, await envelopeOf(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), name };
}
