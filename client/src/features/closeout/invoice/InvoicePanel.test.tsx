import { trainerCalls } from '@assessor/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { DEMO, callMock, signIn, withRealMock } from '../../../test/realMock.ts';
import { InvoicePanel } from './InvoicePanel.tsx';

withRealMock();

async function openPanel(which: 'invoiceReady' | 'lacking') {
  const session = await signIn();
  // The seed leaves the profile empty: the trainer gives the bank details and PAN an invoice needs.
  await callMock(trainerCalls.invoiceFacts, { params: { id: DEMO.email } });
  const batches = await callMock(trainerCalls.closeoutBatches, { params: { id: DEMO.email } });
  const batch = batches[which]!;
  // `ready` forced: the server's own checks answer, whatever the client's completeness check says.
  const view = renderRoutes([{ path: '/', element: <InvoicePanel batchId={batch._id} ready /> }], '/', {
    preloadedState: session.preloadedState,
  });
  await view.user.click(screen.getByRole('button', { name: 'Generate invoice' }));
  return { ...view, batch };
}

describe('InvoicePanel against the mock', () => {
  it('says what keeps a batch from being invoiced when the server refuses', async () => {
    await openPanel('lacking');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoice cannot be generated yet:');
    expect(alert).toHaveTextContent('evidence is missing');
    expect(alert).toHaveTextContent('candidate attendance is missing');
    expect(alert).toHaveTextContent('clock-in or clock-out is missing on a day');
    expect(alert).not.toHaveTextContent('marks are missing');
  });

  it('shows the invoice facts of a ready batch, with the total in Indian figures and in words', async () => {
    const { batch } = await openPanel('invoiceReady');
    expect(await screen.findByLabelText('Batch ID')).toHaveTextContent(batch.batchId);
    expect(screen.getByLabelText('PAN')).toHaveTextContent('ABCPV1234K');
    expect(screen.getByLabelText('Total')).toHaveTextContent(/^₹[\d,]+$/);
    expect(screen.getByLabelText('Amount in words')).toHaveTextContent(/ rupees only$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
