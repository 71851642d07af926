import { readFile } from 'node:fs/promises';
import { contract, trainerCalls } from '@assessor/contract';
import { describe, expect, it } from 'vitest';
import { unservedCalls } from './routes/serve.ts';
import { type TestApp, allTestsApp } from './testing/testApp.ts';

/**
 * The contract entries the mock does not serve yet are listed in unserved.json. The list may only shrink: serving an
 * entry means deleting its name there; a new unserved contract entry has to be added on purpose.
 */
describe('contract entries the mock does not serve yet', () => {
  let t: TestApp;
  allTestsApp((fresh) => {
    t = fresh;
  });

  it('match the checked-in list exactly', async () => {
    const listed = JSON.parse(await readFile(new URL('./unserved.json', import.meta.url), 'utf8')) as string[];
    expect(listed).toEqual([...listed].sort());
    expect(unservedCalls(t.app, contract)).toEqual(listed);
  });

  it('leave out no trainer call: every one is served', () => {
    expect(unservedCalls(t.app, trainerCalls)).toEqual([]);
  });
});
