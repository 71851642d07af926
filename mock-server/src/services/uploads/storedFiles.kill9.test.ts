import { describe, expect, it } from 'vitest';
import { runKill9 } from '../../../../scripts/reliability/kill9.mjs';

// The real mock in a child process on loopback (node --import tsx src/main.ts, PORT and MOCK_DATA_DIR set), a burst
// of uploads and deletions, SIGKILL in the middle of it, a restart on the same folder: scripts/reliability/kill9.mjs.
// Two cycles here (each start of the mock takes seconds); `node scripts/reliability/kill9.mjs 20` runs more.
describe('stored files and records across kill -9', () => {
  it('keeps every acknowledged file and record, and nothing no record names', async () => {
    const result = await runKill9({ cycles: 2 });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ cycles: 2, lost: 0, corrupt: 0 });
    expect(result.acknowledged).toBeGreaterThan(0);
  }, 300_000);
});
