import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { keyedStore } from './keyedStore.ts';

interface Note {
  id: string;
  text: string;
}

let count = 0;
const fresh = () => ({ database: `keyed-${++count}`, store: 'notes' });

describe.each([
  ['IndexedDB', false],
  ['memory', true],
])('keyedStore in %s', (_, inMemory) => {
  it('puts, gets, lists by id prefix in id order, and removes', async () => {
    const store = keyedStore<Note>(fresh(), inMemory);
    await store.put({ id: 'a|2', text: 'two' });
    await store.put({ id: 'b|1', text: 'other' });
    await store.put({ id: 'a|1', text: 'one' });
    await store.put({ id: 'a|1', text: 'one, changed' });
    expect(await store.get('a|1')).toEqual({ id: 'a|1', text: 'one, changed' });
    expect(await store.all('a|')).toEqual([
      { id: 'a|1', text: 'one, changed' },
      { id: 'a|2', text: 'two' },
    ]);
    expect((await store.all()).map((note) => note.id)).toEqual(['a|1', 'a|2', 'b|1']);
    await store.remove('a|1');
    expect(await store.get('a|1')).toBeUndefined();
    expect(await store.all('a|')).toEqual([{ id: 'a|2', text: 'two' }]);
  });
});

describe('keyedStore in IndexedDB', () => {
  it('has a put committed when it resolves: another connection reads it at once', async () => {
    const name = fresh();
    await keyedStore<Note>(name, false).put({ id: 'n1', text: 'kept' });
    expect(await keyedStore<Note>(name, false).get('n1')).toEqual({ id: 'n1', text: 'kept' });
  });

  it('reads the records a phone already holds in a database made before it (same names, version 1)', async () => {
    const opening = indexedDB.open('made-before', 1);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore('entries', { keyPath: 'id' }).put({ id: 'old', text: 'queued last week' });
    };
    const db = await new Promise<IDBDatabase>((resolve) => {
      opening.onsuccess = () => resolve(opening.result);
    });
    db.close();
    const store = keyedStore<Note>({ database: 'made-before', store: 'entries' }, false);
    expect(await store.all()).toEqual([{ id: 'old', text: 'queued last week' }]);
  });
});
