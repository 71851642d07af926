import { describe, expect, it } from 'vitest';
import { runCrashModel } from '../../../scripts/reliability/crashModel.mjs';

// The real mock in a child process, clients sending every kind of write, SIGKILL at a random moment or during a
// background snapshot or a journal compaction (a 64 KB snapshot threshold keeps them running), a restart on the same
// folder, and every acknowledged value compared with the model: scripts/reliability/crashModel.mjs. A few seeded
// cycles here; `node scripts/reliability/crashModel.mjs 300` runs the long one (docs/reliability.md).
describe('every acknowledged value across kill -9 (model-based)', () => {
  it('finds each key at its acknowledged value, or at one sent after it without an answer', async () => {
    const result = await runCrashModel({ cycles: 3, seed: 46, trainees: 3, burstMs: [300, 800] });
    expect(result.problems).toEqual([]);
    expect(result.cycles).toBe(3);
    expect(result.acknowledged).toBeGreaterThan(0);
  }, 240_000);
});
