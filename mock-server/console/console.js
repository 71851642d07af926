// The trainer console: a small page of its own (no build, no framework), served by the mock at /trainer.
// Every call carries the trainer passcode; the page keeps it in sessionStorage only.
import { actionControls, loadActions, served } from './actions.js';
import { Locked, call, fetchFile, forgetPasscode, hasPasscode, rememberPasscode, whenLocked } from './api.js';
import { boardHeadings, boardQuery, startBoard, stopBoard } from './board.js';
import { $, el } from './dom.js';
import { showOnly, startFeed, stopFeed } from './feed.js';
import { startLessons, stopLessons } from './lesson.js';
import { waitingReviews } from './waiting.js';

const REFRESH_MS = 3000;
const STATUS_TEXT = {
  401: '401 session expired',
  410: '410 logged in elsewhere',
  422: '422 mobile not verified',
  426: '426 profile not created',
  423: '423 locked',
  500: '500 server error',
  drop: 'network drop',
  slow: 'slow',
  quirk: 'HTTP 200 success:false',
};

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
  forgetPasscode();
  stopFeed();
  stopBoard();
  stopLessons();
  clearInterval(timer);
  $('#console').hidden = true;
  $('#lock').hidden = true;
  $('#gate').hidden = false;
  $('#gate-error').textContent = reason;
  $('#passcode').focus();
}

$('#gate').addEventListener('submit', async (event) => {
  event.preventDefault();
  rememberPasscode($('#passcode').value);
  $('#passcode').value = '';
  await open();
});
$('#lock').addEventListener('click', () => lock());
whenLocked(lock);

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
  void startFeed(lock);
  startBoard(openTrainee);
  startLessons();
  await refresh();
  clearInterval(timer);
  // A tick while the last refresh still runs (a large class, a slow mock) is skipped rather than piled up.
  timer = setInterval(() => {
    if (!refreshing)
      refreshing = refresh().finally(() => {
        refreshing = undefined;
      });
  }, REFRESH_MS);
}

// ---- the progress board ----------------------------------------------------------------------------------------

$('#board-head').replaceChildren(...boardHeadings());

/** A tap on a trainee of the board: the feed shows their calls only, and their card opens with its actions. */
function openTrainee(id, email) {
  const node = cards.get(id);
  showOnly(email, node ? $('.name', node).textContent : email);
  if (!node) return;
  $('details.actions', node).open = true;
  node.scrollIntoView({ block: 'start' });
  $('summary', node).focus({ preventScroll: true });
}

// The mock writes the CSV (GET /__mock/class/progress.csv) with the board's options: the rows the board shows.
$('#download-results').addEventListener('click', (event) =>
  act(event.currentTarget, async () => {
    const { blob, name } = await fetchFile(`/__mock/class/progress.csv${boardQuery()}`);
    const link = el('a', { href: URL.createObjectURL(blob), download: name ?? 'class-results.csv' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    return 'Results downloaded';
  }),
);

// ---- the class -------------------------------------------------------------------------------------------------

const cards = new Map();
let timer;
let refreshing;
const waiting = waitingReviews({ call, act, el, served });

function fact(list, term, value) {
  list.append(el('dt', { textContent: term }), el('dd', { textContent: value }));
}

function card(row) {
  let node = cards.get(row._id);
  if (!node) {
    node = $('#trainee').content.firstElementChild.cloneNode(true);
    node.dataset.id = row._id;
    node.dataset.email = row.email;
    $('.action-list', node).replaceWith(actionControls(row, act));
    const arm = $('form.arm', node);
    arm.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(arm);
      const status = String(data.get('status'));
      const body = {
        assessor: row._id,
        status: /^\d+$/.test(status) ? Number(status) : status,
        times: Number(data.get('times') || 1),
      };
      if (data.get('path')) body.path = String(data.get('path'));
      if (status === 'slow') body.latencyMs = Number(data.get('latencyMs') || 3000);
      void act(
        event.submitter,
        async () =>
          `Armed ${STATUS_TEXT[status]} for ${row.email}: ${(await call('POST', '/__mock/scenarios', body)).message}`,
      );
    });
    cards.set(row._id, node);
  }
  $('.name', node).textContent = row.fullName || '(no name yet)';
  const badge = $('.badge', node);
  badge.textContent = row.status;
  badge.classList.toggle('active', row.status === 'active');
  $('.ids', node).textContent =
    `${row.email || '—'} · ${row.mobile}${row.assessorId ? ` · ${row.assessorId}` : ''}${row.trainee ? ' · trainee' : ''}`;
  const facts = [
    ['Sessions', String(row.openSessions)],
    ['Pending requests', String(row.pendingRequests)],
    [
      'Batches',
      `${row.batches.ongoing} ongoing · ${row.batches.upcoming} upcoming · ${row.batches.completed} completed`,
    ],
    ['Unread notifications', String(row.unreadNotifications)],
    ['Last OTP', row.lastOtp ? `${row.lastOtp.otp}${row.lastOtp.valid ? '' : ' (used or expired)'}` : '—'],
    ['Reset link', row.lastResetPath ?? '—'],
  ];
  // Rebuilt only when a fact changed: a class of 100 refreshes every 3 s.
  const text = JSON.stringify(facts);
  if (node.dataset.facts !== text) {
    const list = el('dl', { className: 'facts' });
    for (const [term, value] of facts) fact(list, term, value);
    $('.facts', node).replaceWith(list);
    node.dataset.facts = text;
  }
  return node;
}

function showScenarios(node, scenarios) {
  const text = JSON.stringify(scenarios);
  if (node.dataset.scenarios === text) return;
  node.dataset.scenarios = text;
  const box = el('div', { className: 'scenarios' });
  for (const scenario of scenarios) {
    const text = `Armed: ${STATUS_TEXT[scenario.status]}${scenario.latencyMs ? ` ${scenario.latencyMs} ms` : ''}, ${scenario.remaining} of ${scenario.times} left${scenario.path ? `, paths with "${scenario.path}"` : ''}`;
    const disarm = el('button', {
      type: 'button',
      className: 'quiet',
      textContent: 'Disarm',
      ariaLabel: `Disarm ${STATUS_TEXT[scenario.status]}`,
    });
    disarm.addEventListener(
      'click',
      () => void act(disarm, async () => (await call('DELETE', `/__mock/scenarios/${scenario._id}`)).message),
    );
    box.append(el('div', { className: 'scenario' }, el('span', { textContent: text }), disarm));
  }
  $('.scenarios', node).replaceWith(box);
}

/** The class could not be read at the last refresh: its message stays until a refresh reads it again. */
let loadFailed = false;

async function refresh() {
  try {
    const [{ details: rows }, { details: scenarios }] = await Promise.all([
      call('GET', '/__mock/class'),
      call('GET', '/__mock/scenarios'),
    ]);
    $('#loading').hidden = true;
    // The mock answers again (after a restart, say): its old failure is no longer true.
    if (loadFailed) say('The class is loaded again.');
    loadFailed = false;
    $('#empty').hidden = rows.length > 0;
    const list = $('#trainees');
    const nodes = rows.map((row) => {
      const node = card(row);
      showScenarios(
        node,
        scenarios.filter((scenario) => scenario.assessor === row._id),
      );
      return node;
    });
    for (const [id, node] of cards)
      if (!rows.some((row) => row._id === id)) {
        node.remove();
        cards.delete(id);
      }
    nodes.forEach((node, index) => {
      if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null);
    });
    await Promise.all(rows.map((row, index) => waiting.update(nodes[index], row)));
  } catch (error) {
    if (!(error instanceof Locked)) {
      $('#loading').hidden = true;
      loadFailed = true;
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
    const table = el(
      'table',
      {},
      el('tr', {}, ...['E-mail', 'Mobile', 'Password'].map((h) => el('th', { textContent: h }))),
      ...details.map((t) =>
        el(
          'tr',
          {},
          el('td', { textContent: t.email }),
          el('td', { textContent: t.mobile }),
          el('td', { textContent: t.password }),
        ),
      ),
    );
    const box = $('#created');
    box.replaceChildren(
      el('p', { textContent: `Created ${details.length} trainees. The password is shown only now: write it down.` }),
      table,
    );
    box.hidden = false;
    return `Created ${details.length} trainees`;
  });
});

$('#reset-class').addEventListener('click', (event) => {
  if (!window.confirm("Reset every trainee's data and uploads to the start? Accounts stay.")) return;
  void act(event.currentTarget, async () => (await call('POST', '/__mock/class/reset')).message);
});

$('#download').addEventListener(
  'click',
  (event) =>
    void act(event.currentTarget, async () => {
      const { details } = await call('GET', '/__mock/state');
      const link = el('a', {
        href: URL.createObjectURL(new Blob([JSON.stringify(details, null, 1)], { type: 'application/json' })),
        download: `mock-state-${new Date().toISOString().slice(0, 10)}.json`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      return 'State downloaded';
    }),
);

$('#restore').addEventListener('change', (event) => {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  if (!file || !window.confirm(`Replace the whole mock state with ${file.name}? Everything now in the mock is lost.`))
    return;
  void act($('#download'), async () => {
    const parsed = JSON.parse(await file.text());
    return (
      await call('PUT', '/__mock/state', parsed.details && parsed.success !== undefined ? parsed.details : parsed)
    ).message;
  });
});

if (hasPasscode()) void open();
else lock();
