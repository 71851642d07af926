// The live activity feed: the trainees' calls as the mock streams them (server-sent events read over fetch, so the
// passcode travels in a header).
import { HEADER, passcode } from './api.js';
import { $, el } from './dom.js';

const FEED_SIZE = 100;

let feedAbort;
/** The e-mail whose calls alone are shown (a trainee opened from the progress board), or null for everyone. */
let only = null;
$('#show-polls').addEventListener('change', (event) => {
  $('.feed').classList.toggle('show-polls', event.currentTarget.checked);
});

function showCall(event) {
  const time = new Date(event.at).toLocaleTimeString();
  const status = event.status === 0 ? 'dropped' : event.status;
  const item = el('li', {
    textContent: `${time} ${event.email ?? '—'} ${event.method} ${event.path} → ${status} (${event.ms} ms)`,
  });
  item.dataset.email = event.email ?? '';
  item.hidden = only !== null && item.dataset.email !== only;
  if (event.status === 0 || event.status >= 400) item.classList.add('fail');
  // The app polls its notifications every 2 s: hidden unless asked for, so the trainees' actions stand out.
  if (event.path === '/api/notification-list' && event.status < 400) item.classList.add('poll');
  const feed = $('#feed');
  feed.prepend(item);
  while (feed.children.length > FEED_SIZE) feed.lastElementChild.remove();
}

/** Starts (or restarts) the feed; `lock(reason)` is called when the passcode is refused. */
export async function startFeed(lock) {
  stopFeed();
  feedAbort = new AbortController();
  const { signal } = feedAbort;
  try {
    const response = await fetch('/__mock/activity', { headers: { [HEADER]: passcode() }, signal });
    if (response.status === 401 || response.status === 429) {
      const answer = await response.json().catch(() => ({}));
      return lock(answer.message ?? 'Wrong trainer passcode');
    }
    $('#feed-state').textContent = "Live: the trainees' calls appear here as they happen.";
    $('#feed').replaceChildren();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop();
      for (const block of blocks) {
        const data = /^data: (.*)$/m.exec(block);
        if (/^event: call$/m.test(block) && data) showCall(JSON.parse(data[1]));
      }
    }
  } catch {
    if (signal.aborted) return;
  }
  if (signal.aborted) return;
  $('#feed-state').textContent = 'Reconnecting…';
  setTimeout(() => {
    if (!signal.aborted) void startFeed(lock);
  }, 2000);
}

export function stopFeed() {
  feedAbort?.abort();
}

/** Shows only one trainee's calls (null: everyone's again). */
export function showOnly(email, name = email) {
  only = email;
  for (const item of $('#feed').children) item.hidden = only !== null && item.dataset.email !== only;
  $('#feed-only').hidden = only === null;
  $('#feed-only span').textContent = only === null ? '' : `Only ${name}'s calls.`;
}

$('#feed-all').addEventListener('click', () => showOnly(null));
