import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCheck } from '../../scripts/api-check/main.ts';
import { DEMO_ASSESSOR } from './seed/index.ts';
import { appForThisTest } from './test-helpers.ts';

// The api-check script (scripts/api-check) against the mock on loopback, as a developer runs it against the real API.
const env = { API_EMAIL: DEMO_ASSESSOR.email, API_PASSWORD: DEMO_ASSESSOR.password };
let proxy: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (proxy ? proxy.close(done) : done(undefined)));
  proxy = undefined;
});

async function mockAt(quirks: 'none' | 'backend'): Promise<string> {
  const t = await appForThisTest({ config: { quirks } });
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

const rowOf = (out: string, call: string) => out.split('\n').find((line) => line.startsWith(`${call} `)) ?? '';

describe('api-check against the mock', () => {
  it('plain mode: every read-only call answers as the contract says (exit 0)', async () => {
    const { code, out } = await apiCheck(['--host', await mockAt('none')], env);
    expect(out).toMatch(/^call +status +drift/);
    expect(out).toContain('No drift');
    expect(code).toBe(0);
    for (const call of [
      'loginAssessor',
      'batchList',
      'batchDetails',
      'candidateList',
      'getNosMarks',
      'getTheoryFile',
      'profile',
      'raiseIssueList',
    ]) {
      expect(rowOf(out, call)).toMatch(/ 200 +none$|200 +note:/);
    }
    // Every id was found in the seed's answers: nothing skipped for want of one.
    expect(out).not.toContain('no id found');
    expect(rowOf(out, 'updateTabStatus')).toContain('not sent');
  });

  it('backend quirks: the reshaped answers are still read by the contract (exit 0)', async () => {
    const { code, out } = await apiCheck(['--host', await mockAt('backend')], env);
    expect(out).toContain('No drift');
    expect(code).toBe(0);
    expect(rowOf(out, 'candidateList')).toMatch(/ 200 /);
  });

  it('a drifted answer (a required field dropped) is reported with the field named (exit 1)', async () => {
    const { app } = await appForThisTest();
    // The mock behind a loopback server that drops `candidateList` from the candidate list's details.
    proxy = createServer((request, response) => {
      void app
        .inject({ method: request.method as 'GET', url: request.url!, headers: request.headers, payload: request })
        .then((answer) => {
          let body = answer.body;
          if (request.url!.startsWith('/api/candidate-list-by-batch')) {
            const parsed = JSON.parse(body) as { details: Record<string, unknown> };
            delete parsed.details.candidateList;
            body = JSON.stringify(parsed);
          }
          response.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(body);
        });
    });
    await new Promise<void>((done) => proxy!.listen(0, '127.0.0.1', done));
    const { code, out } = await apiCheck(['--host', `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`], env);
    expect(code).toBe(1);
    expect(rowOf(out, 'candidateList')).toMatch(/^candidateList +200 +.*candidateList/);
    expect(rowOf(out, 'batchList')).toMatch(/ 200 +(none|note:)/);
    expect(out).toContain('1 call(s) drift from the contract.');
  });

  it('refuses a bad argument, --writes and a failed login with exit 2, sending nothing that writes', async () => {
    expect(await apiCheck(['--hots', 'x'], env)).toMatchObject({
      code: 2,
      out: expect.stringContaining('Unknown argument "--hots"'),
    });
    expect(await apiCheck([], env)).toMatchObject({ code: 2, out: expect.stringContaining('--host must be') });
    const host = await mockAt('none');
    expect(await apiCheck(['--host', host], {})).toMatchObject({
      code: 2,
      out: expect.stringContaining('API_EMAIL and API_PASSWORD'),
    });
    const writes = await apiCheck(['--host', host, '--writes'], env);
    expect(writes).toMatchObject({ code: 2, out: expect.stringMatching(/^WARNING[^]*not supported yet/) });
    const wrong = await apiCheck(['--host', host], {
      API_EMAIL: DEMO_ASSESSOR.email,
      API_PASSWORD: 'not-the-password',
    });
    expect(wrong.code).toBe(2);
    expect(wrong.out).toMatch(/^Login failed: login refused \(HTTP 400\): Invalid credentials/);
  });
});
