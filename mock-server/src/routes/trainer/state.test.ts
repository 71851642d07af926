import { AUTH_HEADER } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { fakeClock } from '../../clock.ts';
import { openDb } from '../../db/open.ts';
import {
  TEST_TODAY,
  json,
  login,
  testConfig,
  testSeed,
  trainerInject,
  type TestApp,
  eachTestApp,
} from '../../testing/testApp.ts';

let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const exported = async () => {
  const answer = await trainerInject(t.app, { url: '/__mock/state' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="mock-state-.*\.json"$/);
  return json(answer).details as Record<string, unknown[]>;
};
const restore = (state: unknown) => trainerInject(t.app, { method: 'PUT', url: '/__mock/state', payload: state });

describe('state files', () => {
  it('export then import gives the same state, sessions and notifications included', async () => {
    await trainerInject(t.app, { method: 'POST', url: '/__mock/trainees', payload: { count: 2, prefix: 'Lesson' } });
    const token = await login(t.app);
    await trainerInject(t.app, {
      method: 'POST',
      url: '/__mock/notifications',
      payload: { assessor: 'assessor@demo.test', title: 'Prepared', content: 'For the lesson' },
    });
    const lesson = await exported();

    await trainerInject(t.app, { method: 'POST', url: '/__mock/reset' });
    expect((await exported()).assessors).not.toHaveLength(lesson.assessors!.length);

    const answer = await restore(lesson);
    expect(json(answer)).toMatchObject({ statusCode: 200, details: { collections: Object.keys(lesson).length } });
    expect(await exported()).toEqual(lesson);
    // The restored session works again and the notification store sees the restored list.
    const poll = await t.app.inject({
      method: 'GET',
      url: '/api/notification-list',
      headers: { [AUTH_HEADER]: token },
    });
    expect(poll.statusCode).toBe(200);
    expect(JSON.stringify(json(poll).details)).toContain('Prepared');
  });

  it('refuses what is not a state file', async () => {
    expect(json(await restore({ assessors: [] }))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Not a mock state file: sessions'),
    });
    expect((await restore({ assessors: 'x' })).statusCode).toBe(400);
    expect((await restore([])).statusCode).toBe(400);
  });
});

describe('state files of the wrong shape: 400 naming the first bad path, the state untouched', () => {
  const withAssessors = (state: Record<string, unknown[]>, assessors: unknown[]) => ({ ...state, assessors });

  it('refuses __proto__, constructor and prototype keys at any depth, and keeps the state', async () => {
    const state = await exported();
    const text = JSON.stringify(state);
    const before = structuredClone(t.db.raw);
    const withKey = (key: string, where: 'assessor' | 'deep' | 'top') => {
      const copy = JSON.parse(text) as Record<string, Record<string, unknown>[]>;
      const assessor = copy.assessors![0]!;
      // An own key even for `__proto__` (an assignment would set the prototype instead).
      if (where === 'assessor') Object.defineProperty(assessor, key, { value: { isAdmin: true }, enumerable: true });
      if (where === 'deep') assessor.nested = { list: [{ [key]: { polluted: true } }] };
      const body = JSON.stringify(copy);
      // A JSON text: an object literal's `__proto__` would set the prototype, not a key.
      return where === 'top' ? `{"${key}":{"polluted":true},${body.slice(1)}` : body;
    };
    const cases: [string, 'assessor' | 'deep' | 'top', string][] = [
      ['__proto__', 'assessor', 'assessors[0].__proto__'],
      ['constructor', 'assessor', 'assessors[0].constructor'],
      ['prototype', 'deep', 'assessors[0].nested.list[0].prototype'],
      ['__proto__', 'deep', 'assessors[0].nested.list[0].__proto__'],
      ['__proto__', 'top', '__proto__'],
    ];
    for (const [key, where, path] of cases) {
      const answer = await trainerInject(t.app, {
        method: 'PUT',
        url: '/__mock/state',
        headers: { 'content-type': 'application/json' },
        payload: withKey(key, where),
      });
      expect(answer.statusCode, `${key} at ${where}`).toBe(400);
      expect(json(answer).message).toBe(`Not a mock state file: ${path}: this key name is not allowed`);
    }
    expect(t.db.raw).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses items that are not records', async () => {
    const before = await exported();
    const answer = await restore(withAssessors(before, [null, 1, 'x']));
    expect(json(answer)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Not a mock state file: assessors\[0\]: .*object/),
    });
    expect(await exported()).toEqual(before);
  });

  it('refuses a record with a field of the wrong type, and logins keep working', async () => {
    const before = await exported();
    const [first, ...rest] = before.assessors as Record<string, unknown>[];
    const answer = await restore(withAssessors(before, [{ ...first, email: 123 }, ...rest]));
    expect(json(answer)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Not a mock state file: assessors\[0\]\.email: .*string/),
    });
    expect(await exported()).toEqual(before);
    expect(await login(t.app)).toMatch(/.+/);
  });

  it.each([2_000, 10_000])('refuses %i-deep nesting before parsing it, and the state still exports', async (depth) => {
    const before = await exported();
    const text = JSON.stringify(before).replace(
      '"assessors":[',
      `"assessors":[${'['.repeat(depth)}${']'.repeat(depth)},`,
    );
    const answer = await trainerInject(t.app, {
      method: 'PUT',
      url: '/__mock/state',
      payload: text,
      headers: { 'content-type': 'application/json' },
    });
    expect(json(answer)).toMatchObject({
      statusCode: 400,
      message: 'Not a mock state file: nested deeper than 32 levels',
    });
    expect(await exported()).toEqual(before);
  });
});

describe('state files of a mock that keeps its data on disk', () => {
  it('exports the tracked on-disk state and restores it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mock-state-'));
    const db = await openDb(dir, testSeed());
    const app = await buildApp({
      db,
      config: testConfig({ dataDir: dir }),
      clock: fakeClock(Date.parse(`${TEST_TODAY}T04:30:00Z`)),
      seed: testSeed(),
    });
    try {
      const answer = await trainerInject(app, { url: '/__mock/state' });
      expect(answer.statusCode).toBe(200);
      const state = json(answer).details as Record<string, unknown[]>;
      expect(state.assessors!.length).toBe(testSeed().assessors.length);
      expect((await trainerInject(app, { method: 'PUT', url: '/__mock/state', payload: state })).statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
