import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../eslint.config.js';

/** The repository's lint configuration, as `npm run lint` runs it, on code it must refuse and code it must let pass. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const blocks = config as Linter.Config[];
const repo = new ESLint({ cwd: root });

/** The messages of one rule when `code` is linted as the file `file` of the repository (the file need not exist). */
async function problems(file: string, rule: string, code = 'export const one = 1;\n') {
  const [result] = await repo.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('file names (check-file)', () => {
  const rule = 'check-file/filename-naming-convention';

  it('takes camelCase modules, with dotted parts, and PascalCase components, tests and page objects', async () => {
    for (const file of [
      'client/src/lib/jobRoles.ts',
      'client/vite.config.ts',
      'client/src/components/TextField.tsx',
      'client/src/features/marks/parts/CaptureEntries.test.ts',
      'e2e/pages/LoginPage.ts',
      'scripts/bench/offlineDay.mjs',
    ])
      expect(await problems(file, rule), file).toEqual([]);
  });

  it('refuses kebab and snake case anywhere, and PascalCase for a plain module', async () => {
    expect(await problems('client/src/lib/job-roles.ts', rule)).toEqual([
      'The filename "job-roles.ts" does not match the "CAMEL_CASE" pattern',
    ]);
    expect(await problems('mock-server/src/services/JobRoles.ts', rule)).toHaveLength(1);
    expect(await problems('client/src/components/text_field.tsx', rule)).toHaveLength(1);
    expect(await problems('e2e/pages/login-page.ts', rule)).toHaveLength(1);
  });
});

describe('client layers (eslint-plugin-boundaries)', () => {
  const rule = 'boundaries/dependencies';
  /** The layer problems of one import written in a file of client/src (the imported file is real). */
  const layerProblems = (file: string, code: string) => problems(`client/src/${file}`, rule, code);

  it('lets imports go down the layers, into a feature through its api.ts, within a feature, and from app/', async () => {
    for (const [file, code] of [
      ['features/evidence/parts/TabList.tsx', "import { evidenceApi } from '../api.ts';"],
      ['features/auth/LoginScreen.tsx', "import { ListStatus } from '../../components/ListStatus.tsx';"],
      ['features/attendance/batchFacts.ts', "import { useBatchDetailsQuery } from '../batches/api.ts';"],
      ['app/screens/home/HomeScreen.tsx', "import { useBatchListQuery } from '../../../features/batches/api.ts';"],
      ['app/router/screens.ts', "export const load = () => import('../../features/auth/LoginScreen.tsx');"],
      ['api/baseQuery.ts', "import { networkAnswered } from '../pwa/serviceWorker.ts';"],
      ['features/marks/MarkingScreen.tsx', "import { settleDraft } from './draftStore.ts';"],
      ['main.tsx', "import { App } from './app/App.tsx';"],
      // Tests build the whole app.
      ['features/auth/LoginScreen.test.tsx', "import { signedOutRoutes } from '../../app/router/routes.tsx';"],
    ])
      expect(await layerProblems(file, code), file).toEqual([]);
  });

  it('refuses a feature reaching into another past its api.ts, by import, type import, re-export or import()', async () => {
    const message = expect.stringMatching(/^A feature may use another only through its api\.ts/);
    for (const code of [
      "import { BatchCard } from '../batches/BatchCard.tsx';",
      "import type { BatchCard } from '../batches/BatchCard.tsx';",
      "export { BatchCard } from '../batches/BatchCard.tsx';",
      "export const load = () => import('../batches/BatchCard.tsx');",
    ])
      expect(await layerProblems('features/attendance/TodayAttendance.tsx', code), code).toEqual([message]);
  });

  it('refuses an upward import: a shared layer or a feature importing app/, a later layer or a feature', async () => {
    const upward = expect.stringMatching(/^A feature must not import app\//);
    const shared = (layer: string) => expect.stringMatching(new RegExp(`^The shared layer ${layer}/ may import only`));
    expect(
      await layerProblems('features/evidence/useSync.ts', "import { makeStore } from '../../app/store.ts';"),
    ).toEqual([upward]);
    expect(await layerProblems('store/types.ts', "export type { AppStore } from '../app/store.ts';")).toEqual([
      shared('store'),
    ]);
    expect(await layerProblems('lib/snapshot.ts', "import { loggedOut } from '../session/authSlice.ts';")).toEqual([
      shared('lib'),
    ]);
    expect(await layerProblems('pwa/serviceWorker.ts', "import { authApi } from '../features/auth/api.ts';")).toEqual([
      shared('pwa'),
    ]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));
  const write = (file: string, code: string) => fs.writeFileSync(path.join(tree, file), code);
  write('a.ts', "import { b } from './b.ts';\nexport const a = () => b;\n");
  write('b.ts', "import { c } from './c.ts';\nexport const b = () => c;\n");
  write('c.ts', "import { a } from './a.ts';\nexport const c = () => a;\n");
  write('d.ts', "import { b } from './b.ts';\nexport const d = b;\n");

  // The repository's block that holds the rule, its files widened to the small tree, with the TypeScript parser.
  const block = blocks.find((one) => one.rules?.['import-x/no-cycle']);
  const parser = blocks.find((one) => one.languageOptions?.parser)?.languageOptions?.parser;
  const linter = new ESLint({
    cwd: tree,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { parser } }, { ...block, files: ['**/*.ts'], ignores: [] }],
  });
  const rulesIn = async (file: string) =>
    (await linter.lintFiles([path.join(tree, file)]))[0]!.messages.map((message) => message.ruleId);

  it('reports the import that closes a cycle of .ts imports, in every file on it', async () => {
    expect(block, 'the configuration has the rule').toBeDefined();
    for (const file of ['a.ts', 'b.ts', 'c.ts']) expect(await rulesIn(file), file).toEqual(['import-x/no-cycle']);
  });

  it('lets a file that only leads into a cycle pass', async () => {
    expect(await rulesIn('d.ts')).toEqual([]);
  });

  it('reads a file changed on disk again: once the cycle is broken, nothing is reported from the old graph', async () => {
    expect(await rulesIn('a.ts')).toEqual(['import-x/no-cycle']);
    write('c.ts', 'export const c = () => 3;\n');
    // A later mtime, as an editor's save gives (the same ESLint instance keeps its caches, as a long-running one does).
    fs.utimesSync(path.join(tree, 'c.ts'), new Date(), new Date(Date.now() + 2000));
    expect(await rulesIn('a.ts')).toEqual([]);
  });
});
