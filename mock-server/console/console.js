// The trainer console: a small page of its own (no build, no framework), served by the mock at /trainer.
// Every call carries the trainer passcode; the page keeps it in sessionStorage only.
import { waitingReviews } from './waiting.js';

const HEADER = 'x-trainer-passcode';
const KEY = 'trainer-passcode';
const REFRESH_MS = 3000;
const FEED_SIZE = 100;

/** Calls the console handles with its own controls instead of generic per-trainee buttons. */
const OWN = new Set(['armScenario', 'disarmScenario', 'createTrainees', 'resetClass', 'importState', 'reset']);
const LABELS = {
  approve: 'Approve registration', assignBatch: 'Assign a batch', notify: 'Send a notification',
  endSessions: 'End sessions', resetTrainee: 'Reset this trainee',
};
const CONFIRM = { endSessions: 'End every session of {who}?', resetTrainee: "Reset {who}'s data and uploads to the start?" };
const STATUS_TEXT = { 401: '401 session expired', 410: '410 logged in elsewhere', 422: '422 mobile not verified', 426: '426 profile not created', 423: '423 locked', 500: '500 server error', drop: 'network drop', slow: 'slow', quirk: 'HTTP 200 success:false' };

const $ = (selector, root = document) => root.querySelector(selector);
function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) if (child != null) node.append(child);
  return node;
}

class Locked extends Error {}

async function call(method, path, body) {
  const passcode = sessionStorage.getItem(KEY) ?? '';
  const response = await fetch(path, {
    method,
    headers: { [HEADER]: passcode, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ success: false, message: `HTTP ${response.status}` }));
  if (response.status === 401) {
    lock(answer.message ?? 'Wrong trainer passcode');
    throw new Locked(answer.message);
  }
  if (!response.ok || answer.success === false) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer;
}

function say(text, failed = false) {
  const status = $('#status');
  status.textContent = text;
  status.classList.toggle('error', failed);
}

/** Runs one action with its button disabled, and says how it went. */
async function act(button, work) {
  button.disabled = true;
  try {
    const message = await work();
    if (message) say(message);
    await refresh();
  } catch (error) {
    if (!(error instanceof Locked)) say(error.message, true);
  } finally {
    button.disabled = false;
  }
}

// ---- passcode gate ---------------------------------------------------------------------------------------------

function lock(reason = '') {
  sessionStorage.removeItem(KEY);
  stopFeed();
  clearInterval(timer);
  $('#console').hidden = true;
  $('#lock').hidden = true;
  $('#gate').hidden = false;
  $('#gate-error').textContent = reason;
  $('#passcode').focus();
}

$('#gate').addEventListener('submit', async (event) => {
  event.preventDefault();
  sessionStorage.setItem(KEY, $('#passcode').value.trim());
  $('#passcode').value = '';
  await open();
});
$('#lock').addEventListener('click', () => lock());

async function open() {
  try {
    await loadActions();
  } catch (error) {
    if (!(error instanceof Locked)) $('#gate-error').textContent = error.message;
    return;
  }
  $('#gate').hidden = true;
  $('#console').hidden = false;
  $('#lock').hidden = false;
  startFeed();
  await refresh();
  clearInterval(timer);
  // A tick while the last refresh still runs (a large class, a slow mock) is skipped rather than piled up.
  timer = setInterval(() => { if (!refreshing) refreshing = refresh().finally(() => { refreshing = undefined; }); }, REFRESH_MS);
}

// ---- per-trainee actions, from the API document ------------------------------------------------------------------

/** Trainer calls that act on one assessor (a `{id}` in the path or an `assessor` in the body), read from the document. */
let actions = [];
/** Every path of the API document, to show only the parts the mock serves. */
let paths = new Set();

const humanize = (name) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()).replace(/ (\w)/g, (_, c) => ` ${c.toLowerCase()}`);

async function loadActions() {
  const doc = await call('GET', '/__mock/openapi.json');
  actions = [];
  paths = new Set(Object.keys(doc.paths));
  for (const [path, operations] of Object.entries(doc.paths)) {
    // Only calls whose one path parameter is the assessor: others (e.g. a document's review) need their own controls.
    if (!path.startsWith('/__mock/') || /\{(?!id\})[^}]*\}/.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'get' || method === 'delete' || OWN.has(operation.operationId)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const props = schema?.properties ?? {};
      const byPath = /^\/__mock\/assessors\/\{id\}\//.test(path);
      if (!byPath && !('assessor' in props)) continue;
      const fields = Object.entries(props).filter(([name]) => name !== 'assessor')
        .map(([name, field]) => ({ name, field, required: (schema.required ?? []).includes(name) }));
      actions.push({ name: operation.operationId, path, method: method.toUpperCase(), byPath, fields, summary: operation.summary });
    }
  }
}

function input(name, field, required) {
  const options = (field.anyOf ?? field.oneOf ?? []).map((option) => option.const).filter((value) => value !== undefined);
  let control;
  if (options.length > 0 || field.enum) {
    control = el('select', { name });
    if (!required) control.append(el('option', { value: '', textContent: '—' }));
    for (const value of field.enum ?? options) control.append(el('option', { value: String(value), textContent: String(value) }));
  } else if (field.type === 'boolean') {
    control = el('input', { type: 'checkbox', name });
  } else {
    control = el('input', { name, type: field.type === 'integer' || field.type === 'number' ? 'number' : 'text', required });
    if (field.maxLength) control.maxLength = field.maxLength;
  }
  control.dataset.type = field.type ?? (options.length && typeof options[0] === 'number' ? 'number' : 'string');
  return el('label', {}, `${humanize(name)}${required ? '' : ' (optional)'}`, control);
}

function valueOf(control) {
  if (control.type === 'checkbox') return control.checked;
  if (control.value === '') return undefined;
  return control.dataset.type === 'integer' || control.dataset.type === 'number' ? Number(control.value) : control.value;
}

function actionControls(row) {
  const list = el('div', { className: 'action-list' });
  for (const action of actions) {
    const label = LABELS[action.name] ?? humanize(action.name);
    const run = (body) => {
      const url = action.byPath ? action.path.replace('{id}', encodeURIComponent(row._id)) : action.path;
      return call(action.method, url, action.byPath && !action.fields.length ? undefined : { ...(action.byPath ? {} : { assessor: row._id }), ...body });
    };
    const button = el('button', { type: 'button', textContent: label, title: action.summary });
    list.append(button);
    if (action.fields.length === 0) {
      button.addEventListener('click', () => {
        const question = CONFIRM[action.name]?.replace('{who}', row.fullName || row.email);
        if (question && !window.confirm(question)) return;
        void act(button, async () => `${label}: ${(await run({})).message} (${row.email})`);
      });
      continue;
    }
    const form = el('form', { hidden: true }, ...action.fields.map(({ name, field, required }) => input(name, field, required)),
      el('button', { type: 'submit', textContent: `${label} now` }));
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', () => {
      form.hidden = !form.hidden;
      button.setAttribute('aria-expanded', String(!form.hidden));
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const body = Object.fromEntries([...form.elements].filter((c) => c.name).map((c) => [c.name, valueOf(c)]).filter(([, v]) => v !== undefined));
      void act(event.submitter ?? button, async () => {
        const answer = await run(body);
        form.reset();
        form.hidden = true;
        return `${label}: ${answer.message} (${row.email})`;
      });
    });
    list.append(form);
  }
  return list;
}

// ---- the class -------------------------------------------------------------------------------------------------

const cards = new Map();
let timer;
let refreshing;
const waiting = waitingReviews({ call, act, el, served: (path) => paths.has(path) });

function fact(list, term, value) {
  list.append(el('dt', { textContent: term }), el('dd', { textContent: value }));
}

function card(row) {
  let node = cards.get(row._id);
  if (!node) {
    node = $('#trainee').content.firstElementChild.cloneNode(true);
    node.dataset.id = row._id;
    node.dataset.email = row.email;
    $('.action-list', node).replaceWith(actionControls(row));
    const arm = $('form.arm', node);
    arm.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(arm);
      const status = String(data.get('status'));
      const body = { assessor: row._id, status: /^\d+$/.test(status) ? Number(status) : status, times: Number(data.get('times') || 1) };
      if (data.get('path')) body.path = String(data.get('path'));
      if (status === 'slow') body.latencyMs = Number(data.get('latencyMs') || 3000);
      void act(event.submitter, async () => `Armed ${STATUS_TEXT[status]} for ${row.email}: ${(await call('POST', '/__mock/scenarios', body)).message}`);
    });
    cards.set(row._id, node);
  }
  $('.name', node).textContent = row.fullName || '(no name yet)';
  const badge = $('.badge', node);
  badge.textContent = row.status;
  badge.classList.toggle('active', row.status === 'active');
  $('.ids', node).textContent = `${row.email || '—'} · ${row.mobile}${row.assessorId ? ` · ${row.assessorId}` : ''}${row.trainee ? ' · trainee' : ''}`;
  const facts = el('dl', { className: 'facts' });
  fact(facts, 'Sessions', String(row.openSessions));
  fact(facts, 'Pending requests', String(row.pendingRequests));
  fact(facts, 'Batches', `${row.batches.ongoing} ongoing · ${row.batches.upcoming} upcoming · ${row.batches.completed} completed`);
  fact(facts, 'Unread notifications', String(row.unreadNotifications));
  fact(facts, 'Last OTP', row.lastOtp ? `${row.lastOtp.otp}${row.lastOtp.valid ? '' : ' (used or expired)'}` : '—');
  fact(facts, 'Reset link', row.lastResetPath ?? '—');
  $('.facts', node).replaceWith(facts);
  return node;
}

function showScenarios(node, scenarios) {
  const box = el('div', { className: 'scenarios' });
  for (const scenario of scenarios) {
    const text = `Armed: ${STATUS_TEXT[scenario.status]}${scenario.latencyMs ? ` ${scenario.latencyMs} ms` : ''}, ${scenario.remaining} of ${scenario.times} left${scenario.path ? `, paths with "${scenario.path}"` : ''}`;
    const disarm = el('button', { type: 'button', className: 'quiet', textContent: 'Disarm', ariaLabel: `Disarm ${STATUS_TEXT[scenario.status]}` });
    disarm.addEventListener('click', () => void act(disarm, async () => (await call('DELETE', `/__mock/scenarios/${scenario._id}`)).message));
    box.append(el('div', { className: 'scenario' }, el('span', { textContent: text }), disarm));
  }
  $('.scenarios', node).replaceWith(box);
}

async function refresh() {
  try {
    const [{ details: rows }, { details: scenarios }] = await Promise.all([call('GET', '/__mock/class'), call('GET', '/__mock/scenarios')]);
    $('#loading').hidden = true;
    $('#empty').hidden = rows.length > 0;
    const list = $('#trainees');
    const nodes = rows.map((row) => {
      const node = card(row);
      showScenarios(node, scenarios.filter((scenario) => scenario.assessor === row._id));
      return node;
    });
    for (const [id, node] of cards) if (!rows.some((row) => row._id === id)) { node.remove(); cards.delete(id); }
    nodes.forEach((node, index) => { if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null); });
    await Promise.all(rows.map((row, index) => waiting.update(nodes[index], row)));
  } catch (error) {
    if (!(error instanceof Locked)) {
      $('#loading').hidden = true;
      say(`Could not load the class: ${error.message}`, true);
    }
  }
}

$('#create').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const count = Number(form.elements.count.value);
  const prefix = form.elements.prefix.value.trim();
  void act(event.submitter, async () => {
    const { details } = await call('POST', '/__mock/trainees', { count, prefix });
    const table = el('table', {}, el('tr', {}, ...['E-mail', 'Mobile', 'Password'].map((h) => el('th', { textContent: h }))),
      ...details.map((t) => el('tr', {}, el('td', { textContent: t.email }), el('td', { textContent: t.mobile }), el('td', { textContent: t.password }))));
    const box = $('#created');
    box.replaceChildren(el('p', { textContent: `Created ${details.length} trainees. The password is shown only now: write it down.` }), table);
    box.hidden = false;
    return `Created ${details.length} trainees`;
  });
});

$('#reset-class').addEventListener('click', (event) => {
  if (!window.confirm('Reset every trainee\'s data and uploads to the start? Accounts stay.')) return;
  void act(event.currentTarget, async () => (await call('POST', '/__mock/class/reset')).message);
});

$('#download').addEventListener('click', (event) => void act(event.currentTarget, async () => {
  const { details } = await call('GET', '/__mock/state');
  const link = el('a', { href: URL.createObjectURL(new Blob([JSON.stringify(details, null, 1)], { type: 'application/json' })), download: `mock-state-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  return 'State downloaded';
}));

$('#restore').addEventListener('change', (event) => {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  if (!file || !window.confirm(`Replace the whole mock state with ${file.name}? Everything now in the mock is lost.`)) return;
  void act($('#download'), async () => {
    const parsed = JSON.parse(await file.text());
    return (await call('PUT', '/__mock/state', parsed.details && parsed.success !== undefined ? parsed.details : parsed)).message;
  });
});

// ---- live activity (server-sent events over fetch, so the passcode travels in a header) --------------------------

let feedAbort;
$('#show-polls').addEventListener('change', (event) => {
  $('.feed').classList.toggle('show-polls', event.currentTarget.checked);
});

function showCall(event) {
  const time = new Date(event.at).toLocaleTimeString();
  const status = event.status === 0 ? 'dropped' : event.status;
  const item = el('li', { textContent: `${time} ${event.email ?? '—'} ${event.method} ${event.path} → ${status} (${event.ms} ms)` });
  if (event.status === 0 || event.status >= 400) item.classList.add('fail');
  // The app polls its notifications every 2 s: hidden unless asked for, so the trainees' actions stand out.
  if (event.path === '/api/notification-list' && event.status < 400) item.classList.add('poll');
  const feed = $('#feed');
  feed.prepend(item);
  while (feed.children.length > FEED_SIZE) feed.lastElementChild.remove();
}

async function startFeed() {
  stopFeed();
  feedAbort = new AbortController();
  const { signal } = feedAbort;
  try {
    const response = await fetch('/__mock/activity', { headers: { [HEADER]: sessionStorage.getItem(KEY) ?? '' }, signal });
    if (response.status === 401) return lock('Wrong trainer passcode');
    $('#feed-state').textContent = 'Live: the trainees\' calls appear here as they happen.';
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
  setTimeout(() => { if (!signal.aborted) void startFeed(); }, 2000);
}

function stopFeed() {
  feedAbort?.abort();
}

if (sessionStorage.getItem(KEY)) void open(); else lock();
