// Writes the mock's data folder for the marks benchmark: the seed grown `factor` times (mock-server/src/seed/scale.ts).
// Usage: node --import tsx scripts/bench/support/marksData.ts <dir> <factor>
import { loadConfig } from '../../../mock-server/src/config.ts';
import { openDb } from '../../../mock-server/src/db/open.ts';
import { createSeed } from '../../../mock-server/src/seed/index.ts';
import { scaleState } from '../../../mock-server/src/seed/scale.ts';

const [dir, factor = '1'] = process.argv.slice(2);
if (!dir) throw new Error('usage: marksData.ts <dir> <factor>');
const config = loadConfig(process.env);
const state = scaleState(createSeed({ seed: config.seed, today: config.today }), Number(factor));
await openDb(dir, state);
console.log(
  `data ×${factor}: ${state.assessors.length} assessors, ${state.batches.length} batches, ${state.candidates.length} candidates`,
);
