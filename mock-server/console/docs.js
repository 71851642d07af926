// A readable page of the mock's OpenAPI document (/__mock/openapi.json), which needs the trainer passcode.
import { Locked, call, forgetPasscode, passcode, rememberPasscode, whenLocked } from './api.js';
import { $, el } from './dom.js';

const json = (value) => el('pre', { className: 'schema', textContent: JSON.stringify(value, null, 2) });

function operationView(path, method, operation) {
  const body = operation.requestBody?.content ?? {};
  const security = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  return el(
    'details',
    { className: 'card' },
    el('summary', { textContent: `${method.toUpperCase()} ${path} — ${operation.summary ?? ''}` }),
    el('p', {
      className: 'muted',
      textContent: `${operation.operationId ?? ''} · ${operation.description ?? ''}${security.length ? ` · needs ${security.join(', ')}` : ''}`,
    }),
    ...(operation.parameters?.length ? [el('h3', { textContent: 'Parameters' }), json(operation.parameters)] : []),
    ...Object.entries(body).flatMap(([type, content]) => [
      el('h3', { textContent: `Body (${type})` }),
      json(content.schema),
    ]),
    el('h3', { textContent: 'Answers' }),
    ...Object.entries(operation.responses ?? {}).flatMap(([status, answer]) => [
      el('h4', { textContent: `${status}: ${answer.description ?? ''}` }),
      json(answer.content?.['application/json']?.schema ?? {}),
    ]),
  );
}

whenLocked((reason) => {
  // A first visit has no passcode yet: the gate then asks without an error.
  const tried = passcode() !== '';
  forgetPasscode();
  $('#loading').hidden = true;
  $('#gate').hidden = false;
  $('#gate-error').textContent = tried ? reason : '';
  $('#passcode').focus();
});

async function show() {
  let doc;
  try {
    doc = await call('GET', '/__mock/openapi.json');
  } catch (error) {
    if (!(error instanceof Locked)) $('#loading').textContent = `Could not load the document: ${error.message}`;
    return;
  }
  const byTag = new Map();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(operationView(path, method, operation));
    }
  }
  $('#doc').replaceChildren(
    el(
      'section',
      { className: 'card' },
      el('h2', { textContent: doc.info.title }),
      el('p', { textContent: doc.info.description }),
    ),
    ...[...byTag].map(([tag, views]) => el('section', {}, el('h2', { textContent: tag }), ...views)),
  );
  $('#loading').hidden = true;
  $('#gate').hidden = true;
}

$('#gate').addEventListener('submit', (event) => {
  event.preventDefault();
  rememberPasscode($('#passcode').value);
  $('#passcode').value = '';
  void show();
});
void show();
