import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import filenameCase, { nameProblem } from './filenameCase.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const code = 'export const x = 1;';

tester.run('filename case', filenameCase, {
  valid: [
    { filename: '/repo/mock-server/src/seed/jobRoles.ts', code },
    { filename: '/repo/mock-server/src/services/uploads/storedFiles.kill9.test.ts', code },
    { filename: '/repo/client/vite.config.ts', code },
    { filename: '/repo/client/src/test/mockServer.global.ts', code },
    { filename: '/repo/scripts/reliability/kill9.d.mts', code },
    { filename: '/repo/client/src/features/auth/LoginScreen.tsx', code },
    { filename: '/repo/client/src/app/router/routes.tsx', code },
    { filename: '/repo/client/src/features/attendance/parts/CaptureEntries.test.ts', code },
    { filename: '/repo/e2e/specs/evidence.spec.ts', code },
    { filename: '/repo/e2e/pages/LoginPage.ts', code, options: [{ allowPascalCase: true }] },
    { filename: '/repo/mock-server/src/index.ts', code },
  ],
  invalid: [
    {
      filename: '/repo/mock-server/src/seed/job-roles.ts',
      code,
      errors: [{ messageId: 'camel', data: { name: 'job-roles.ts', suggestion: 'jobRoles' } }],
    },
    { filename: '/repo/mock-server/src/services/uploads/stored_files.ts', code, errors: [{ messageId: 'camel' }] },
    { filename: '/repo/scripts/bench/support/bare-server.mjs', code, errors: [{ messageId: 'camel' }] },
    { filename: '/repo/mock-server/src/plugins/check-answers.test.ts', code, errors: [{ messageId: 'camelOrPascal' }] },
    { filename: '/repo/client/src/components/text-field.tsx', code, errors: [{ messageId: 'camelOrPascal' }] },
    { filename: '/repo/e2e/pages/LoginPage.ts', code, errors: [{ messageId: 'camel' }] },
    { filename: '/repo/mock-server/src/db/journal.kill-9.test.ts', code, errors: [{ messageId: 'suffix' }] },
  ],
});

describe('nameProblem', () => {
  it('suggests the camelCase name of a kebab-case file', () => {
    expect(nameProblem('/repo/scripts/docker-steps.mjs')?.data).toEqual({
      name: 'docker-steps.mjs',
      suggestion: 'dockerSteps',
    });
  });

  it('accepts a PascalCase module only where PascalCase is allowed', () => {
    expect(nameProblem('/repo/e2e/pages/HomePage.ts')?.messageId).toBe('camel');
    expect(nameProblem('/repo/e2e/pages/HomePage.ts', { allowPascalCase: true })).toBeNull();
  });
});
