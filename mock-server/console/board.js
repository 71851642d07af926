// The progress board: where each trainee is in the day (GET /__mock/class/progress), polled every 3 s. A table on a
// laptop, a card per trainee on a phone (console.css), stuck trainees first (the mock sorts them). Rows are kept and
// only their changed text is touched, so a class of 100 refreshes without rebuilding the page.
import { call } from './api.js';
import { $, el } from './dom.js';

const REFRESH_MS = 3000;
const india = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const time = (at) => (at === undefined ? '' : india.format(new Date(at)));
const SECTIONS = ['Theory', 'viva', 'practical'];

/** The board's columns: a heading and the cell's text from a row (steps not done yet show "—"). */
const columns = [
  ['Logged in', (r) => time(r.steps.loggedIn.at)],
  ['Request accepted', (r) => time(r.steps.requestAccepted.at)],
  [
    'Clocked in',
    ({ steps: { clockedIn: c } }) =>
      c.at !== undefined
        ? `${time(c.at)}${c.distance === undefined ? '' : ` · ${c.distance} m`}`
        : c.refusal
          ? `Refused ${time(c.refusal.at)} · ${c.refusal.distance} m`
          : '',
  ],
  [
    'Attendance',
    ({ steps: { attendance: a } }) =>
      a.candidates ? `${a.saved}/${a.candidates}${a.at === undefined ? '' : ` · ${time(a.at)}`}` : '',
  ],
  ...SECTIONS.map((section) => [
    `Marks ${section}`,
    (r) => {
      const m = r.steps.marks.find((item) => item.section === section);
      return m ? `${m.marked}/${m.present}${m.at === undefined ? '' : ` · ${time(m.at)}`}` : 'n/a';
    },
  ]),
  ['Evidence', ({ steps: { evidence: e } }) => `${e.kinds}/${e.of}${e.at === undefined ? '' : ` · ${time(e.at)}`}`],
  ['Issue raised', (r) => time(r.steps.issueRaised.at)],
  ['Clocked out', (r) => time(r.steps.clockedOut.at)],
  ['Invoice', (r) => time(r.steps.invoiceGenerated.at)],
  [
    'Last call',
    (r) =>
      r.lastCall
        ? `${r.lastCall.method} ${r.lastCall.path.replace('/api/', '')} → ${r.lastCall.status || 'dropped'}`
        : '',
  ],
];

let timer;
let running;
let latest = [];
const rows = new Map();

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function rowFor(trainee, onOpen) {
  let tr = rows.get(trainee._id);
  if (!tr) {
    const open = el('button', { type: 'button', className: 'link' });
    open.addEventListener('click', () => onOpen(tr.dataset.id, tr.dataset.email));
    tr = el(
      'tr',
      {},
      el(
        'th',
        { scope: 'row' },
        open,
        el('span', { className: 'stuck-flag', textContent: 'Stuck' }),
        el('div', { className: 'muted who' }),
      ),
      // Each cell names its step: shown on a phone's card, where the column headings are not.
      ...columns.map(([heading]) =>
        el(
          'td',
          {},
          el('span', { className: 'step-name', textContent: `${heading}: ` }),
          el('span', { className: 'step-value' }),
        ),
      ),
    );
    Object.assign(tr.dataset, { id: trainee._id, email: trainee.email });
    rows.set(trainee._id, tr);
  }
  const open = $('button', tr);
  setText(open, trainee.fullName);
  open.setAttribute('aria-label', `Open ${trainee.fullName}: feed and actions`);
  setText($('.who', tr), `${trainee.email}${trainee.batch ? ` · ${trainee.batch.batchId}` : ''}`);
  tr.classList.toggle('stuck', trainee.stuck);
  $('.stuck-flag', tr).hidden = !trainee.stuck;
  columns.forEach(([, text], index) => {
    const value = text(trainee);
    const td = tr.cells[index + 1];
    setText(td.lastElementChild, value || '—');
    td.classList.toggle('done', value !== '' && value !== 'n/a');
  });
  if (trainee.steps.clockedIn.refusal) tr.cells[3].title = trainee.steps.clockedIn.refusal.message;
  return tr;
}

async function refresh(onOpen) {
  const minutes = Number($('#stuck-after').value) || 10;
  try {
    const { details } = await call('GET', `/__mock/class/progress?stuckAfter=${minutes}`);
    latest = details.trainees;
    const body = $('#board-rows');
    const wanted = details.trainees.map((trainee) => rowFor(trainee, onOpen));
    for (const [id, tr] of rows)
      if (!details.trainees.some((t) => t._id === id)) {
        tr.remove();
        rows.delete(id);
      }
    // Moves only the rows that are out of place (stuck ones rise to the top).
    wanted.forEach((tr, index) => {
      if (body.children[index] !== tr) body.insertBefore(tr, body.children[index] ?? null);
    });
    const stuck = details.trainees.filter((t) => t.stuck).length;
    setText(
      $('#board-state'),
      `${details.trainees.length} assessors · ${stuck} stuck · updated ${time(details.now)} (India time)`,
    );
  } catch (error) {
    setText($('#board-state'), `Could not load the progress: ${error.message}`);
  }
}

/** Starts polling; `onOpen(id, email)` opens a trainee's feed and actions. */
export function startBoard(onOpen) {
  stopBoard();
  const tick = () => {
    if (!running)
      running = refresh(onOpen).finally(() => {
        running = undefined;
      });
  };
  $('#stuck-after').onchange = tick;
  tick();
  timer = setInterval(tick, REFRESH_MS);
}

export function stopBoard() {
  clearInterval(timer);
}

const csvCell = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The board as CSV: a row per trainee, a column per step (the time it was first done, India time), counts apart. */
export function resultsCsv(trainees = latest) {
  const at = (value) =>
    value === undefined ? '' : `${indiaDay.format(new Date(value))} ${india.format(new Date(value))}`;
  const header = [
    'Name',
    'E-mail',
    'Batch',
    'Logged in',
    'Request accepted',
    'Clocked in',
    'Distance to centre (m)',
    'Last refusal',
    'Attendance saved',
    'Attendance',
    ...SECTIONS.flatMap((s) => [`Marks ${s} first saved`, `Marks ${s}`]),
    'Evidence first upload',
    'Evidence',
    'Issue raised',
    'Clocked out',
    'Invoice generated',
    'Stuck',
    'Last call',
  ];
  const lines = trainees.map((t) => {
    const s = t.steps;
    const marks = SECTIONS.flatMap((section) => {
      const m = s.marks.find((item) => item.section === section);
      return m ? [at(m.at), `${m.marked}/${m.present}`] : ['', ''];
    });
    return [
      t.fullName,
      t.email,
      t.batch?.batchId ?? '',
      at(s.loggedIn.at),
      at(s.requestAccepted.at),
      at(s.clockedIn.at),
      s.clockedIn.distance === undefined ? '' : String(s.clockedIn.distance),
      s.clockedIn.refusal ? `${at(s.clockedIn.refusal.at)} ${s.clockedIn.refusal.message}` : '',
      at(s.attendance.at),
      `${s.attendance.saved}/${s.attendance.candidates}`,
      ...marks,
      at(s.evidence.at),
      `${s.evidence.kinds}/${s.evidence.of}`,
      at(s.issueRaised.at),
      at(s.clockedOut.at),
      at(s.invoiceGenerated.at),
      t.stuck ? 'yes' : 'no',
      t.lastCall ? `${t.lastCall.method} ${t.lastCall.path} ${t.lastCall.status}` : '',
    ];
  });
  return [header, ...lines].map((line) => line.map((value) => csvCell(String(value))).join(',')).join('\r\n');
}

export const boardHeadings = () => ['Trainee', ...columns.map(([heading]) => heading)];
