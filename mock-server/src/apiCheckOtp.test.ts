import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiCheck } from '../../scripts/api-check/main.ts';
import { cellsOf, mockAt } from './testing/apiCheckKit.ts';
import { DEMO_ASSESSOR } from './seed/index.ts';
import { json, trainerInject } from './testing/testApp.ts';

// api-check's OTP login (API_MOBILE): the OTP is typed at a prompt on stdin. Here the mock's trainer API reads the
// code the mock sent, as a trainer would, and the test types it into the command's stdin.

const root = fileURLToPath(new URL('../../', import.meta.url));
const mobile = DEMO_ASSESSOR.mobile;

/** The last OTP the mock sent to the demo mobile. */
const lastOtp = async (app: FastifyInstance) =>
  (json(await trainerInject(app, { url: `/__mock/otp?mobile=${mobile}` })).details as { otp: string }).otp;

/** `npm run api-check` as a developer runs it, with `API_MOBILE`; types the mock's OTP when the prompt shows. */
function runWithOtp(host: string, app: FastifyInstance): Promise<{ code: number | null; out: string; err: string }> {
  const { API_EMAIL: _email, API_PASSWORD: _password, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api-check/main.ts', '--host', host], {
    cwd: root,
    env: { ...env, API_MOBILE: mobile },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk;
    if (err.includes('type it and press Enter')) void lastOtp(app).then((otp) => child.stdin.end(`${otp}\n`));
  });
  return new Promise((done) => child.on('close', (code) => done({ code, out, err })));
}

describe('api-check with an OTP login', () => {
  it('sends the OTP, reads the code typed on stdin, logs in by OTP and checks every read (exit 0)', async () => {
    const { host, app } = await mockAt('none');
    const { code, out, err } = await runWithOtp(host, app);
    expect(err).toBe(`OTP sent to ${mobile}; type it and press Enter: `);
    expect(code).toBe(0);
    for (const call of ['sendOtp', 'loginByOtp']) expect(cellsOf(out, call)).toMatchObject({ status: '200' });
    expect(cellsOf(out, 'loginAssessor')).toMatchObject({
      status: 'not sent',
      drift: 'note: logged in by OTP (API_MOBILE) instead',
    });
    expect(out).toContain('\n100 calls: 38 ok, 0 drift, 0 failed, 0 skipped, 62 not sent.\n');
  }, 30_000);

  it('MOCK_QUIRKS=backend: the registered OTP login answers in the real shape and the check reads it (exit 0)', async () => {
    const { host, app } = await mockAt('backend');
    const { code, out } = await apiCheck(['--host', host], { API_MOBILE: mobile }, undefined, () => lastOtp(app));
    expect(cellsOf(out, 'loginByOtp').status).toBe('200');
    expect(out).toContain('\n100 calls: 38 ok, 0 drift, 0 failed, 0 skipped, 62 not sent.\n');
    expect(code).toBe(0);
  });

  it('a wrong code or none is a failed login (exit 2); API_MOBILE beside API_EMAIL is refused', async () => {
    const { host, app } = await mockAt('none');
    const prompts: string[] = [];
    const wrong = await apiCheck(['--host', host], { API_MOBILE: mobile }, undefined, async (prompt) => {
      prompts.push(prompt);
      return (await lastOtp(app)) === '0000' ? '1111' : '0000';
    });
    expect(prompts).toEqual([`OTP sent to ${mobile}; type it and press Enter: `]);
    expect(wrong).toMatchObject({
      code: 2,
      out: expect.stringMatching(/^Login failed: OTP login refused \(HTTP 400\)/),
    });
    // Nothing typed: no OTP login is sent (a wrong one counts towards the lockout). A fresh mock: the OTP just sent
    // may not be sent again for 30 s.
    const fresh = await mockAt('none');
    expect(await apiCheck(['--host', fresh.host], { API_MOBILE: mobile }, undefined, async () => '')).toMatchObject({
      code: 2,
      out: 'Login failed: no OTP typed (stdin ended or the line was empty); the OTP login was not sent',
    });
    expect(await apiCheck(['--host', host], { API_MOBILE: mobile, API_EMAIL: DEMO_ASSESSOR.email })).toMatchObject({
      code: 2,
      out: expect.stringContaining('Set API_EMAIL and API_PASSWORD, or API_MOBILE, not both.'),
    });
  });
});
