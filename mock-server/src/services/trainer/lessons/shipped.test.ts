import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listShipped, readShipped } from './shipped.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lessons-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const good = {
  name: 'Good one',
  steps: [
    { at: '+0s', call: 'geofence', body: { enabled: true } },
    { at: '+2m', call: 'geofence', body: { enabled: false } },
  ],
};

describe('shipped lessons', () => {
  it('lists the lesson files by id, leaving out broken files and other names', async () => {
    await writeFile(path.join(dir, 'good.json'), JSON.stringify(good));
    await writeFile(path.join(dir, 'not-json.json'), '{ "name": ');
    await writeFile(path.join(dir, 'no-steps.json'), JSON.stringify({ name: 'x' }));
    await writeFile(path.join(dir, 'README.md'), '# not a lesson');
    await writeFile(path.join(dir, 'Upper.json'), JSON.stringify(good));
    expect(await listShipped(dir)).toEqual([{ id: 'good', name: 'Good one', steps: 2, lastAt: '+2m' }]);
  });

  it('names what is wrong with a broken file, and answers 404 for a missing one', async () => {
    await writeFile(path.join(dir, 'not-json.json'), '{ "name": ');
    await writeFile(path.join(dir, 'no-steps.json'), JSON.stringify({ name: 'x' }));
    await expect(readShipped('not-json', dir)).rejects.toMatchObject({
      status: 500,
      message: expect.stringMatching(/^Shipped lesson not-json is not JSON: /),
    });
    await expect(readShipped('no-steps', dir)).rejects.toMatchObject({
      status: 500,
      message: expect.stringMatching(/^Shipped lesson no-steps is not a lesson: .*steps/),
    });
    await expect(readShipped('absent', dir)).rejects.toMatchObject({ status: 404 });
    expect(await listShipped(path.join(dir, 'no-such-folder'))).toEqual([]);
  });
});
