import { evidenceCalls, trainerCalls } from '@assessor/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInRoutes } from '../../app/router/routes.tsx';
import { renderRoutes } from '../../test/renderWithProviders.tsx';
import { callMock, signIn, withRealMock } from '../../test/realMock.ts';

withRealMock();

/** The demo assessor's first accepted batch (with its day records) and its evidence tabs, as the mock has them. */
async function seededBatch() {
  const session = await signIn();
  const assesorId = session.userData._id!;
  const [batch] = await callMock(trainerCalls.assessorBatches, { params: { id: assesorId } });
  if (!batch) throw new Error('the seed gives the demo assessor no accepted batch');
  const { tabs } = await callMock(
    evidenceCalls.activityCount,
    { query: { batchId: batch._id, assesorId } },
    session.token,
  );
  const tabOf = (slug: string) => tabs.find((tab) => tab.slug === slug)!;
  return { session, batch, tabOf };
}

describe('evidence screens', () => {
  it('list the tabs with file count, status and the X/11 progress', async () => {
    const { session, batch, tabOf } = await seededBatch();
    await callMock(
      evidenceCalls.updateTabStatus,
      { params: { id: tabOf('group-photos')._id }, query: { tabStatus: true } },
      session.token,
    );

    renderRoutes(signedInRoutes, `/batch/${batch._id}/assessment/activities`, {
      preloadedState: session.preloadedState,
    });
    expect(await screen.findByRole('status', { name: 'Evidence progress' }, { timeout: 5000 })).toHaveTextContent(
      '1/11 done',
    );
    const group = screen.getByRole('link', { name: /^Group Photos/ });
    expect(group).toHaveTextContent('0 filesDone');
    expect(group).toHaveAttribute(
      'href',
      `/batch/${batch._id}/assessment/activities/group-photos/${tabOf('group-photos')._id}`,
    );
    expect(screen.getByRole('link', { name: /^Aadhar Holding Photos/ })).toHaveTextContent('Not done');
  });

  it('say so when the day has no record', async () => {
    const session = await signIn();
    // A batch request not accepted yet has no day records.
    const pending = await callMock(trainerCalls.assignBatch, { body: { assessor: session.userData._id! } });
    renderRoutes(signedInRoutes, `/batch/${pending._id}/assessment/activities/group-photos/t1`, {
      preloadedState: session.preloadedState,
    });
    expect(await screen.findByText(/No evidence record exists for \d{2}-\d{2}-\d{4}/)).toBeInTheDocument();
  });

  // A "Document rejected" link ends in the day record's _id, not a date.
  it('open the day whose record _id ends the route', async () => {
    const { session, batch, tabOf } = await seededBatch();
    const day = batch.days.at(-1)!;
    const path = `/batch/${batch._id}/assessment/activities/group-photos/${tabOf('group-photos')._id}/${day._id}`;
    renderRoutes(signedInRoutes, path, { preloadedState: session.preloadedState });
    expect(await screen.findByLabelText('Assessment day', {}, { timeout: 5000 })).toHaveValue(day.date);
    expect(screen.queryByText(/not in the dd-mm-yyyy format/)).not.toBeInTheDocument();
    expect(screen.queryByText(/not one of this batch's days/)).not.toBeInTheDocument();
  });

  it('say so when the route names a record of none of the batch days', async () => {
    const { session, batch, tabOf } = await seededBatch();
    const path = `/batch/${batch._id}/assessment/activities/group-photos/${tabOf('group-photos')._id}/${'f'.repeat(24)}`;
    renderRoutes(signedInRoutes, path, { preloadedState: session.preloadedState });
    expect(
      await screen.findByText(
        /points to an evidence record that is not one of this batch's days/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not in the dd-mm-yyyy format/)).not.toBeInTheDocument();
  });

  it('read the empty Aadhaar list quirk as an empty gallery', async () => {
    // The mock answers an empty Aadhaar list with the real API's HTTP-200 quirk (api-facts §1).
    const { session, batch, tabOf } = await seededBatch();
    const day = batch.days[0]!;
    const path = `/batch/${batch._id}/assessment/activities/aadhar-photos/${tabOf('aadhar-photos')._id}/${day.date}`;
    renderRoutes(signedInRoutes, path, { preloadedState: session.preloadedState });
    const slot = await screen.findByRole('region', { name: 'Aadhaar holding photos' });
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    expect(slot).toContainElement(screen.getByLabelText('Take photo'));
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument();
  });
});
