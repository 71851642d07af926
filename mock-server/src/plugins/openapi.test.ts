import { contract, trainerCalls } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { allTestsApp, json, trainerInject, type TestApp } from '../testing/testApp.ts';
import unserved from '../unserved.json' with { type: 'json' };

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, unknown>;
};
allTestsApp(async (fresh) => {
  t = fresh;
  const answer = await trainerInject(t.app, { url: '/__mock/openapi.json' });
  expect(answer.statusCode).toBe(200);
  doc = json(answer) as typeof doc;
});

/** `/api/x/:id` → `/api/x/{id}`, as OpenAPI writes path parameters. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /__mock/openapi.json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.components.securitySchemes as object)).toEqual(['assessorToken', 'trainerPasscode']);
  });

  const served = Object.entries({ ...contract, ...trainerCalls }).filter(
    ([name]) => !(unserved as string[]).includes(name),
  );
  it.each(served)('has %s with its summary, envelopes and security', (_name, call) => {
    const operation = doc.paths[openapiPath(call.path)]?.[call.method.toLowerCase()];
    expect(operation, `${call.method} ${call.path}`).toBeDefined();
    expect(operation!.summary).toBe(call.summary);
    const responses = operation!.responses as Record<
      string,
      { content?: Record<string, { schema: { properties: Record<string, unknown> } }> }
    >;
    expect(Object.keys(responses['200']!.content!['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['statusCode', 'success', 'message']),
    );
    if (call.auth) expect(operation!.security).toEqual([{ assessorToken: [] }]);
    if (call.path.startsWith('/__mock/') && call !== trainerCalls.health)
      expect(operation!.security).toEqual([{ trainerPasscode: [] }]);
  });

  it('leaves out routes that serve no call', () => {
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/') && !path.startsWith('/__mock/'))).toEqual(
      [],
    );
    expect(doc.paths['/__mock/openapi.json']).toBeUndefined();
  });

  it('names the server it was fetched from, a licence, and a description for every tag', async () => {
    const answer = await trainerInject(t.app, { url: '/__mock/openapi.json', headers: { host: '10.0.0.7:3999' } });
    const fetched = json(answer) as typeof doc & {
      servers: { url: string }[];
      info: { license: { name: string } };
      tags: { name: string; description?: string }[];
    };
    expect(fetched.servers.map((server) => server.url)).toEqual(['http://10.0.0.7:3999']);
    expect(fetched.info.license.name).toBeTruthy();
    expect(fetched.tags.filter((tag) => !tag.description)).toEqual([]);
  });

  it('needs the passcode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__mock/openapi.json' })).statusCode).toBe(401);
  });
});
