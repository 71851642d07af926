import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRoutes } from '../../app/router/routes.tsx';
import { setRuntimeConfig } from '../../config/runtimeConfig.ts';
import { renderRoutes } from '../../test/renderWithProviders.tsx';
import { signedInState } from '../../test/signedIn.ts';
import { ok, startTestServer, type TestServer } from '../../test/testServer.ts';
import { todayDash } from './days.ts';

const tab = (slug: string, tabName: string, tabStatus: boolean, fileCount?: number) => ({ _id: `t-${slug}`, slug, tabName, tabStatus, fileCount });
let server: TestServer;
let dayRecord: object = {};
let countTabs: object[] = [tab('group-photos', 'Group Photos', true, 2), tab('aadhar-photos', 'Aadhar Holding Photos', false)];

beforeAll(async () => {
  server = await startTestServer(({ url }) => {
    if (url.startsWith('/api/assesment-activity-count')) {
      return ok({ completedTabs: 1, totalTabs: 11, tabs: countTabs });
    }
    if (url.startsWith('/api/batch-details/')) {
      const today = todayDash().replaceAll('-', '/');
      return ok({ _id: 'b1', batchId: 'BT1', batchSize: 20, startDate: today, endDate: today, isAcceptAssesor: true, RejectComment: null });
    }
    if (url.startsWith('/api/getTimeStampId')) return ok(dayRecord, dayRecord && '_id' in dayRecord ? 'Record found' : 'Not record found..');
    // The real API's quirk for an empty Aadhaar list (api-facts §1).
    if (url.startsWith('/api/get-aadharFile/')) return { status: 200, body: { statusCode: 200, success: false, message: 'file not found', error: [] } };
    return { status: 404, body: { statusCode: 404, success: false, message: 'Route not found', error: url } };
  });
  setRuntimeConfig({ apiHost: server.url });
});
afterAll(() => server.close());

describe('evidence screens', () => {
  it('list the tabs with file count, status and the X/11 progress', async () => {
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities', { preloadedState: signedInState() });
    expect(await screen.findByRole('status', { name: 'Evidence progress' }, { timeout: 5000 })).toHaveTextContent('1/11 done');
    const group = screen.getByRole('link', { name: /^Group Photos/ });
    expect(group).toHaveTextContent('2 filesDone');
    expect(group).toHaveAttribute('href', '/batch/b1/assessment/activities/group-photos/t-group-photos');
    expect(screen.getByRole('link', { name: /^Aadhar Holding Photos/ })).toHaveTextContent('Not done');
  });

  // backend-facts §1a row 14: real tab rows have no slug, and three real names differ from ours.
  it('derive the tab links from the real tab names when rows carry no slug', async () => {
    countTabs = [{ _id: 't-a', tabName: 'Adhar Holding Photos', tabStatus: false }, { _id: 't-g', tabName: 'Group Photos', tabStatus: true }];
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities', { preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: /^Adhar Holding Photos/ }, { timeout: 5000 })).toHaveAttribute('href', '/batch/b1/assessment/activities/aadhar-photos/t-a');
    expect(screen.getByRole('link', { name: /^Group Photos/ })).toHaveAttribute('href', '/batch/b1/assessment/activities/group-photos/t-g');
    countTabs = [tab('group-photos', 'Group Photos', true, 2), tab('aadhar-photos', 'Aadhar Holding Photos', false)];
  });

  it('say so when the day has no record', async () => {
    dayRecord = {};
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities/group-photos/t1', { preloadedState: signedInState() });
    expect(await screen.findByText(/No evidence record exists for \d{2}-\d{2}-\d{4}/)).toBeInTheDocument();
  });

  // backend-facts §1a row 22: a "Document rejected" link ends in the day record's _id, not a date.
  it('open the day whose record _id ends the route', async () => {
    dayRecord = { _id: '64b000000000000000000001', date: todayDash() };
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities/group-photos/t1/64b000000000000000000001', { preloadedState: signedInState() });
    expect(await screen.findByLabelText('Assessment day', {}, { timeout: 5000 })).toHaveValue(todayDash());
    expect(screen.queryByText(/Invalid date format/)).not.toBeInTheDocument();
    expect(screen.queryByText(/not one of this batch's days/)).not.toBeInTheDocument();
  });

  it('say so when the route names a record of none of the batch days', async () => {
    dayRecord = { _id: '64b000000000000000000001', date: todayDash() };
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities/group-photos/t1/64b0000000000000000000ff', { preloadedState: signedInState() });
    expect(await screen.findByText(/points to an evidence record that is not one of this batch's days/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Invalid date format/)).not.toBeInTheDocument();
  });

  it("read the empty Aadhaar list quirk as an empty gallery", async () => {
    dayRecord = { _id: 'd1', date: todayDash() };
    renderRoutes(signedInRoutes, '/batch/b1/assessment/activities/aadhar-photos/t1', { preloadedState: signedInState() });
    const slot = await screen.findByRole('region', { name: 'Aadhar holding photos' });
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    expect(slot).toContainElement(screen.getByLabelText('Take photo'));
    expect(screen.queryByText('Could not load this list.')).not.toBeInTheDocument();
  });
});
