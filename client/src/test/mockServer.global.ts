import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_TODAY, TEST_TRAINER_PASSCODE, testApp } from '../../../mock-server/src/testing/testApp.ts';
import { answeredCors } from './testServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One real mock per worker slot: `mockUrls[VITEST_POOL_ID - 1]` is used by one test file at a time. */
    mockUrls: string[];
    /** The trainer passcode of those mocks, for their `/__mock/` calls. */
    trainerPasscode: string;
  }
}

/** Where the fake clock starts: 10:00 in India on the seed's today, as in the mock's own tests. */
const START = Date.parse(`${TEST_TODAY}T04:30:00Z`);

/**
 * The real mock app (`buildApp` on an in-memory lowdb from the fixed test seed, answers checked against the contract),
 * listening on a free loopback port behind a thin node server that adds what only tests need:
 * - CORS, because jsdom's XHR enforces it and the test page's origin differs (the mock itself has none: the client is
 *   served from the same origin);
 * - `POST /__test/clock` `{ advanceMs }` or `{ reset: true }`: the app runs on a fake clock, so OTP send limits,
 *   lockouts and expiry are deterministic; a test moves time on instead of waiting.
 */
async function startMock(dataDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { app, clock } = await testApp({ dataDir });
  clock.set(START);
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (answeredCors(req, res)) return;
    if (req.url === '/__test/clock' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { advanceMs = 0, reset = false } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          advanceMs?: number;
          reset?: boolean;
        };
        if (reset) clock.set(START);
        clock.advance(advanceMs);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: clock.now() }));
      });
      return;
    }
    app.routing(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/** How many workers may run at once (`VITEST_POOL_ID` is 1..this): vitest's own rule, or every CPU when unset. */
function workerSlots(project: TestProject): number {
  return Math.max(1, project.config.maxWorkers || project.vitest.config.maxWorkers || availableParallelism());
}

/**
 * Vitest global setup of the client project: one mock per worker, so files running at the same time never reset
 * each other's data. Each file resets its mock before every test (see `realMock.ts`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'client-tests-mock-'));
  const count = workerSlots(project);
  const mocks = await Promise.all(
    Array.from({ length: count }, (_, i) => startMock(path.join(dataDir, String(i + 1)))),
  );
  project.provide(
    'mockUrls',
    mocks.map((mock) => mock.url),
  );
  project.provide('trainerPasscode', TEST_TRAINER_PASSCODE);
  return async () => {
    await Promise.all(mocks.map((mock) => mock.close()));
    await rm(dataDir, { recursive: true, force: true });
  };
}
