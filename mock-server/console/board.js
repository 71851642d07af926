// The progress board: where each trainee is in the day (GET /__mock/class/progress), polled every 3 s. A table on a
// laptop, a card per trainee on a phone (console.css), stuck trainees first (the mock sorts them). Rows are kept and
// only their changed text is touched, so a class of 100 refreshes without rebuilding the page. The class is the
// trainees; "Show all accounts" adds the seeded demo accounts and those that cannot log in (all=true).
import { call } from './api.js';
import { STATE_WORDS, columns, time } from './boardCells.js';
import { $, el } from './dom.js';

const REFRESH_MS = 3000;

let timer;
let running;
let again;
const rows = new Map();

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** The board's query, shared by the CSV download: the stuck threshold and whether every account is shown. */
export function boardQuery() {
  const minutes = Number($('#stuck-after').value) || 10;
  return `?stuckAfter=${minutes}${$('#board-all').checked ? '&all=true' : ''}`;
}

/** A part of an e-mail longer than this may also break after a hyphen (a word boundary), not to widen the column. */
const LONG_PART = 24;

/**
 * An e-mail that breaks only after its "@" and its dots (and after a hyphen inside a very long part), never inside a
 * word: unbreakable spans (console.css) with <wbr> between them.
 */
function emailNodes(email) {
  const parts = email.split(/(?<=[@.])/).flatMap((part) => (part.length > LONG_PART ? part.split(/(?<=-)/) : [part]));
  return parts.flatMap((part, index) => [...(index ? [el('wbr')] : []), el('span', { textContent: part })]);
}

function newRow(trainee, onOpen) {
  const open = el('button', { type: 'button', className: 'link name' });
  const tr = el(
    'tr',
    {},
    el(
      'th',
      { scope: 'row' },
      open,
      el('span', { className: 'flag stuck-flag', textContent: 'Stuck' }),
      el('span', { className: 'flag account-flag', textContent: 'Not a trainee' }),
      el('div', { className: 'muted who' }, el('span', { className: 'email' }), el('span', { className: 'batch' })),
    ),
    // Each cell names its step: shown on a phone's card, where the column headings are not.
    ...columns.map(({ heading, className }) =>
      el(
        'td',
        { className: className ?? '' },
        el('span', { className: 'step-name', textContent: `${heading}: ` }),
        el('span', { className: 'step-value' }),
        el('span', { className: 'visually-hidden step-state' }),
      ),
    ),
  );
  open.addEventListener('click', () => onOpen(tr.dataset.id, tr.dataset.email));
  tr.dataset.id = trainee._id;
  rows.set(trainee._id, tr);
  return tr;
}

function rowFor(trainee, onOpen) {
  const tr = rows.get(trainee._id) ?? newRow(trainee, onOpen);
  const open = $('button', tr);
  setText(open, trainee.fullName);
  // A name longer than the column is cut with "…" (console.css): the whole name is in the title.
  open.title = trainee.fullName;
  open.setAttribute('aria-label', `Open ${trainee.fullName}: feed and actions`);
  if (tr.dataset.email !== trainee.email) {
    tr.dataset.email = trainee.email;
    $('.email', tr).replaceChildren(...emailNodes(trainee.email));
  }
  setText($('.batch', tr), trainee.batch?.batchId ?? '');
  tr.classList.toggle('stuck', trainee.stuck);
  $('.stuck-flag', tr).hidden = !trainee.stuck;
  $('.account-flag', tr).hidden = trainee.trainee;
  columns.forEach(({ cell }, index) => {
    const { state, lines, title } = cell(trainee);
    const td = tr.cells[index + 1];
    if (td.dataset.state !== state) {
      if (td.dataset.state) td.classList.remove(td.dataset.state);
      if (state) td.classList.add(state);
      td.dataset.state = state;
    }
    setText(td.children[1], lines.join('\n'));
    setText(td.children[2], STATE_WORDS[state] ? ` (${STATE_WORDS[state]})` : '');
    if (title) td.title = title;
    else td.removeAttribute('title');
  });
  return tr;
}

async function refresh(onOpen) {
  try {
    const { details } = await call('GET', `/__mock/class/progress${boardQuery()}`);
    const body = $('#board-rows');
    const wanted = details.trainees.map((trainee) => rowFor(trainee, onOpen));
    const shown = new Set(details.trainees.map((t) => t._id));
    for (const [id, tr] of rows)
      if (!shown.has(id)) {
        tr.remove();
        rows.delete(id);
      }
    // Moves only the rows that are out of place (stuck ones rise to the top).
    wanted.forEach((tr, index) => {
      if (body.children[index] !== tr) body.insertBefore(tr, body.children[index] ?? null);
    });
    const count = details.trainees.length;
    const stuck = details.trainees.filter((t) => t.stuck).length;
    const all = $('#board-all').checked;
    const who = all ? (count === 1 ? 'account' : 'accounts') : count === 1 ? 'trainee' : 'trainees';
    setText(
      $('#board-state'),
      count === 0 && !all
        ? `No trainees yet: create them under Class, or show all accounts. Updated ${time(details.now)} (India time)`
        : `${count} ${who} · ${stuck} stuck · updated ${time(details.now)} (India time)`,
    );
  } catch (error) {
    setText($('#board-state'), `Could not load the progress: ${error.message}`);
  }
}

/** Starts polling; `onOpen(id, email)` opens a trainee's feed and actions. */
export function startBoard(onOpen) {
  stopBoard();
  // A change of the options while a refresh runs is read once that one ends, so the board never shows old options.
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = refresh(onOpen).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  $('#stuck-after').onchange = tick;
  $('#board-all').onchange = tick;
  tick();
  timer = setInterval(tick, REFRESH_MS);
}

export function stopBoard() {
  clearInterval(timer);
}

/** The column headings: the trainee, then each step (an abbreviated one spelt out in its title). */
export const boardHeadings = () => [
  el('th', { scope: 'col', textContent: 'Trainee' }),
  ...columns.map(({ heading, title }) => el('th', { scope: 'col', textContent: heading, ...(title ? { title } : {}) })),
];
