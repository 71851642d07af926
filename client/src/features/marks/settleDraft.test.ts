import { expect, it } from 'vitest';
import { afterSent } from '../../app/layout/useAfterSent.ts';
import { marksDraft } from './marksEntry.ts';
import { draftId, draftStore, settleDraft, type MarksDraft } from './draftStore.ts';

const stored = (values: Record<string, string>): MarksDraft => ({
  id: draftId('a1', 'b1', 'c1', 'viva'),
  owner: 'a1',
  batchId: 'b1',
  candidateId: 'c1',
  section: 'viva',
  values,
  updatedAt: 1,
});

it('a save the server took clears the values it held, and keeps a value typed since', async () => {
  const id = draftId('a1', 'b1', 'c1', 'viva');
  await draftStore().put(stored({ n1: '4', n2: '7', n3: '2' }));
  // n2 was changed to 7 after the save of 5 went out.
  await settleDraft(id, { n1: '4', n2: '5' });
  expect((await draftStore().get(id))?.values).toEqual({ n2: '7', n3: '2' });
  await settleDraft(id, { n2: '7', n3: '2' });
  expect(await draftStore().get(id)).toBeUndefined();
});

it("the outbox's follow-up clears a marks draft with no marking screen open", async () => {
  const id = draftId('a1', 'b1', 'c2', 'Theory');
  await draftStore().put({ ...stored({ n1: '9' }), id, candidateId: 'c2', section: 'Theory' });
  const entry = marksDraft('b1', 'c2', 'Theory', [{ nos_id: 'n1', obtainedMarks: 9 }], 'Theory of C2', {
    id,
    values: { n1: '9' },
  });
  afterSent({
    ...entry,
    id: 'e1',
    seq: 1,
    owner: 'a1',
    createdAt: 0,
    state: 'waiting',
    attempts: 0,
    nextAt: 0,
    done: 1,
  });
  await expect.poll(() => draftStore().get(id)).toBeUndefined();
  // The draft's values ride on the entry, never in the call the server gets.
  expect(JSON.stringify(entry.args)).not.toContain('draft');
});
