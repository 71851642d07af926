// The lesson panel: load a shipped lesson (GET /__mock/lessons/shipped, POST /__mock/lessons/shipped/:id) or a pasted
// or uploaded one (POST /__mock/lessons), start, pause and stop it, and follow it (GET /__mock/lessons/current, polled
// every 2 s): which step ran, which is next and when. The mock checks every lesson against the trainer contract; its
// message (e.g. "steps[2].body.status: …") is shown as it is, so the trainer sees which step to mend.
import { Locked, call } from './api.js';
import { $, el } from './dom.js';

const REFRESH_MS = 2000;
const STATE_TEXT = {
  loaded: 'loaded, waiting for Start',
  running: 'running',
  paused: 'paused',
  finished: 'finished',
  stopped: 'stopped',
};
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 };
const india = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

let timer;
let running;

const offsetMs = (at) => {
  const match = /^\+(\d+)(s|m|h)$/.exec(at);
  return match ? Number(match[1]) * UNIT_MS[match[2]] : 0;
};

function duration(ms) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** "201 ×3, 404" : the statuses of a step's calls (one per trainee with "for"), counted. */
function statuses(list) {
  if (list.length === 0) return 'no one to call';
  const counts = new Map();
  for (const status of list) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => (count > 1 ? `${status} ×${count}` : String(status))).join(', ');
}

const stepText = (run) => `Step ${run.index + 1} (${run.at}) ${run.call}`;
const ranText = (run) => `${stepText(run)} ran at ${india.format(new Date(run.ranAt))} → ${statuses(run.statuses)}`;

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function showError(message) {
  setText($('#lesson-error'), message);
}

/** Shows the mock's `current` (undefined: no lesson loaded); Start, Pause and Stop are enabled by its state. */
function show(current) {
  $('#lesson-start').disabled = !current || current.state === 'running';
  $('#lesson-pause').disabled = current?.state !== 'running';
  $('#lesson-stop').disabled = !current || current.state === 'finished' || current.state === 'stopped';
  $('#lesson-facts').hidden = !current;
  $('#lesson-ran').hidden = !current?.ran.length;
  if (!current) {
    setText($('#lesson-state'), 'No lesson loaded.');
    $('#lesson-ran').replaceChildren();
    return;
  }
  setText(
    $('#lesson-state'),
    `${current.name}: ${STATE_TEXT[current.state]} · ${current.ran.length} of ${current.steps} steps ran`,
  );
  setText($('#lesson-last'), current.lastRan ? ranText(current.lastRan) : 'nothing yet');
  let next = 'nothing: no step left';
  if (current.next) {
    const left = offsetMs(current.next.at) - current.elapsedMs;
    next =
      current.next.dueAt === undefined
        ? `${stepText(current.next)}, ${duration(left)} after ${current.state === 'paused' ? 'resuming' : 'Start'}`
        : `${stepText(current.next)} at ${india.format(new Date(current.next.dueAt))} (in ${duration(left)})`;
  }
  setText($('#lesson-next'), next);
  // Only steps not shown yet are added: the list grows, nothing already read moves.
  const list = $('#lesson-ran');
  if (list.children.length > current.ran.length || (list.dataset.lesson ?? '') !== current.name) {
    list.replaceChildren();
    list.dataset.lesson = current.name;
  }
  for (const run of current.ran.slice(list.children.length)) {
    const item = el('li', { textContent: ranText(run) });
    if (run.statuses.some((status) => status >= 400)) item.classList.add('fail');
    list.append(item);
  }
}

async function refresh() {
  try {
    show((await call('GET', '/__mock/lessons/current')).details ?? undefined);
  } catch (error) {
    if (error instanceof Locked) return;
    setText($('#lesson-state'), `Could not read the lesson: ${error.message}`);
  }
}

/** Runs one lesson call with its button disabled; shows the mock's refusal under the load controls. */
async function act(button, work) {
  button.disabled = true;
  try {
    const answer = await work();
    showError('');
    show(answer.details);
  } catch (error) {
    if (!(error instanceof Locked)) showError(error.message);
    await refresh();
  } finally {
    // Start, Pause and Stop get their state from show(); a form's button is ready again.
    if (button.form) button.disabled = false;
  }
}

$('#lesson-shipped').addEventListener('submit', (event) => {
  event.preventDefault();
  const id = $('#lesson-pick').value;
  void act(event.submitter, () => call('POST', `/__mock/lessons/shipped/${encodeURIComponent(id)}`));
});

/** Loads the lesson in the text box: JSON first (the browser's parser says where it broke), then the mock's check. */
function loadPasted(button) {
  const text = $('#lesson-json').value.trim();
  if (!text) {
    showError('Paste a lesson (JSON) or upload a lesson file first');
    return;
  }
  let script;
  try {
    script = JSON.parse(text);
  } catch (error) {
    showError(`Not a lesson: the text is not JSON (${error.message})`);
    return;
  }
  void act(button, () => call('POST', '/__mock/lessons', script));
}

$('#lesson-paste').addEventListener('submit', (event) => {
  event.preventDefault();
  loadPasted(event.submitter);
});

$('#lesson-file').addEventListener('change', async (event) => {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  if (!file) return;
  $('#lesson-json').value = await file.text();
  loadPasted($('#lesson-paste button[type="submit"]'));
});

for (const [id, action] of [
  ['#lesson-start', 'start'],
  ['#lesson-pause', 'pause'],
  ['#lesson-stop', 'stop'],
]) {
  $(id).addEventListener(
    'click',
    (event) => void act(event.currentTarget, () => call('POST', `/__mock/lessons/${action}`)),
  );
}

async function loadShipped() {
  try {
    const { details } = await call('GET', '/__mock/lessons/shipped');
    $('#lesson-pick').replaceChildren(
      ...details.map((item) =>
        el('option', { value: item.id, textContent: `${item.name} (${item.steps} steps, ${item.lastAt})` }),
      ),
    );
    $('#lesson-shipped').hidden = details.length === 0;
  } catch (error) {
    // An older mock without shipped lessons: pasting still works.
    if (!(error instanceof Locked)) $('#lesson-shipped').hidden = true;
  }
}

/** Starts following the lesson (a tick is skipped while the last one still runs). */
export function startLessons() {
  stopLessons();
  void loadShipped();
  const tick = () => {
    if (!running)
      running = refresh().finally(() => {
        running = undefined;
      });
  };
  tick();
  timer = setInterval(tick, REFRESH_MS);
}

export function stopLessons() {
  clearInterval(timer);
}
