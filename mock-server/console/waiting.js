// The "Waiting for review" part of a trainee card: what a reviewer would decide for the trainee (regularisation
// requests, profile documents, raised issues), each with one-tap buttons. A kind is shown only when the mock serves
// its trainer calls (read from the API document), so the console works before and after those features exist.

const COMMENT = 'Checked by the trainer';
const SECTIONS = {
  personal: 'ID card',
  education: 'Education',
  jobRole: 'Job-role certificate',
  experience: 'Experience',
  agreement: 'Agreement',
};
const STATES = { open: 'Open', answered: 'Answered', closed: 'Closed' };
/** The trainer calls each kind reads and writes, as the API document names their paths. */
const CALLS = {
  regularizations: ['/__mock/assessors/{id}/regularizations', '/__mock/regularizations/{id}/decision'],
  documents: ['/__mock/assessors/{id}/documents', '/__mock/assessors/{id}/documents/{documentId}/review'],
  issues: ['/__mock/assessors/{id}/issues', '/__mock/issues/{id}/answer', '/__mock/issues/{id}/close'],
};

const sentence = (name) =>
  name
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
const when = (iso) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/**
 * `tools`: the console's `call`, `act`, `el`, and `served(path)` (whether the API document lists a path).
 * Answers `update(node, row)`, which (re)loads one card's part and keeps the items that did not change (and what
 * the trainer typed in them).
 */
export function waitingReviews({ call, act, el, served }) {
  const parts = new WeakMap();

  const kinds = () => Object.keys(CALLS).filter((kind) => CALLS[kind].every(served));
  const read = (kind, row) =>
    call('GET', CALLS[kind][0].replace('{id}', encodeURIComponent(row._id))).then((answer) => answer.details);

  /** One item: what it is (lines of text) and its form of one-tap buttons. */
  function item(key, title, lines, form) {
    const titleId = `review-${key.replace(/[^\w-]/g, '-')}`;
    const node = el(
      'li',
      { className: 'review' },
      el('p', { className: 'what', id: titleId }, ...title),
      ...lines.filter(Boolean).map((line) => el('p', { textContent: line })),
      form,
    );
    for (const button of form.querySelectorAll('button')) button.setAttribute('aria-describedby', titleId);
    return node;
  }

  function buttons(...list) {
    return el(
      'div',
      { className: 'row' },
      ...list.map(([value, text, extra = {}]) => el('button', { type: 'submit', value, textContent: text, ...extra })),
    );
  }

  /** A form whose buttons each send one call: `send(value, form)` answers the call's answer. */
  function form(row, fields, row2, send) {
    const node = el('form', { className: 'review-form' }, ...fields, row2);
    node.addEventListener('submit', (event) => {
      event.preventDefault();
      const button = event.submitter;
      void act(button, async () => `${button.textContent}: ${(await send(button.value, node)).message} (${row.email})`);
    });
    return node;
  }

  function regularization(row, request, batches) {
    const batch = batches.find((candidate) => candidate._id === request.batch_id);
    const day = batch?.days.find((candidate) => candidate._id === request.QAverificationTimeStampId);
    const comment = el('input', { name: 'comment', value: COMMENT, required: true, maxLength: 500 });
    return item(
      `reg-${request._id}`,
      [
        el('strong', { textContent: 'Regularisation' }),
        ` · ${[batch?.batchId, day?.date].filter(Boolean).join(' · ')}`,
      ],
      [
        `Asked for ${request.clockInTime} – ${request.clockOutTime ?? '…'}${request.createdAt ? ` (sent ${when(request.createdAt)})` : ''}`,
        `Remark: ${request.remark}`,
      ],
      form(
        row,
        [el('label', {}, 'Comment', comment)],
        buttons(['approve', 'Approve'], ['reject', 'Reject', { className: 'danger' }]),
        (isApprove) =>
          call('POST', CALLS.regularizations[1].replace('{id}', request._id), {
            isApprove,
            comment: comment.value.trim() || COMMENT,
          }),
      ),
    );
  }

  function profileDocument(row, doc) {
    return item(
      `doc-${doc._id}`,
      [el('strong', { textContent: 'Document' }), ` · ${SECTIONS[doc.section] ?? sentence(doc.section)}`],
      [doc.label],
      form(row, [], buttons(['accepted', 'Accept'], ['rejected', 'Reject', { className: 'danger' }]), (status) =>
        call(
          'POST',
          CALLS.documents[1]
            .replace('{id}', encodeURIComponent(row._id))
            .replace('{documentId}', encodeURIComponent(doc._id)),
          { status },
        ),
      ),
    );
  }

  function issue(row, raised, batches) {
    const batch = batches.find((candidate) => candidate._id === raised.batch_id);
    const answer = el('textarea', { name: 'answer', rows: 2, maxLength: 1000, required: true });
    const title = [
      el('strong', { textContent: 'Raised issue' }),
      ` · ${sentence(raised.category)}${batch ? ` · ${batch.batchId}` : ''} · ${STATES[raised.status] ?? raised.status}`,
    ];
    return item(
      `issue-${raised._id}`,
      title,
      [
        `${raised.description}${raised.createdAt ? ` (${when(raised.createdAt)})` : ''}`,
        raised.answer ? `Answer given: ${raised.answer}` : '',
      ],
      form(
        row,
        [el('label', {}, raised.answer ? 'New answer' : 'Answer', answer)],
        buttons(['answer', 'Send answer'], ['close', 'Close issue', { className: 'quiet', formNoValidate: true }]),
        (what) =>
          what === 'close'
            ? call('POST', CALLS.issues[2].replace('{id}', raised._id))
            : call('POST', CALLS.issues[1].replace('{id}', raised._id), { answer: answer.value.trim() }),
      ),
    );
  }

  /** The items waiting for review, newest first within each kind, each with a key and what it shows. */
  async function load(row) {
    const wanted = kinds();
    const [requests = [], documents = [], issues = []] = await Promise.all(
      ['regularizations', 'documents', 'issues'].map((kind) =>
        wanted.includes(kind) ? read(kind, row) : Promise.resolve([]),
      ),
    );
    const pending = requests.filter((request) => request.isApprove === 'pending');
    const unanswered = issues.filter((raised) => raised.status === 'open' || raised.status === 'answered');
    // The batches name the requests' and issues' batches and days; read only when something needs them.
    const batches =
      pending.length || unanswered.length
        ? (await call('GET', `/__mock/assessors/${encodeURIComponent(row._id)}/batches`)).details
        : [];
    return [
      ...pending.map((request) => ({
        key: `reg-${request._id}`,
        data: request,
        build: () => regularization(row, request, batches),
      })),
      ...documents
        .filter((doc) => doc.status === 'noAction')
        .map((doc) => ({ key: `doc-${doc._id}`, data: doc, build: () => profileDocument(row, doc) })),
      ...unanswered.map((raised) => ({
        key: `issue-${raised._id}`,
        data: raised,
        build: () => issue(row, raised, batches),
      })),
    ];
  }

  function partOf(node) {
    let part = parts.get(node);
    if (!part) {
      const list = el('ul', { className: 'review-list' });
      const note = el('p', { className: 'muted', textContent: 'Loading…' });
      const box = el('section', { className: 'waiting' }, el('h3', { textContent: 'Waiting for review' }), note, list);
      node.querySelector('.waiting').replaceWith(box);
      part = { box, list, note, items: new Map(), seq: 0 };
      parts.set(node, part);
    }
    return part;
  }

  async function update(node, row) {
    const part = partOf(node);
    part.box.hidden = row.status !== 'active' || kinds().length === 0;
    if (part.box.hidden) return;
    // The class row fingerprints what waits (`waiting`): unchanged, the card keeps what it shows, and a class of
    // 100 refreshes without 300 reads every 3 s.
    if (row.waiting !== undefined && row.waiting === part.version) return;
    part.version = row.waiting;
    const seq = ++part.seq;
    let found;
    try {
      found = await load(row);
    } catch (error) {
      if (seq !== part.seq) return;
      part.version = undefined;
      part.note.textContent = `Could not load what is waiting: ${error.message}`;
      part.note.hidden = false;
      return;
    }
    if (seq !== part.seq) return;
    const nodes = found.map(({ key, data, build }) => {
      const signature = JSON.stringify(data);
      const kept = part.items.get(key);
      if (kept?.signature === signature) return kept.node;
      kept?.node.remove();
      const fresh = { signature, node: build() };
      part.items.set(key, fresh);
      return fresh.node;
    });
    const keys = new Set(found.map(({ key }) => key));
    for (const [key, kept] of part.items)
      if (!keys.has(key)) {
        kept.node.remove();
        part.items.delete(key);
      }
    nodes.forEach((child, index) => {
      if (part.list.children[index] !== child) part.list.insertBefore(child, part.list.children[index] ?? null);
    });
    part.note.textContent = 'Nothing waiting for review.';
    part.note.hidden = nodes.length > 0;
  }

  return { update };
}
