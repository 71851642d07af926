import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRoutes } from '../../app/router/routes.tsx';
import { setRuntimeConfig } from '../../config/runtimeConfig.ts';
import { renderRoutes } from '../../test/renderWithProviders.tsx';
import { signedInState } from '../../test/signedIn.ts';
import { ok, startTestServer, type TestServer } from '../../test/testServer.ts';

// The real API's tab rows carry no slug and three names of their own; the mock sends them only under MOCK_QUIRKS, so
// this one screen test keeps a scripted answer.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ url }) => {
    if (url.startsWith('/api/assesment-activity-count')) {
      return ok({
        completedTabs: 1,
        totalTabs: 11,
        tabs: [
          { _id: 't-a', tabName: 'Adhar Holding Photos', tabStatus: false },
          { _id: 't-g', tabName: 'Group Photos', tabStatus: true },
        ],
      });
    }
    return { status: 404, body: { statusCode: 404, success: false, message: 'Route not found', error: url } };
  });
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());

describe('the activities list with the real tab rows', () => {
  it('derives each tab link from its name when the rows carry no slug, and shows the tab by its one name', async () => {
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities', { preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: /^Aadhar Holding Photos/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/batch/b1/assessment/activities/aadhar-photos/t-a',
    );
    expect(screen.getByRole('link', { name: /^Group Photos/ })).toHaveAttribute(
      'href',
      '/batch/b1/assessment/activities/group-photos/t-g',
    );
  });
});
