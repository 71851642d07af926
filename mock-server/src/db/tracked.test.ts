import { describe, expect, it } from 'vitest';
import { testSeed } from '../testing/testApp.ts';
import { copyOf } from './open.ts';
import { Tracker, lookup, lookupOne, removeFrom, track, unwrap } from './tracked.ts';

describe('change tracking', () => {
  it('names the collection and the record of every change at any depth, and stores raw values', () => {
    const tracker = new Tracker();
    const raw = copyOf(testSeed());
    const state = track(raw, tracker);
    tracker.take();
    void state.candidates.find((c) => c.isPresent === 'Missing');
    expect(tracker.take()).toEqual(new Map());
    state.candidates[0]!.isPresent = 'Present';
    state.batches[0]!.questionPaper.passingPercentage = 40;
    expect(tracker.take()).toEqual(
      new Map([
        ['candidates', { structure: false, records: new Set([raw.candidates[0]]) }],
        ['batches', { structure: false, records: new Set([raw.batches[0]]) }],
      ]),
    );
    state.candidateMarks.push({
      batch_id: 'b',
      candidate_id: 'c',
      nos_id: 'n',
      section: 'viva',
      obtainedMarks: 1,
      updatedAt: 0,
    });
    state.evidenceFiles.splice(0, 0);
    state.notifications = state.notifications.filter((_, i) => i > 0);
    const changes = tracker.take();
    expect(
      changes !== 'all' && [...changes].map(([key, change]) => [key, change.structure, change.records.size]),
    ).toEqual([
      ['candidateMarks', true, 0],
      ['evidenceFiles', true, 0],
      ['notifications', true, 0],
    ]);
    // What is stored holds no proxies: it clones and serialises as plain data.
    expect(() => structuredClone(unwrap(state))).not.toThrow();
  });

  it('searches run on the raw arrays, and what they find is still tracked', () => {
    const tracker = new Tracker();
    const raw = copyOf(testSeed());
    const state = track(raw, tracker);
    const second = raw.candidates[1]!;
    const found = state.candidates.find((c) => c._id === second._id)!;
    expect(unwrap(found)).toBe(second);
    expect(state.candidates.indexOf(found)).toBe(1);
    expect(state.candidates.includes(found)).toBe(true);
    expect(state.candidates.findIndex((c) => c === second)).toBe(1);
    expect(tracker.take()).toEqual(new Map());
    found.isPresent = 'Absent';
    state.batches.filter((b) => b._id === raw.batches[2]!._id)[0]!.batchId = 'CHANGED';
    expect(tracker.take()).toEqual(
      new Map([
        ['candidates', { structure: false, records: new Set([second]) }],
        ['batches', { structure: false, records: new Set([raw.batches[2]]) }],
      ]),
    );
    expect(raw.batches[2]!.batchId).toBe('CHANGED');
  });

  it('removeFrom removes a found record, which an identity filter would not', () => {
    const tracker = new Tracker();
    const raw = copyOf(testSeed());
    const state = track(raw, tracker);
    const found = state.candidates.find((c) => c._id === raw.candidates[1]!._id)!;
    // The trap it avoids: search callbacks get raw records, never the tracked one found above.
    expect(state.candidates.filter((c) => c !== found)).toHaveLength(raw.candidates.length);
    const before = raw.candidates.length;
    expect(removeFrom(state.candidates, found)).toBe(true);
    expect(raw.candidates).toHaveLength(before - 1);
    expect(raw.candidates.some((c) => c._id === unwrap(found)._id)).toBe(false);
    expect(removeFrom(state.candidates, found)).toBe(false);
    expect(tracker.take()).toEqual(new Map([['candidates', { structure: true, records: new Set() }]]));
  });

  it('lookup answers what a scan would, through every kind of change made through the tracking', () => {
    const tracker = new Tracker();
    const raw = copyOf(testSeed());
    const state = track(raw, tracker);
    const batchIds = [...new Set(raw.candidates.map((c) => c.batchId))];
    const scanned = (batchId: string) =>
      raw.candidates
        .filter((c) => c.batchId === batchId)
        .map((c) => c._id)
        .sort();
    const looked = (batchId: string) =>
      lookup(state.candidates, 'batchId', batchId)
        .map((c) => c._id)
        .sort();
    const agree = () => {
      for (const batchId of [...batchIds, 'none']) expect(looked(batchId)).toEqual(scanned(batchId));
    };
    agree();
    const template = raw.candidates[0]!;
    const made = (n: number) => ({ ...template, _id: `new-${n}`, batchId: batchIds[n % 2]! });
    state.candidates.push(made(1), made(2));
    agree();
    state.candidates.splice(1, 2);
    agree();
    state.candidates.splice(3, 0, made(3), made(4));
    agree();
    state.candidates[0] = made(5);
    agree();
    state.candidates.unshift(made(6));
    state.candidates.shift();
    state.candidates.pop();
    agree();
    state.candidates.sort((a, b) => b._id.localeCompare(a._id));
    state.candidates.reverse();
    agree();
    state.candidates.length = 5;
    agree();
    // A record's key field changed in place (found through a lookup or a search).
    lookupOne(state.candidates, '_id', raw.candidates[2]!._id)!.batchId = batchIds[1]!;
    agree();
    delete (state.candidates.find((c) => c._id === raw.candidates[3]!._id) as { batchId?: string }).batchId;
    agree();
    // The collection replaced: the lookup follows the new array.
    state.candidates = state.candidates.filter((c) => c.batchId === batchIds[1]);
    agree();
    // What it answers is tracked as a search's finds are.
    tracker.take();
    const found = lookupOne(state.candidates, 'batchId', batchIds[1]!)!;
    found.isPresent = 'Absent';
    expect(tracker.take()).toEqual(new Map([['candidates', { structure: false, records: new Set([unwrap(found)]) }]]));
  });

  it('lookup on a plain array is a scan', () => {
    const rows = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 1 },
    ];
    expect(lookup(rows, 'n', 1).map((row) => row.id)).toEqual(['a', 'c']);
    expect(lookupOne(rows, 'id', 'z')).toBeUndefined();
  });
});
