import { afterEach, expect, it } from 'vitest';
import type { SendResult, Transport } from '../../outbox/outbox.ts';
import type { OutboxCall } from '../../outbox/types.ts';
import { dayProgress, resetDayProgress, type DayProgress } from './dayProgress.ts';
import { prepareDay } from './prepareDay.ts';
import { READY_MARKS_KEY, sessionTag } from './readyMarks.ts';

const owner = { assessorId: 'a1', session: sessionTag('token-1') };
const batch = { _id: 'b1', startDate: '28/11/2026', endDate: '29/11/2026' };

/** The mock's answers to the first round: 2 candidates, 1 NOS per section, a day record on the second day only. */
function answer(call: OutboxCall): SendResult {
  const query = call.args?.query ?? {};
  switch (call.call) {
    case 'candidateList':
      return { data: { candidateList: [{ _id: 'c1' }, { _id: 'c2' }] } };
    case 'nosList':
      return { data: { nosList: [{ _id: `nos-${String(query.section)}` }] } };
    case 'getTimeStampId':
      return { data: query.date === '29-11-2026' ? { _id: 'day-2' } : {} };
    default:
      return { data: {} };
  }
}

function recording(fail: (call: OutboxCall) => boolean = () => false) {
  const asked: OutboxCall[] = [];
  let inFlight = 0;
  let most = 0;
  const send: Transport = async (call, key) => {
    expect(key, 'reads carry no idempotency key').toBeUndefined();
    asked.push(call);
    most = Math.max(most, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return fail(call) ? { error: { status: 'NETWORK', message: 'Network Error' } } : answer(call);
  };
  return { asked, send, most: () => most };
}

afterEach(() => {
  localStorage.removeItem(READY_MARKS_KEY);
  resetDayProgress();
});

it("asks every read of the day with the screens' arguments, the second round from the first one's answers", async () => {
  const { asked, send, most } = recording();
  const done = await prepareDay(owner, batch, send, new AbortController().signal, { now: () => 42 });
  const names = asked.map((call) => call.call);
  expect(names.filter((name) => name === 'getTimeStampId')).toHaveLength(2);
  // Each candidate's result as each section's screen asks for it, and their files.
  expect(asked.filter((call) => call.call === 'getNosMarks').map((call) => call.args)).toContainEqual({
    params: { id: 'b1', id2: 'c2' },
    query: { section: 'viva' },
  });
  expect(names.filter((name) => name === 'getNosMarks')).toHaveLength(6);
  expect(names.filter((name) => name === 'viewCandidateFiles')).toHaveLength(2);
  // Questions of the viva and practical NOS only; the 11 evidence lists of the one day record.
  expect(asked.filter((call) => call.call === 'nosQuestions').map((call) => call.args?.query)).toEqual([
    { nosId: 'nos-viva', section: 'viva' },
    { nosId: 'nos-practical', section: 'practical' },
  ]);
  const evidence = asked.filter((call) => /^get[A-Z]\w*File$/.test(call.call));
  expect(evidence).toHaveLength(11);
  expect(new Set(evidence.map((call) => call.args?.params?.id))).toEqual(new Set(['day-2']));
  expect(most()).toBeLessThanOrEqual(6);
  expect(done).toMatchObject({ state: 'ready', readyAt: 42, done: asked.length, total: asked.length, failed: 0 });
  // Remembered for this session only: another login's worker holds none of these answers.
  expect(dayProgress.get(owner, 'b1')).toMatchObject({ state: 'ready', readyAt: 42 });
  expect(dayProgress.get({ ...owner, session: sessionTag('token-2') }, 'b1')).toBeUndefined();
});

it('a run with a failed read is incomplete and keeps the last complete time', async () => {
  await prepareDay(owner, batch, recording().send, new AbortController().signal, { now: () => 7 });
  const failing = recording((call) => call.call === 'raiseIssueList');
  const seen: (DayProgress | undefined)[] = [];
  const stop = dayProgress.subscribe(() => seen.push(dayProgress.get(owner, 'b1')));
  const done = await prepareDay(owner, batch, failing.send, new AbortController().signal, { now: () => 9 });
  stop();
  expect(done).toMatchObject({ state: 'incomplete', failed: 1, readyAt: 7 });
  expect(seen[0]).toMatchObject({ state: 'preparing' });
  resetDayProgress();
  expect(dayProgress.get(owner, 'b1')).toMatchObject({ state: 'ready', readyAt: 7 });
});

it('lists the real API may answer as {} leave their second round out instead of failing', async () => {
  const asked: string[] = [];
  const done = await prepareDay(
    owner,
    batch,
    async (call) => {
      asked.push(call.call);
      return { data: {} };
    },
    new AbortController().signal,
  );
  expect(done.state).toBe('ready');
  expect(asked).not.toContain('getNosMarks');
  expect(asked).not.toContain('nosQuestions');
});

it('does not ask again what the page holds, and takes the second round from the held answers', async () => {
  const { asked, send } = recording();
  const held = (call: { call: string; args: { params?: object; query?: Record<string, unknown> } }) =>
    call.call === 'candidateList'
      ? { data: { candidateList: [{ _id: 'c1' }, { _id: 'c2' }] } }
      : call.call === 'getNosMarks' && call.args.query?.section === 'Theory'
        ? { data: {} }
        : undefined;
  const done = await prepareDay(owner, batch, send, new AbortController().signal, { held });
  expect(done).toMatchObject({ state: 'ready', failed: 0 });
  expect(asked.map((call) => call.call)).not.toContain('candidateList');
  // Each candidate's viva and practical result still asked; the Theory ones the screen asked are not.
  expect(asked.filter((call) => call.call === 'getNosMarks').map((call) => call.args?.query?.section)).toEqual([
    'viva',
    'practical',
    'viva',
    'practical',
  ]);
  expect(done.done).toBe(done.total);
});
