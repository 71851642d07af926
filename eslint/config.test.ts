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
