import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSeed } from '../testing/testApp.ts';
import { readJsonFile, writeFileAtomic } from './atomicFile.ts';
import { makeState } from './fixtures/states.ts';
import { DB_FILE, openDb } from './open.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-db-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the writer, waits until it has written at least once, kills it with SIGKILL after a random delay. */
function runAndKill(file: string, from: number, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/writeLoop.ts'), file, String(from)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let armed = false;
    child.stdout.on('data', () => {
      if (armed) return;
      armed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited: ${signal}`)),
    );
  });
}

describe('writeFileAtomic', () => {
  it('leaves a whole state behind when the writer is killed at random moments', async () => {
    const file = path.join(dir, DB_FILE);
    for (let round = 0; round < 6; round++) {
      await runAndKill(file, round * 100_000, 5 + Math.floor(Math.random() * 150));
      const stored = JSON.parse(await readFile(file, 'utf8')) as { n: number };
      expect(JSON.stringify(stored)).toBe(JSON.stringify(makeState(stored.n)));
    }
  }, 60_000);
});

describe('readJsonFile', () => {
  it('reads a missing file as null, a stored one as its text and value, and refuses a broken one', async () => {
    const file = path.join(dir, 'y.json');
    expect(await readJsonFile(file)).toBeNull();
    await writeFileAtomic(file, '{"n":1}');
    expect(await readJsonFile(file)).toEqual({ text: '{"n":1}', data: { n: 1 } });
    await writeFile(file, '{"half');
    await expect(readJsonFile(file)).rejects.toThrow(/not valid JSON; delete it to start from the seed/);
  });
});

describe('openDb', () => {
  it('seeds a new folder, then keeps the stored state across opens', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const first = await openDb(dataDir, testSeed());
    // The snapshot is the state with its id (which journal continues it) in front.
    const { $snapshot: meta, ...stored } = JSON.parse(await readFile(path.join(dataDir, DB_FILE), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(stored).toEqual(testSeed());
    expect(meta).toEqual({ id: expect.any(String) });
    first.data.batches.length = 1;
    await first.write();
    await writeFile(path.join(dataDir, `${DB_FILE}.123.1.tmp`), 'left by a crash');
    const second = await openDb(dataDir, testSeed());
    expect(second.data.batches).toHaveLength(1);
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
