#!/usr/bin/env node
// `npm run bench`: benchmarks (not tests). Each prints its figures and a ratio to a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const benches = readdirSync('scripts/bench')
  .filter((f) => f.endsWith('.mjs') && (!only || f.startsWith(only)))
  .sort();
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const { status } = spawnSync(process.execPath, [`scripts/bench/${file}`], { stdio: 'inherit' });
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
