import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSESSOR, OTHER_ASSESSORS, UNREGISTERED_ASSESSOR, UNVERIFIED_ASSESSOR } from '../../seed/index.ts';
import { appForThisTest, json, login, trainerInject } from '../../testing/testApp.ts';

// Who the board and its CSV list: the class (trainees who can log in) by default, every active account on request.

const SEEDED = [DEMO_ASSESSOR.email, ...OTHER_ASSESSORS.map((a) => a.email), UNVERIFIED_ASSESSOR.email];

async function classOf(app: FastifyInstance, count: number) {
  const answer = await trainerInject(app, {
    method: 'POST',
    url: '/__mock/trainees',
    payload: { count, prefix: 'Class' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return json(answer).details as { _id: string; email: string; password: string }[];
}

async function boardEmails(app: FastifyInstance, query = '') {
  const answer = await trainerInject(app, { url: `/__mock/class/progress${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return (json(answer).details as { trainees: { email: string }[] }).trainees.map((row) => row.email);
}

async function csvOf(app: FastifyInstance, query = '') {
  const answer = await trainerInject(app, { url: `/__mock/class/progress.csv${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

/** The CSV's e-mail column (the second), header left out. */
const csvEmails = (text: string) =>
  text
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[1]);

describe('the board and the CSV list the class', () => {
  it('leave out the seeded demo accounts and the accounts that cannot log in, unless all=true', async () => {
    const { app } = await appForThisTest();
    const trainees = (await classOf(app, 4)).map((t) => t.email).sort();

    expect((await boardEmails(app)).sort()).toEqual(trainees);
    expect((await boardEmails(app, '?all=false')).sort()).toEqual(trainees);
    const all = await boardEmails(app, '?all=true');
    expect(all.sort()).toEqual([...trainees, ...SEEDED].sort());
    // Inactive (profile never created) is not an active account: not even on request.
    expect(all).not.toContain(UNREGISTERED_ASSESSOR.email);

    const csv = await csvOf(app);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="class-results-\d{4}-\d\d-\d\d\.csv"$/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^Name,E-mail,Batch,Logged in,Request accepted,Clocked in,/);
    // 4 rows for 4 trainees (8 with the seeded accounts before).
    expect(csvEmails(csv.body).sort()).toEqual(trainees);
    expect(csvEmails((await csvOf(app, '?all=true')).body).sort()).toEqual([...trainees, ...SEEDED].sort());
  });

  it('leave out a trainee who cannot log in (mobile not verified, not approved), shown with all=true', async () => {
    const { app, db } = await appForThisTest();
    const [unverified, unapproved, able] = await classOf(app, 3);
    const record = (id: string) => db.data.assessors.find((a) => a._id === id)!;
    record(unverified!._id).isMobileVerified = false;
    record(unapproved!._id).isActive = false;

    expect(await boardEmails(app)).toEqual([able!.email]);
    expect(csvEmails((await csvOf(app)).body)).toEqual([able!.email]);
    // On request: every active account, the unverified trainee among them.
    expect(await boardEmails(app, '?all=true')).toContain(unverified!.email);
  });

  it('the CSV writes the India time a step was first done, and the row of a trainee who has started', async () => {
    const { app, clock } = await appForThisTest();
    const [trainee] = await classOf(app, 1);
    const loginAt = clock.now();
    await login(app, trainee!.email, trainee!.password);
    const [, row] = (await csvOf(app, '?stuckAfter=5')).body.split('\r\n');
    const cells = row!.split(',');
    expect(cells.slice(0, 2)).toEqual(['Class 1', trainee!.email]);
    const india = new Date(loginAt + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(cells[3]).toBe(india);
    expect(cells[4]).toBe('');
  });

  it('refuse a bad all or stuckAfter with a 400 naming it, and need the passcode', async () => {
    const { app } = await appForThisTest();
    for (const path of ['/__mock/class/progress', '/__mock/class/progress.csv']) {
      for (const bad of ['yes', '1', 'TRUE', '']) {
        const answer = await trainerInject(app, { url: `${path}?all=${bad}` });
        expect(answer.statusCode, `${path}?all=${bad}`).toBe(400);
        expect(json(answer)).toMatchObject({ success: false, message: 'all must be boolean' });
      }
      const slow = await trainerInject(app, { url: `${path}?stuckAfter=soon` });
      expect(slow.statusCode).toBe(400);
      expect(json(slow)).toMatchObject({ success: false, message: 'stuckAfter must be number' });
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });
});
