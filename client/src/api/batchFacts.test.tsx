import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Batch } from './models.ts';
import { NextBatch } from '../app/screens/home/NextBatch.tsx';
import { BatchSummary } from '../components/BatchSummary.tsx';
import { batchFacts } from './batchFacts.ts';

const base: Batch = {
  _id: '64b0000000000000000000b1',
  batchId: 'BT-1',
  batchSize: 20,
  startDate: '01/05/2025',
  endDate: '01/05/2025',
  isAcceptAssesor: false,
  RejectComment: null,
};

// backend-facts §1a row 11: the real API populates refs, sends bare ids, null fees and the name in jobRoleNames.
describe('batches in the real API shapes', () => {
  it.each<[string, Partial<Batch>, string | undefined]>([
    ['our string', { jobRole: 'Assistant Electrician' }, 'Assistant Electrician'],
    [
      'a populated ref',
      { jobRole: { _id: '64b0000000000000000000aa', jobRole: 'Solar PV Installer', qpCode: 'SGJ/Q0101' } },
      'Solar PV Installer',
    ],
    [
      'a bare id with jobRoleNames',
      { jobRole: '64b0000000000000000000aa', jobRoleNames: 'Retail Sales Associate' },
      'Retail Sales Associate',
    ],
    [
      'a multi-job-role batch',
      { jobRole: '64b0000000000000000000aa', jobRoleNames: ['Tailor', 'Helper'] },
      'Tailor, Helper',
    ],
    ['a bare id alone', { jobRole: '64b0000000000000000000aa' }, undefined],
  ])('reads the job role from %s', (_, change, expected) => {
    expect(batchFacts({ ...base, ...change }).jobRole).toBe(expected);
  });

  it('takes qpCode and client from populated refs and leaves a null fee out', () => {
    const facts = batchFacts({
      ...base,
      jobRole: { jobRole: 'X', qpCode: 'SGJ/Q0101' },
      clientId: { _id: 'c', clientname: 'SCGJ' },
      assessorFeePerCandidate: null,
    });
    expect(facts).toEqual({ jobRole: 'X', qpCode: 'SGJ/Q0101', client: 'SCGJ' });
  });

  it('renders a populated batch in the summary and the next-batch card', () => {
    const batch: Batch = {
      ...base,
      jobRole: { _id: 'j', jobRole: 'Solar PV Installer' },
      accessorId: { _id: 'a', fullName: 'A' },
      assessorFeePerCandidate: null,
    };
    render(
      <MemoryRouter>
        <BatchSummary batch={batch} full />
        <NextBatch batch={batch} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(/Solar PV Installer/)).toHaveLength(2);
    expect(screen.queryByText(/object Object/)).not.toBeInTheDocument();
    expect(screen.queryByText('₹')).not.toBeInTheDocument();
  });
});
