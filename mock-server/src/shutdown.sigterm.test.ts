import { describe, expect, it } from 'vitest';
import { runSigterm } from '../../scripts/reliability/sigterm.mjs';

// The real mock in a child process, clients writing every kind (the crash run's), SIGTERM in the middle of the burst
// (what `docker stop` sends), a restart on the same folder: scripts/reliability/sigterm.mjs.
describe('SIGTERM during a burst', () => {
  it('exits within 5 s, answers every request sent before it, and keeps every acknowledged write', async () => {
    const result = await runSigterm({ rounds: 1 });
    expect(result.problems).toEqual([]);
    expect(result.exitCodes).toEqual([0]);
    expect(Math.max(...result.exitMs)).toBeLessThan(5000);
    expect(result.counts.acknowledged).toBeGreaterThan(0);
  }, 180_000);
});
