import { describe, expect, it } from 'vitest';
import { apiCheck } from '../../scripts/api-check/main.ts';
import { writeCalls } from '../../scripts/api-check/plan.ts';
import { behindProxy, cellsOf, env, mockAt, rowOf } from './testing/apiCheckKit.ts';
import { DEMO_ASSESSOR } from './seed/index.ts';
import { appForThisTest } from './testing/testApp.ts';

// The api-check script (scripts/api-check) against the mock on loopback, as a developer runs it against the real API.
// Its --writes mode: apiCheckWrites.test.ts.
describe('api-check against the mock', () => {
  it('plain mode: every read-only call answers as the contract says (exit 0)', async () => {
    const { code, out } = await apiCheck(['--host', (await mockAt('none')).host], env);
    expect(out).toMatch(/^call +source +status +drift/);
    expect(out).toContain('No drift');
    expect(code).toBe(0);
    // Every call of the contract has a row, and the summary counts each kind of row.
    expect(out).toContain('\n100 calls: 37 ok, 0 drift, 0 failed, 0 skipped, 63 not sent.\n');
    for (const call of [
      'loginAssessor',
      'batchList',
      'batchDetails',
      'candidateList',
      'getNosMarks',
      'getTheoryFile',
      'profile',
      'raiseIssueList',
      'getStates',
      'getCities',
    ]) {
      expect(rowOf(out, call)).toMatch(/ 200 +none$|200 +note:/);
    }
    // Every id was found in the seed's answers: nothing skipped for want of one.
    expect(out).not.toContain('waited for');
    // Where each path comes from: the admin twin, spec §7 (shape ours), or ours alone.
    expect(cellsOf(out, 'profile').source).toBe('admin twin');
    expect(cellsOf(out, 'batchList').source).toBe('spec');
    expect(cellsOf(out, 'raiseIssueList').source).toBe('ours');
    // Every call that changes data has a row and was not sent: the write plan's wait for --writes, the rest never go.
    for (const call of writeCalls()) expect(rowOf(out, call)).toMatch(/ not sent +note: /);
    expect(rowOf(out, 'updateTabStatus')).toMatch(/not sent +note: changes data \(needs --writes\)$/);
    expect(rowOf(out, 'saveNosMarks')).toMatch(/not sent +note: not reversible by the check: saves marks$/);
  });

  it('without --writes no call that changes data reaches the mock', async () => {
    const { app } = await appForThisTest();
    const { host, seen } = await behindProxy(app);
    expect((await apiCheck(['--host', host], env)).code).toBe(0);
    expect(seen.length).toBeGreaterThan(30);
    // The login and the two look-ups of states and cities are the only calls that are not GETs.
    expect(seen.filter((request) => !request.startsWith('GET '))).toEqual([
      'POST /api/login-assesor',
      'POST /api/getStates',
      'POST /api/getcities',
    ]);
    expect(seen.filter((request) => request.includes('update-tab-status'))).toEqual([]);
  });

  it('backend quirks: the reshaped answers are still read by the contract (exit 0)', async () => {
    const { code, out } = await apiCheck(['--host', (await mockAt('backend')).host], env);
    expect(out).toContain('No drift');
    expect(code).toBe(0);
    expect(rowOf(out, 'candidateList')).toMatch(/ 200 /);
    expect(out).toContain('\n100 calls: 37 ok, 0 drift, 0 failed, 0 skipped, 63 not sent.\n');
  });

  it('a drifted answer (a required field dropped) is reported with the field named (exit 1)', async () => {
    const { app } = await appForThisTest();
    // The candidate list's answer loses `candidateList` from its details.
    const { host } = await behindProxy(app, {
      answer: (url, body) => {
        if (url.startsWith('/api/candidate-list-by-batch'))
          delete (body.details as Record<string, unknown>).candidateList;
      },
    });
    const { code, out } = await apiCheck(['--host', host], env);
    expect(code).toBe(1);
    expect(cellsOf(out, 'candidateList')).toMatchObject({
      status: '200',
      drift: expect.stringContaining('candidateList'),
    });
    expect(rowOf(out, 'batchList')).toMatch(/ 200 +(none|note:)/);
    expect(out).toContain('1 call(s) drift from the contract.');
    // No other answer carries a candidate: the calls that need one say so.
    for (const call of ['getNosMarks', 'viewCandidateFiles'])
      expect(cellsOf(out, call)).toEqual({
        source: 'spec',
        status: 'skipped',
        drift: 'note: waited for a candidate _id: no answer carried one (candidateList 200 drift)',
      });
  });

  it('refuses a bad argument and a failed login with exit 2', async () => {
    expect(await apiCheck(['--hots', 'x'], env)).toMatchObject({
      code: 2,
      out: expect.stringContaining('Unknown argument "--hots"'),
    });
    expect(await apiCheck([], env)).toMatchObject({ code: 2, out: expect.stringContaining('--host must be') });
    const { host } = await mockAt('none');
    expect(await apiCheck(['--host', host], {})).toMatchObject({
      code: 2,
      out: expect.stringContaining('API_EMAIL and API_PASSWORD'),
    });
    const wrong = await apiCheck(['--host', host], {
      API_EMAIL: DEMO_ASSESSOR.email,
      API_PASSWORD: 'not-the-password',
    });
    expect(wrong.code).toBe(2);
    expect(wrong.out).toMatch(/^Login failed: login refused \(HTTP 400\): Invalid credentials/);
    // With --writes the warning comes before anything is sent, so it is there even when the login fails.
    const warnings: string[] = [];
    const refused = await apiCheck(
      ['--host', host, '--writes'],
      { API_EMAIL: DEMO_ASSESSOR.email, API_PASSWORD: 'not-the-password' },
      (text) => warnings.push(text),
    );
    expect(refused.code).toBe(2);
    expect(warnings).toEqual([expect.stringMatching(/^WARNING: --writes sends calls that change data/)]);
  });
});
