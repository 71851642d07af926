import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrashModel, type View } from './crashModel.ts';
import { DB_FILE, JOURNAL_FILE, TrackedLow, loadState, openDb, settleDb, type Db } from './open.ts';
import { lookupOne, unwrap } from './tracked.ts';
import type { DbState } from './types.ts';

// The storage under crashes, as a model-based test: concurrent "requests" change the state in every way handlers do
// (fields in place, nested values, records replaced, added, removed, collections replaced or reordered, the whole
// state replaced), each followed by a write, with a tiny snapshot threshold so background snapshots and journal
// compactions run all the time. At random moments the data folder is copied as a kill -9 would leave it (journal
// first, then snapshot: a later snapshot beside an earlier journal is a moment a real crash can leave, the reverse is
// not), and the copy is loaded as a start would. Every value acknowledged before that moment must be there, or a
// newer one. The mock's own kill -9 run over HTTP is scripts/reliability/crashModel.mjs.

interface Item {
  _id: string;
  v: number;
  nested: { v: number };
  list: number[];
  /** Padding: a larger state takes a snapshot several slices (event-loop turns) to write. */
  pad: string;
}
type TestState = Record<'a' | 'b' | 'c', Item[]> & { flag: { v: number } };

/** A small seeded generator (mulberry32), so a failing run can be replayed with its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLLECTIONS = ['a', 'b', 'c'] as const;

function seedState(size: Size): TestState {
  const items = (name: string) =>
    Array.from({ length: size.items }, (_, i) => ({
      _id: `${name}${i}`,
      v: 0,
      nested: { v: 0 },
      list: [] as number[],
      pad: 'x'.repeat(size.pad),
    }));
  return { a: items('a'), b: items('b'), c: items('c'), flag: { v: 0 } };
}

/** Every record's JSON by collection and id, the order of each collection, and the flag. */
function viewOf(state: TestState): View {
  const view: View = new Map();
  for (const name of COLLECTIONS) {
    const list = state[name] ?? [];
    view.set(`${name}/order`, list.map((item) => item._id).join(','));
    for (const item of list) view.set(`${name}/${item._id}`, JSON.stringify(item));
  }
  view.set('flag', JSON.stringify(state.flag));
  return view;
}

/** One request's change, made the ways the mock's handlers make them (through the tracking proxy). */
function change(db: Db, next: () => number, pick: (n: number) => number): void {
  const data = db.data as unknown as TestState;
  const name = COLLECTIONS[pick(COLLECTIONS.length)]!;
  const list = data[name];
  const n = next();
  const item = list.length > 0 ? list[pick(list.length)]! : undefined;
  switch (pick(13)) {
    case 0:
      if (item) item.v = n;
      break;
    case 1:
      if (item) item.nested.v = n;
      break;
    case 2:
      if (item) Object.assign(item, { v: n, nested: { v: n } });
      break;
    case 3:
      if (item) list[list.indexOf(item)] = { ...item, v: n };
      break;
    case 4:
      list.push({ _id: `${name}-new-${n}`, v: n, nested: { v: n }, list: [], pad: '' });
      break;
    case 5:
      if (item) list.splice(list.indexOf(item), 1);
      break;
    case 6:
      data[name] = list.map((one) => (one._id === item?._id ? { ...one, v: n } : one));
      break;
    case 7:
      data[name] = list.filter((one) => one._id !== item?._id);
      break;
    case 8:
      data.flag.v = n;
      break;
    case 9:
      if (item) item.list.push(n);
      break;
    case 10:
      list.reverse();
      break;
    case 11:
      if (item) lookupOne(list, '_id', item._id)!.v = n;
      break;
    default:
      // A reset or an import: the whole state replaced (rarely).
      if (pick(8) === 0) db.data = structuredClone(unwrap(db.data));
      else if (item) list.unshift({ ...item, _id: `${name}-front-${n}` });
  }
}

/** A run's state and snapshot threshold: small (one slice), or large enough that a snapshot spans event-loop turns. */
interface Size {
  items: number;
  pad: number;
  snapshotAfterBytes: number;
}
const SMALL: Size = { items: 12, pad: 0, snapshotAfterBytes: 3000 };
const LARGE: Size = { items: 60, pad: 2000, snapshotAfterBytes: 20_000 };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'mock-crash-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Copies the folder as a crash now would leave it (synchronously: no write's callback runs in between). */
function crashCopy(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const file of [JOURNAL_FILE, DB_FILE])
    if (existsSync(path.join(from, file))) copyFileSync(path.join(from, file), path.join(to, file));
}

async function run(seed: number, size: Size, { requests = 1500, clients = 6, crashes = 60 } = {}) {
  const rand = random(seed);
  const pick = (n: number) => Math.floor(rand() * n);
  let counter = 0;
  const next = () => ++counter;
  const live = path.join(dir, 'live');
  const seedData = seedState(size) as unknown as DbState;
  const db = await openDb(live, seedData, { snapshotAfterBytes: size.snapshotAfterBytes });
  const model = new CrashModel();
  const stateNow = () => unwrap(db.data) as unknown as TestState;
  model.observe(viewOf(stateNow()));
  model.acknowledge(model.checkpoint());

  let left = requests;
  const client = async () => {
    while (left-- > 0) {
      change(db, next, pick);
      model.observe(viewOf(stateNow()));
      // Handlers await other work between their change and the write.
      if (pick(3) === 0) await setImmediate();
      const covered = model.checkpoint();
      await db.write();
      model.acknowledge(covered);
    }
  };
  const crashed: { at: string; floors: Map<string, number> }[] = [];
  const crasher = async () => {
    for (let i = 0; i < crashes && left > 0; i++) {
      for (let wait = pick(40); wait > 0; wait--) await setImmediate();
      const at = path.join(dir, `crash-${i}`);
      crashCopy(live, at);
      crashed.push({ at, floors: model.floors() });
    }
  };
  await Promise.all([...Array.from({ length: clients }, client), crasher()]);
  await settleDb(db);

  const problems: string[] = [];
  for (const { at, floors } of crashed) {
    const { data } = await loadState(at, seedData);
    const loaded = data ? viewOf(data as unknown as TestState) : new Map<string, string>();
    problems.push(...model.check(loaded, floors).map((problem) => `${path.basename(at)}: ${problem}`));
  }
  // And a plain restart after everything settled: exactly the state in memory.
  const { data: restarted } = await loadState(live, seedData);
  problems.push(...model.check(viewOf(restarted as unknown as TestState), model.floors()));
  if (db instanceof TrackedLow) await db.close();
  return { problems, crashes: crashed.length };
}

describe('storage under crashes (model-based)', () => {
  for (const seed of [1, 2, 3, 4, 5, 6])
    it(`keeps every acknowledged value at every crash moment (seed ${seed})`, async () => {
      const { problems, crashes } = await run(seed, SMALL);
      expect(crashes).toBeGreaterThan(10);
      expect(problems.slice(0, 10)).toEqual([]);
    });

  it('keeps them when a snapshot takes several event-loop turns to write (seed 7)', async () => {
    const { problems, crashes } = await run(7, LARGE, { requests: 600 });
    expect(crashes).toBeGreaterThan(10);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
