// What each cell of the progress board says (board.js draws them). A cell is a few short lines and a state, so done
// and not done differ by more than colour: done has a ✓ and bold text (console.css), and every state has a word that
// screen readers read after the value (visually hidden).

const clock = (options) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...options,
  });
const india = clock({ second: '2-digit' });
const indiaMinutes = clock({});
/** HH:MM:SS in India, or '' when not done. */
export const time = (at) => (at === undefined ? '' : india.format(new Date(at)));
/** HH:MM in India: a step's time in its cell (the CSV and the cell's title keep the seconds). */
const minutes = (at) => indiaMinutes.format(new Date(at));

/** The words read after a cell's value; a state without a word (the last call) reads its value only. */
export const STATE_WORDS = {
  done: 'done',
  doing: 'in progress',
  todo: 'not started',
  later: 'not yet',
  refused: 'refused',
};

/** The sections a batch may assess, as the merged marks cell abbreviates them. */
const SECTIONS = [
  ['Theory', 'T'],
  ['viva', 'V'],
  ['practical', 'P'],
];

/** A count is done only when complete: 12/12 done, 3/12 in progress, 0/12 not started (0/0: nothing to do yet). */
const countState = (done, of) => (of > 0 && done === of ? 'done' : done > 0 ? 'doing' : 'todo');

const at = (when) => (when === undefined ? [] : [minutes(when)]);

/** A step done once (a time): done with its time (the seconds in the title), or not yet. */
const once = (step) =>
  step.at === undefined
    ? { state: 'later', lines: ['—'] }
    : { state: 'done', lines: [minutes(step.at)], title: time(step.at) };

function clockedIn({ at: when, distance, refusal }) {
  if (when !== undefined)
    return {
      state: 'done',
      lines: [minutes(when), ...(distance === undefined ? [] : [`${distance} m`])],
      title: time(when),
    };
  // The geofence's refusal: its time and how far away, the mock's message in the cell's title.
  if (refusal)
    return {
      state: 'refused',
      lines: [`Refused ${minutes(refusal.at)}`, `${refusal.distance} m`],
      title: `${time(refusal.at)} ${refusal.message}`,
    };
  return { state: 'later', lines: ['—'] };
}

function attendance({ at: when, saved, candidates }) {
  if (!candidates) return { state: 'later', lines: ['—'] };
  return { state: countState(saved, candidates), lines: [`${saved}/${candidates}`, ...at(when)] };
}

/** The three marks columns in one: a line per section the day's batch assesses ("T 12/12 ✓", "V 3/12"). */
function marks(list) {
  const shown = SECTIONS.map(([section, letter]) => [letter, list.find((m) => m.section === section)]).filter(
    ([, m]) => m,
  );
  if (!shown.length) return { state: 'later', lines: ['—'] };
  const states = shown.map(([, m]) => countState(m.marked, m.present));
  const state = states.every((s) => s === 'done') ? 'done' : states.every((s) => s === 'todo') ? 'todo' : 'doing';
  return {
    state,
    // A ✓ per finished section while others are not (the whole cell done has its own ✓).
    lines: shown.map(
      ([letter, m], i) => `${letter} ${m.marked}/${m.present}${state !== 'done' && states[i] === 'done' ? ' ✓' : ''}`,
    ),
  };
}

function evidence({ at: when, kinds, of }) {
  return { state: countState(kinds, of), lines: [`${kinds}/${of}`, ...at(when)] };
}

/** The trainee's last API call: method and status, then the path (cut to the column; whole in the title). */
function lastCall(call) {
  if (!call) return { state: '', lines: ['—'] };
  const status = call.status || 'dropped';
  const path = call.path.replace('/api/', '');
  return {
    state: '',
    lines: [`${call.method} → ${status}`, path],
    title: `${time(call.at)} ${call.method} ${call.path} → ${status}`,
  };
}

/**
 * The board's columns after the trainee: a heading (with a title where it abbreviates) and the cell of a row, as
 * `{ state, lines, title? }`. Three marks columns are one ("Marks T/V/P"), so every column fits a 1280 px laptop.
 */
export const columns = [
  { heading: 'Logged in', cell: (r) => once(r.steps.loggedIn) },
  { heading: 'Request accepted', cell: (r) => once(r.steps.requestAccepted) },
  { heading: 'Clocked in', cell: (r) => clockedIn(r.steps.clockedIn) },
  { heading: 'Attendance', cell: (r) => attendance(r.steps.attendance) },
  { heading: 'Marks T/V/P', title: 'Marks: Theory, viva, practical', cell: (r) => marks(r.steps.marks) },
  { heading: 'Evidence', cell: (r) => evidence(r.steps.evidence) },
  { heading: 'Issue raised', cell: (r) => once(r.steps.issueRaised) },
  { heading: 'Clocked out', cell: (r) => once(r.steps.clockedOut) },
  { heading: 'Invoice', cell: (r) => once(r.steps.invoiceGenerated) },
  { heading: 'Last call', cell: (r) => lastCall(r.lastCall), className: 'last-call' },
];
