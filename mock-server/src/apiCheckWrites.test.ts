import { AUTH_HEADER } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiCheck } from '../../scripts/api-check/main.ts';
import { writeCalls } from '../../scripts/api-check/plan.ts';
import { writePlan } from '../../scripts/api-check/writePlan.ts';
import { behindProxy, cellsOf, env, mockAt, rowOf } from './testing/apiCheckKit.ts';
import { DEMO_ASSESSOR } from './seed/index.ts';
import { appForThisTest, login } from './testing/testApp.ts';

// `npm run api-check -- --writes` against the mock: the write plan puts back what it read, so the mock's data is the
// same after; a write that drifts or does not put back is reported (exit 1).

const bank = {
  accountHolderName: 'Asha Rao',
  bankName: 'State Bank of India',
  bankAccount: '123456789012',
  bankIFSC: 'SBIN0001234',
  bankBranchName: 'Connaught Place',
};

/** The demo assessor with bank details (the seed has none, and the plan puts back only what exists). */
async function withBank(app: FastifyInstance) {
  const token = await login(app);
  const id = app.db.data.assessors.find((one) => one.email === DEMO_ASSESSOR.email)!._id;
  const get = (url: string) => app.inject({ url, headers: { [AUTH_HEADER]: token } }).then((answer) => answer.json());
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/update-assessorBankDetails/${id}`,
    headers: { [AUTH_HEADER]: token },
    payload: bank,
  });
  expect(saved.statusCode).toBe(200);
  /** What the write plan touches, as the API answers it: profile, bank details, tabs and notifications. */
  const state = async () => ({
    profile: (await get(`/api/getAssesor-profileList/${id}`)).details,
    bank: (await get(`/api/getAssesor-BankDetailList/${id}`)).details,
    notifications: (await get(`/api/notification-list?assesor_id=${id}&limit=100`)).details,
    tabs: JSON.stringify(app.db.data.tabStatuses.filter((tab) => tab.assesor_id === id)),
  });
  return { state };
}

const sentWrites = Object.keys(writePlan);

describe('api-check --writes against the mock', () => {
  it.each(['none', 'backend'] as const)(
    'MOCK_QUIRKS=%s: warns, sends the write plan, no drift, and the data is as it was (exit 0)',
    async (quirks) => {
      const { host, app } = await mockAt(quirks);
      const { state } = await withBank(app);
      const before = await state();
      const warnings: string[] = [];
      const { code, out } = await apiCheck(['--host', host, '--writes'], env, (text) => warnings.push(text));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(new RegExp(`^WARNING: --writes sends calls that change data to ${host}`));
      expect(warnings[0]).toContain(DEMO_ASSESSOR.email);
      expect(warnings[0]).toContain('never creates, deletes or uploads anything');
      expect(out).toContain('No drift');
      expect(code).toBe(0);
      expect(sentWrites).toEqual(['updateProfile', 'updateBankDetails', 'updateTabStatus', 'changeNotificationStatus']);
      // Each write is read back as found and says so.
      for (const call of sentWrites)
        expect(cellsOf(out, call)).toMatchObject({
          status: '200',
          drift: expect.stringMatching(/note: read back as found$/),
        });
      // Every other call that changes data has a row and was not sent.
      for (const call of writeCalls().filter((name) => !sentWrites.includes(name)))
        expect(rowOf(out, call)).toMatch(/ not sent +note: not reversible by the check: /);
      expect(rowOf(out, 'changePassword')).toMatch(/changes the password$/);
      expect(rowOf(out, 'uploadTheoryFile')).toMatch(/uploads a file$/);
      expect(await state()).toEqual(before);
    },
  );

  it('without bank details the bank write is skipped, not sent (a PUT would add them)', async () => {
    const { app } = await appForThisTest();
    const { host, seen } = await behindProxy(app);
    const { code, out } = await apiCheck(['--host', host, '--writes'], env, () => {});
    expect(code).toBe(0);
    expect(rowOf(out, 'updateBankDetails')).toMatch(/skipped +note: no complete bank details to put back$/);
    expect(seen.some((request) => request.includes('update-assessorBankDetails'))).toBe(false);
    expect(seen.filter((request) => request.startsWith('PUT '))).toHaveLength(2);
  });

  it('a write answering a mistyped field is drift in its row (exit 1)', async () => {
    const { app } = await appForThisTest();
    const { host } = await behindProxy(app, {
      answer: (url, body) => {
        if (url.startsWith('/api/update-tab-status')) (body.details as Record<string, unknown>).tabStatus = 'done';
      },
    });
    const { code, out } = await apiCheck(['--host', host, '--writes'], env, () => {});
    expect(code).toBe(1);
    expect(cellsOf(out, 'updateTabStatus')).toMatchObject({
      status: '200',
      drift: expect.stringMatching(/^\/details\/tabStatus /),
    });
    expect(out).toContain('1 call(s) drift from the contract.');
  });

  it('a write that does not leave the value as it was is drift in its row, and the value is written once more', async () => {
    const { app } = await appForThisTest();
    // A server that stores the opposite of the status sent, every time.
    const { host, seen } = await behindProxy(app, { url: flipTabStatus });
    const { code, out } = await apiCheck(['--host', host, '--writes'], env, () => {});
    expect(code).toBe(1);
    expect(cellsOf(out, 'updateTabStatus')).toEqual({
      source: 'admin twin',
      status: '200',
      drift:
        'not as found after the write: tabStatus changed; not put back: tabStatus still changed after writing the ' +
        'values found again: check by hand',
    });
    // The first write and the one that tried to put the status back, both with the status found.
    const writes = seen.filter((request) => request.includes('update-tab-status'));
    expect(writes).toHaveLength(2);
    expect(new Set(writes).size).toBe(1);
    expect(rowOf(out, 'updateProfile')).toMatch(/ 200 +note: read back as found$/);
  });

  it('a value changed once is put back, and the row says so (exit 1: the write did change it)', async () => {
    const { app } = await appForThisTest();
    let flipped = false;
    const { host, seen } = await behindProxy(app, {
      url: (url) =>
        flipped || !url.startsWith('/api/update-tab-status') ? url : ((flipped = true), flipTabStatus(url)),
    });
    const { code, out } = await apiCheck(['--host', host, '--writes'], env, () => {});
    expect(code).toBe(1);
    expect(cellsOf(out, 'updateTabStatus').drift).toBe(
      'not as found after the write: tabStatus changed; note: put back: tabStatus written again and read back as found',
    );
    const [, id, found] = /update-tab-status\/(\w+)\?tabStatus=(true|false)/.exec(
      seen.find((request) => request.includes('update-tab-status'))!,
    )!;
    expect(String(app.db.data.tabStatuses.find((tab) => tab._id === id)!.tabStatus)).toBe(found);
  });

  it('a field the profile write changes but cannot send (isAssesorProfileUploaded) is compared and left to a person', async () => {
    const { app } = await appForThisTest();
    // A server whose profile update also marks the profile photo uploaded (backend-facts §3.5 sets it with a photo).
    let uploaded = false;
    const { host } = await behindProxy(app, {
      answer: (url, body) => {
        if (url.startsWith('/api/update-assessorProfile')) uploaded = true;
        if (url.startsWith('/api/getAssesor-profileList'))
          (body.details as Record<string, unknown>).isAssesorProfileUploaded = uploaded;
      },
    });
    const { code, out } = await apiCheck(['--host', host, '--writes'], env, () => {});
    expect(code).toBe(1);
    expect(cellsOf(out, 'updateProfile').drift).toBe(
      'not as found after the write: isAssesorProfileUploaded changed; not put back: isAssesorProfileUploaded ' +
        '(the write does not send it): set it back by hand',
    );
    expect(cellsOf(out, 'updateTabStatus').drift).toBe('note: read back as found');
  });
});

/** A server that stores the opposite of the tab status sent. */
function flipTabStatus(url: string): string {
  return url.startsWith('/api/update-tab-status')
    ? url.replace(/tabStatus=(true|false)/, (_, value: string) => `tabStatus=${value === 'true' ? 'false' : 'true'}`)
    : url;
}
