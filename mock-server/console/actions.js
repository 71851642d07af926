// Per-trainee actions, read from the mock's API document: every trainer call that acts on one assessor gets a button,
// with a small form for its fields. A call the console shows with controls of its own is left out.
import { call } from './api.js';
import { el } from './dom.js';

/** Calls the console handles with its own controls instead of generic per-trainee buttons. */
const OWN = new Set(['armScenario', 'disarmScenario', 'createTrainees', 'resetClass', 'importState', 'reset']);
const LABELS = {
  approve: 'Approve registration',
  assignBatch: 'Assign a batch',
  notify: 'Send a notification',
  endSessions: 'End sessions',
  resetTrainee: 'Reset this trainee',
};
const CONFIRM = {
  endSessions: 'End every session of {who}?',
  resetTrainee: "Reset {who}'s data and uploads to the start?",
};

/** Trainer calls that act on one assessor (a `{id}` in the path or an `assessor` in the body), read from the document. */
let actions = [];
/** Every path of the API document, to show only the parts the mock serves. */
let paths = new Set();
export const served = (path) => paths.has(path);

const humanize = (name) =>
  name
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c) => ` ${c.toLowerCase()}`);

export async function loadActions() {
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
      const fields = Object.entries(props)
        .filter(([name]) => name !== 'assessor')
        .map(([name, field]) => ({ name, field, required: (schema.required ?? []).includes(name) }));
      actions.push({
        name: operation.operationId,
        path,
        method: method.toUpperCase(),
        byPath,
        fields,
        summary: operation.summary,
      });
    }
  }
}

function input(name, field, required) {
  const options = (field.anyOf ?? field.oneOf ?? [])
    .map((option) => option.const)
    .filter((value) => value !== undefined);
  let control;
  if (options.length > 0 || field.enum) {
    control = el('select', { name });
    if (!required) control.append(el('option', { value: '', textContent: '—' }));
    for (const value of field.enum ?? options)
      control.append(el('option', { value: String(value), textContent: String(value) }));
  } else if (field.type === 'boolean') {
    control = el('input', { type: 'checkbox', name });
  } else {
    control = el('input', {
      name,
      type: field.type === 'integer' || field.type === 'number' ? 'number' : 'text',
      required,
    });
    if (field.maxLength) control.maxLength = field.maxLength;
  }
  control.dataset.type = field.type ?? (options.length && typeof options[0] === 'number' ? 'number' : 'string');
  return el('label', {}, `${humanize(name)}${required ? '' : ' (optional)'}`, control);
}

function valueOf(control) {
  if (control.type === 'checkbox') return control.checked;
  if (control.value === '') return undefined;
  return control.dataset.type === 'integer' || control.dataset.type === 'number'
    ? Number(control.value)
    : control.value;
}

/** The buttons (and their small forms) of every per-trainee action. `act(button, work)` runs one. */
export function actionControls(row, act) {
  const list = el('div', { className: 'action-list' });
  for (const action of actions) {
    const label = LABELS[action.name] ?? humanize(action.name);
    const run = (body) => {
      const url = action.byPath ? action.path.replace('{id}', encodeURIComponent(row._id)) : action.path;
      return call(
        action.method,
        url,
        action.byPath && !action.fields.length
          ? undefined
          : { ...(action.byPath ? {} : { assessor: row._id }), ...body },
      );
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
    const form = el(
      'form',
      { hidden: true },
      ...action.fields.map(({ name, field, required }) => input(name, field, required)),
      el('button', { type: 'submit', textContent: `${label} now` }),
    );
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', () => {
      form.hidden = !form.hidden;
      button.setAttribute('aria-expanded', String(!form.hidden));
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const body = Object.fromEntries(
        [...form.elements]
          .filter((c) => c.name)
          .map((c) => [c.name, valueOf(c)])
          .filter(([, v]) => v !== undefined),
      );
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
