import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import layers from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const srcDir = '/repo/client/src';
const options = [{ srcDir }];
const at = (file: string) => `${srcDir}/${file}`;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('client layers', layers, {
  valid: [
    { filename: at('features/evidence/parts/TabList.tsx'), code: "import { evidenceApi } from '../api.ts';", options },
    { filename: at('features/evidence/api.ts'), code: "import { baseApi } from '../../api/baseApi.ts';", options },
    {
      filename: at('features/auth/LoginScreen.tsx'),
      code: "import { TextField } from '../../components/form/TextField.tsx';",
      options,
    },
    {
      filename: at('app/screens/home/HomeScreen.tsx'),
      code: "import { useBatchListQuery } from '../../../features/batches/api.ts';",
      options,
    },
    {
      filename: at('app/router/screens.ts'),
      code: "const load = () => import('../../features/auth/LoginScreen.tsx');",
      options,
    },
    {
      filename: at('features/attendance/batchFacts.ts'),
      code: "import { useBatchDetailsQuery } from '../batches/api.ts';",
      options,
    },
    { filename: at('api/baseQuery.ts'), code: "import { networkAnswered } from '../pwa/serviceWorker.ts';", options },
    { filename: at('session/errorListener.ts'), code: "import { notify } from '../lib/toastStore.ts';", options },
    {
      filename: at('features/auth/LoginScreen.test.tsx'),
      code: "import { signedOutRoutes } from '../../app/router/routes.tsx';",
      options,
    },
    { filename: at('main.tsx'), code: "import { App } from './app/App.tsx';", options },
    { filename: at('features/auth/api.ts'), code: "import { authCalls } from '@assessor/contract';", options },
  ],
  invalid: [
    {
      filename: at('store/types.ts'),
      code: "export type { RootState } from '../app/store.ts';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('features/attendance/TodayAttendance.tsx'),
      code: "import { BatchCard } from '../batches/parts/BatchCard.tsx';",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('lib/snapshot.ts'),
      code: "import { readStoredToken } from '../session/hydrate.ts';",
      options,
      errors: [{ messageId: 'sharedOrder' }],
    },
    {
      filename: at('pwa/NetworkStatus.tsx'),
      code: "import { notify } from '../outbox/outbox.ts';",
      options,
      errors: [{ messageId: 'sharedOrder' }],
    },
    {
      filename: at('pwa/serviceWorker.ts'),
      code: "import { routes } from '../features/auth/routes.ts';",
      options,
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: at('features/requests/RequestCard.tsx'),
      code: "import { BatchSummary } from '../batches/BatchSummary.tsx';",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('features/evidence/parts/TabList.tsx'),
      code: "import type { Batch } from '../../batches/types.ts';",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('features/evidence/useTabStatusSync.ts'),
      code: "import { useAppDispatch } from '../../app/hooks.ts';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('components/ListStatus.tsx'),
      code: "import { makeStore } from '../app/store.ts';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('session/errorListener.ts'),
      code: "import { loggedOut } from '../features/auth/authSlice.ts';",
      options,
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: at('api/baseApi.ts'),
      code: "export { authApi } from '../features/auth/api.ts';",
      options,
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: at('components/form/TextField.tsx'),
      code: "import type { RootState } from '../../app/store.ts';",
      options,
      errors: [{ messageId: 'upward' }],
    },
  ],
});
