import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { allTestsApp, trainerInject, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
allTestsApp(async (fresh) => {
  t = fresh;
});

/** The document as fetched at `host`, linted with Redocly's `recommended` rules: each problem on a line. */
async function problemsAt(host: string): Promise<string[]> {
  const answer = await trainerInject(t.app, { url: '/__mock/openapi.json', headers: { host } });
  expect(answer.statusCode).toBe(200);
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: answer.body, absoluteRef: 'openapi.json', config });
  return problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '(document)'}`,
  );
}

/**
 * What developers import into Postman, Insomnia or Prism passes a maintained OpenAPI linter: Redocly's
 * `recommended` rules (structural rules as errors, advice as warnings).
 */
describe("the OpenAPI document under Redocly's recommended rules", () => {
  it('has no error and no warning as a class reaches the mock (a LAN address)', async () => {
    expect(await problemsAt('192.168.1.20:3000')).toEqual([]);
  });

  it('names its server as it was fetched; on localhost that is the one warning, and a true one', async () => {
    // `no-server-example.com` flags a server on localhost: meant for published APIs left pointing at a placeholder.
    // The mock does run there when a developer fetches the document from it, so `servers` says so.
    expect(await problemsAt('localhost:3000')).toEqual([
      'warn no-server-example.com: Server `url` should not point to example.com or localhost. at #/servers/0/url',
    ]);
  });
});
