import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { DEMO_ASSESSOR } from '../seed/index.ts';
import { appForThisTest } from './testApp.ts';

// What the api-check tests (apiCheck*.test.ts) share: the mock on loopback, plain or behind a proxy that sees and may
// alter every request and answer, as a developer's run against the real API would meet a drifted server.

export const env = { API_EMAIL: DEMO_ASSESSOR.email, API_PASSWORD: DEMO_ASSESSOR.password };

/** The table row of one call. */
export const rowOf = (out: string, call: string) => out.split('\n').find((line) => line.startsWith(`${call} `)) ?? '';

/** One call's cells, cut where the header's columns start: source, status and drift (notes included). */
export function cellsOf(out: string, call: string): { source: string; status: string; drift: string } {
  const header = out.split('\n')[0]!;
  const [source, status, drift] = ['source', 'status', 'drift'].map((name) => header.indexOf(` ${name}`) + 1);
  const row = rowOf(out, call);
  return {
    source: row.slice(source, status).trim(),
    status: row.slice(status, drift).trim(),
    drift: row.slice(drift).trim(),
  };
}

let proxy: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (proxy ? proxy.close(done) : done(undefined)));
  proxy = undefined;
});

/** A mock of this test on a loopback port, and the app itself (to read or arrange its data with `inject`). */
export async function mockAt(quirks: 'none' | 'backend'): Promise<{ host: string; app: FastifyInstance }> {
  const t = await appForThisTest({ config: { quirks } });
  return { host: await t.app.listen({ port: 0, host: '127.0.0.1' }), app: t.app };
}

/** An answer the proxy gives itself, without asking the mock (an HTML error page, say). */
export interface OwnAnswer {
  status: number;
  type: string;
  body: string;
}

export interface Drift {
  /** The URL the mock gets instead of the one sent. */
  url?: (url: string) => string;
  /** The proxy's own answer to a request, when it gives one: the mock never sees that request. */
  own?: (url: string) => OwnAnswer | undefined;
  /** The answer's body as the check gets it (the parsed JSON, changed in place or replaced). */
  answer?: (url: string, body: Record<string, unknown>) => Record<string, unknown> | void;
}

/** The app behind a loopback server that notes `METHOD url` of every request and applies `drift`. */
export async function behindProxy(app: FastifyInstance, drift: Drift = {}): Promise<{ host: string; seen: string[] }> {
  const seen: string[] = [];
  proxy = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const own = drift.own?.(request.url!);
    if (own) {
      request.resume();
      response.writeHead(own.status, { 'content-type': own.type }).end(own.body);
      return;
    }
    const url = drift.url?.(request.url!) ?? request.url!;
    void app
      .inject({ method: request.method as 'GET', url, headers: request.headers, payload: request })
      .then((answer) => {
        let body = answer.body;
        if (drift.answer && body) {
          const parsed = JSON.parse(body) as Record<string, unknown>;
          body = JSON.stringify(drift.answer(request.url!, parsed) ?? parsed);
        }
        response.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(body);
      });
  });
  await new Promise<void>((done) => proxy!.listen(0, '127.0.0.1', done));
  return { host: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, seen };
}
