import { candidateCalls, trainerCalls } from '@assessor/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Batch } from '../../../api/models.ts';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { DEMO, callMock, signIn, withRealMock } from '../../../test/realMock.ts';
import { CompletenessCard } from './CompletenessCard.tsx';

withRealMock();

/** The card of one of the seed's close-out batches, signed in as the demo assessor. */
async function showCard(which: 'invoiceReady' | 'lacking', before?: (batchId: string, token: string) => Promise<void>) {
  const session = await signIn();
  const batches = await callMock(trainerCalls.closeoutBatches, { params: { id: DEMO.email } });
  await before?.(batches[which]!._id, session.token);
  const batch = { _id: batches[which]!._id, isAcceptAssesor: true } as Batch;
  renderRoutes([{ path: '/', element: <CompletenessCard batch={batch} /> }], '/', {
    preloadedState: session.preloadedState,
  });
  return screen.getByRole('region', { name: 'Completeness check' });
}

const part = (card: HTMLElement, name: string) => within(card).getByRole('heading', { name }).closest('li')!;

describe('the completeness check against the mock', () => {
  it('shows the batch ready to invoice complete in all four parts', async () => {
    const card = await showCard('invoiceReady');
    expect(await within(card).findByText('Nothing is missing.', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const name of ['Evidence', 'Candidate attendance', 'Marks', 'Clock-in and clock-out']) {
      expect(part(card, name)).toHaveTextContent('Complete');
    }
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('lists what the lacking batch misses: evidence, attendance and clock-out, each a link to its screen', async () => {
    const card = await showCard('lacking');
    expect(await within(card).findByText(/things missing$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /9\/11 evidence tabs\. Missing: TP Declaration, Others$/ }),
    ).toHaveAttribute('href', expect.stringContaining('/activities/tp-declaration/'));
    expect(within(card).getByRole('link', { name: /^Attendance not taken for \d+ candidates: / })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/assessment\/candidate-attendence$/),
    );
    expect(within(part(card, 'Clock-in and clock-out')).getByRole('link', { name: /: no clock-out$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/clock-in$/),
    );
    // Nobody's attendance was taken: the marks are not complete, they wait for it.
    expect(
      within(part(card, 'Marks')).getByRole('link', { name: /^Marks wait for the attendance of \d+ candidates: / }),
    ).toHaveAttribute('href', expect.stringMatching(/\/assessment\/candidate-attendence$/));
  });

  it('asks for the marks of candidates marked present in every section the NOS have', async () => {
    let names: string[] = [];
    const card = await showCard('lacking', async (batchId, token) => {
      const { candidateList } = await callMock(
        candidateCalls.candidateList,
        { query: { batch_id: batchId, limit: 100 } },
        token,
      );
      const two = candidateList.slice(0, 2);
      names = two.map((candidate) => candidate.name);
      await callMock(
        candidateCalls.saveCandidateAttendance,
        {
          body: {
            batch_id: batchId,
            attendance: two.map((c) => ({ candidate_id: c._id, isPresent: 'Present' as const })),
          },
        },
        token,
      );
    });
    const marks = await within(card).findByRole(
      'link',
      { name: /^Theory: no marks for 2 candidates: / },
      { timeout: 5000 },
    );
    expect(marks).toHaveTextContent(names.join(', '));
    expect(marks).toHaveAttribute('href', expect.stringMatching(/\/assessment\/theory-marks$/));
    expect(
      within(part(card, 'Marks')).getByRole('link', { name: /^Viva: no marks for 2 candidates: / }),
    ).toHaveAttribute('href', expect.stringMatching(/\/viva-practical-marks$/));
    expect(
      within(part(card, 'Marks')).getByRole('link', { name: /^Practical: no marks for 2 candidates: / }),
    ).toBeInTheDocument();
  });
});
