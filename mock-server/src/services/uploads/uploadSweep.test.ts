import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyOf } from '../../db/open.ts';
import { testSeed } from '../../testing/testApp.ts';
import { storedNames, tempDataDir } from '../../testing/testUploads.ts';
import { FileStore } from './fileStore.ts';

const key = (ext = 'jpg') => `${randomUUID()}.${ext}`;

/** An uploads folder as a crash leaves it: one file a record names, one no record names, one partial upload. */
async function leftovers() {
  const dataDir = await tempDataDir();
  const dir = path.join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const named = key();
  const orphan = key('pdf');
  const partial = `${key('mp4')}.part`;
  for (const name of [named, orphan, partial, 'README.txt']) await writeFile(path.join(dir, name), 'x');
  return { dataDir, dir, named, orphan, partial };
}

describe('FileStore.sweep', () => {
  it('removes stored files no record names and partial uploads, and keeps the rest', async () => {
    const { dataDir, dir, named, orphan } = await leftovers();
    const state = copyOf(testSeed());
    state.evidenceFiles.push({ ...state.evidenceFiles[0]!, _id: 'e1', key: named, url: `/uploads/${named}` });
    // The orphan's entry names a record that does not exist (a crash after the entry, before the record was written).
    state.storedFiles = [
      { key: named, owner: 'a1', kind: 'evidence', record: { collection: 'evidenceFiles', _id: 'e1' } },
      { key: orphan, owner: 'a1', kind: null, record: null },
    ];
    const removed = await new FileStore(dir, 1024, () => state).sweep();
    expect(removed).toEqual({ unreferenced: 1, partial: 1, dropped: 1, migrated: false });
    expect(await storedNames(dataDir)).toEqual([named, 'README.txt'].sort());
    expect(state.storedFiles.map((entry) => entry.key)).toEqual([named]);
  });
});

describe('the mock at start', () => {
  it('sweeps the uploads folder before it listens', async () => {
    const { dataDir } = await leftovers();
    const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_DATA_DIR: dataDir,
        MOCK_LOG_LEVEL: 'info',
        CLIENT_DIST: path.join(dataDir, 'no-client'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          if (output.includes('Mock API ready')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += String(chunk);
        });
        child.on('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`exited ${code}:\n${output}`));
        });
      });
    } finally {
      child.kill('SIGTERM');
    }
    // The seed names no upload, so only the file that is not a stored key is left.
    expect(await storedNames(dataDir)).toEqual(['README.txt']);
    expect(output).toContain('"unreferenced":2,"partial":1');
  }, 40_000);
});
