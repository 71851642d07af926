import { Readable } from 'node:stream';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf } from '../../db/open.ts';
import { testSeed } from '../../testing/testApp.ts';
import { storedNames, tempDataDir } from '../../testing/testUploads.ts';
import { FileStore } from './fileStore.ts';

/** A part whose sender goes away before any byte arrives: the stream fails on its first read. */
const abortedPart = () => ({
  filename: 'photo.jpg',
  mimetype: 'image/jpeg',
  file: new Readable({
    read() {
      this.destroy(new Error('aborted'));
    },
  }),
});

describe('an upload aborted before its first byte', () => {
  it('leaves no file, not even an empty .part, and no registry entry', async () => {
    const dataDir = await tempDataDir();
    const state = copyOf(testSeed());
    const store = new FileStore(path.join(dataDir, 'uploads'), 1024 * 1024, () => state);
    // The partial file is opened asynchronously while the source has already failed; several at once.
    const tries = Array.from({ length: 40 }, () =>
      store.save(abortedPart(), ['image'], 'a1').then(
        () => 'stored',
        () => 'refused',
      ),
    );
    expect(new Set(await Promise.all(tries))).toEqual(new Set(['refused']));
    expect(await storedNames(dataDir)).toEqual([]);
    expect(state.storedFiles ?? []).toEqual([]);
  });
});
