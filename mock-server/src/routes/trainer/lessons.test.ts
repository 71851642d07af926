import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { json, trainerInject, type TestApp, eachTestApp } from '../../testing/testApp.ts';

interface Run {
  index: number;
  call: string;
  statuses: number[];
}
interface Current {
  name: string;
  state: string;
  steps: number;
  elapsedMs: number;
  lastRan?: Run;
  next?: { index: number; at: string; call: string; dueAt?: number };
  ran: Run[];
}

const MINUTE = 60_000;
let t: TestApp;
eachTestApp((fresh) => {
  t = fresh;
});

const fixture = async (name: string): Promise<unknown> =>
  JSON.parse(await readFile(new URL(`../../../../fixtures/lessons/${name}.json`, import.meta.url), 'utf8'));

const call = (url: string, payload?: unknown) =>
  trainerInject(t.app, {
    method: url.endsWith('current') ? 'GET' : 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
  });

async function current(): Promise<Current> {
  const answer = await call('/__mock/lessons/current');
  expect(answer.statusCode).toBe(200);
  return json(answer).details as Current;
}

async function trainees(count: number): Promise<string[]> {
  const answer = await call('/__mock/trainees', { count, prefix: 'Lesson' });
  expect(answer.statusCode).toBe(201);
  return (json(answer).details as { _id: string }[]).map((trainee) => trainee._id);
}

const notificationsOf = (id: string, title: string) =>
  t.db.data.notifications.filter((n) => n.recipient === id && n.title === title);

const script = {
  name: 'Two steps',
  steps: [
    { at: '+0s', call: 'notify', for: 'trainees', body: { title: 'Hello', content: 'First step' } },
    { at: '+5m', call: 'armScenario', for: 'trainees', body: { status: 410, path: 'nos-marks' } },
    { at: '+1h', call: 'geofence', body: { enabled: false } },
  ],
};

describe('lesson scripts', () => {
  it('ships lessons that load against the trainer contract', async () => {
    for (const name of ['first-day', 'bad-network']) {
      const answer = await call('/__mock/lessons', await fixture(name));
      expect(answer.statusCode, answer.body).toBe(200);
      expect((json(answer).details as Current).state).toBe('loaded');
    }
  });

  it('runs the steps in order as the mock clock reaches them, each with its effect', async () => {
    const ids = await trainees(2);
    expect((await call('/__mock/lessons', script)).statusCode).toBe(200);
    // Loaded, nothing runs yet.
    t.clock.advance(10 * MINUTE);
    expect(notificationsOf(ids[0]!, 'Hello')).toHaveLength(0);

    const started = json(await call('/__mock/lessons/start')).details as Current;
    expect(started.state).toBe('running');
    expect(started.lastRan).toMatchObject({ index: 0, call: 'notify', statuses: [201, 201] });
    expect(started.next).toMatchObject({ index: 1, call: 'armScenario', dueAt: t.clock.now() + 5 * MINUTE });
    for (const id of ids) expect(notificationsOf(id, 'Hello')).toHaveLength(1);

    t.clock.advance(4 * MINUTE);
    expect((await current()).lastRan?.index).toBe(0);
    t.clock.advance(MINUTE);
    expect((await current()).lastRan).toMatchObject({ index: 1, call: 'armScenario', statuses: [201, 201] });
    const armed = json(await trainerInject(t.app, { url: '/__mock/scenarios' })).details as {
      assessor: string;
      status: number;
      path: string;
    }[];
    expect(armed.map((s) => [s.assessor, s.status, s.path])).toEqual(ids.map((id) => [id, 410, 'nos-marks']));

    t.clock.advance(55 * MINUTE);
    const done = await current();
    expect(done).toMatchObject({ state: 'finished', lastRan: { index: 2, call: 'geofence', statuses: [200] } });
    expect(done.ran.map((run) => run.index)).toEqual([0, 1, 2]);
    expect(done.next).toBeUndefined();
    expect(t.db.data.geofence).toEqual({ enabled: false });
  });

  it('holds lesson time while paused and runs no more steps once stopped', async () => {
    const [id] = await trainees(1);
    await call('/__mock/lessons', script);
    await call('/__mock/lessons/start');
    t.clock.advance(2 * MINUTE);
    expect((json(await call('/__mock/lessons/pause')).details as Current).state).toBe('paused');
    t.clock.advance(30 * MINUTE);
    const paused = await current();
    expect(paused).toMatchObject({ state: 'paused', elapsedMs: 2 * MINUTE, lastRan: { index: 0 } });
    expect(paused.next?.dueAt).toBeUndefined();

    await call('/__mock/lessons/start');
    t.clock.advance(2 * MINUTE);
    expect((await current()).lastRan?.index).toBe(0);
    t.clock.advance(MINUTE);
    expect((await current()).lastRan?.index).toBe(1);

    expect((json(await call('/__mock/lessons/stop')).details as Current).state).toBe('stopped');
    t.clock.advance(2 * 60 * MINUTE);
    const stopped = await current();
    expect(stopped).toMatchObject({ state: 'stopped', lastRan: { index: 1 } });
    expect(stopped.next).toBeUndefined();
    expect(notificationsOf(id!, 'Hello')).toHaveLength(1);
  });

  it('refuses a bad lesson with 400 naming the step, and keeps the lesson it had', async () => {
    await call('/__mock/lessons', script);
    const bad: [unknown, RegExp][] = [
      [
        { name: 'x', steps: [{ at: '+0s', call: 'launchRockets', body: {} }] },
        /^steps\[0\]\.call: launchRockets is not a trainer call/,
      ],
      [
        {
          name: 'x',
          steps: [
            { at: '+0s', call: 'geofence', body: { enabled: true } },
            { at: '+1m', call: 'armScenario', body: { assessor: 'a', status: 999 } },
          ],
        },
        /^steps\[1\]\.body\.status: /,
      ],
      [
        { name: 'x', steps: [{ at: '+0s', call: 'notify', for: 'trainees', body: { content: 'no title' } }] },
        /^steps\[0\]\.body: title is required/,
      ],
      [
        {
          name: 'x',
          steps: [
            { at: '+1m', call: 'geofence', body: { enabled: true } },
            { at: '+30s', call: 'geofence', body: { enabled: false } },
          ],
        },
        /^steps\[1\]\.at: \+30s comes before/,
      ],
      [{ name: 'x', steps: [] }, /^steps: a lesson needs at least one step/],
      [{ name: 'x', steps: [{ at: '+0s', call: 'startLesson' }] }, /^steps\[0\]\.call: startLesson is not/],
      [{ name: 'x', steps: [{ at: '+0s', call: 'endSessions' }] }, /^steps\[0\]\.params: id is required/],
      [
        { name: 'x', steps: [{ at: '+0s', call: 'geofence', for: 'everyone', body: {} }] },
        /^steps\[0\]\.for: geofence takes no assessor/,
      ],
    ];
    for (const [lesson, message] of bad) {
      const answer = await call('/__mock/lessons', lesson);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(json(answer).message).toMatch(message);
    }
    const offset = await call('/__mock/lessons', {
      name: 'x',
      steps: [{ at: '5 minutes', call: 'geofence', body: { enabled: true } }],
    });
    expect(offset.statusCode).toBe(400);
    expect(JSON.stringify(json(offset))).toMatch(/steps\/0\/at|at/);
    expect(await current()).toMatchObject({ name: 'Two steps', state: 'loaded' });
  });

  it('lists the shipped lessons by id with their names, and loads one by id', async () => {
    const list = await trainerInject(t.app, { url: '/__mock/lessons/shipped' });
    expect(list.statusCode, list.body).toBe(200);
    const shipped = json(list).details as { id: string; name: string; steps: number; lastAt: string }[];
    const firstDay = (await fixture('first-day')) as { name: string; steps: { at: string }[] };
    expect(shipped.map((lesson) => lesson.id)).toEqual(['bad-network', 'first-day']);
    expect(shipped[1]).toEqual({
      id: 'first-day',
      name: firstDay.name,
      steps: firstDay.steps.length,
      lastAt: firstDay.steps.at(-1)!.at,
    });

    const loaded = await call('/__mock/lessons/shipped/first-day');
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(json(loaded).message).toBe(`Lesson loaded: ${firstDay.name}, ${firstDay.steps.length} steps`);
    expect(json(loaded).details).toMatchObject({
      name: firstDay.name,
      state: 'loaded',
      steps: firstDay.steps.length,
      next: { index: 0, at: '+0s', call: 'geofence' },
    });
    expect(await current()).toMatchObject({ name: firstDay.name, state: 'loaded' });

    const [id] = await trainees(1);
    const started = json(await call('/__mock/lessons/start')).details as Current;
    expect(started.ran.map((run) => [run.call, run.statuses])).toEqual([
      ['geofence', [200]],
      ['assignBatch', [201]],
    ]);
    // The trainee's sandbox has one pending request; the lesson's first steps assigned another.
    const row = (
      json(await trainerInject(t.app, { url: '/__mock/class' })).details as { _id: string; pendingRequests: number }[]
    ).find((r) => r._id === id);
    expect(row?.pendingRequests).toBe(2);
  });

  it('refuses an unknown or badly spelt shipped lesson id and keeps the lesson it had', async () => {
    await call('/__mock/lessons', script);
    const unknown = await call('/__mock/lessons/shipped/no-such-lesson');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('No shipped lesson no-such-lesson: GET /__mock/lessons/shipped lists them');
    for (const id of ['First-Day', '..%2Fpackage', '-x', 'a'.repeat(61), 'first_day']) {
      const bad = await call(`/__mock/lessons/shipped/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(json(bad).message, id).toMatch(/^id must match pattern/);
    }
    expect(await current()).toMatchObject({ name: 'Two steps', state: 'loaded' });
  });

  it('needs the trainer passcode to list or load shipped lessons', async () => {
    expect((await t.app.inject({ url: '/__mock/lessons/shipped' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/__mock/lessons/shipped/first-day' })).statusCode).toBe(401);
  });

  it('a lesson may not load another lesson', async () => {
    for (const step of [
      { at: '+0s', call: 'loadShippedLesson', params: { id: 'first-day' } },
      { at: '+0s', call: 'shippedLessons' },
    ]) {
      const answer = await call('/__mock/lessons', { name: 'x', steps: [step] });
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toBe(`steps[0].call: ${step.call} is not a trainer call a lesson can make`);
    }
  });

  it('a reset to the seed forgets the lesson: no later step runs', async () => {
    await call('/__mock/lessons', script);
    await call('/__mock/lessons/start');
    expect((await call('/__mock/reset')).statusCode).toBe(200);
    const current = await call('/__mock/lessons/current');
    expect([current.statusCode, json(current).details]).toEqual([200, null]);
    // The geofence step at +1h would switch it off.
    t.clock.advance(2 * 60 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(t.db.data.geofence).not.toEqual({ enabled: false });
  });

  it('answers 404 to start, pause and stop before any lesson is loaded, and null to the current lesson', async () => {
    for (const url of ['/__mock/lessons/start', '/__mock/lessons/pause', '/__mock/lessons/stop']) {
      expect((await call(url)).statusCode).toBe(404);
    }
    const current = await call('/__mock/lessons/current');
    expect(current.statusCode).toBe(200);
    expect(json(current)).toMatchObject({ success: true, message: 'No lesson loaded', details: null });
  });

  it('needs the trainer passcode on every lesson call', async () => {
    for (const [method, url] of [
      ['POST', '/__mock/lessons'],
      ['POST', '/__mock/lessons/start'],
      ['POST', '/__mock/lessons/pause'],
      ['POST', '/__mock/lessons/stop'],
      ['GET', '/__mock/lessons/current'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        ...(method === 'POST' && url === '/__mock/lessons' ? { payload: script } : {}),
      });
      expect(answer.statusCode, url).toBe(401);
    }
  });
});
