import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Batch } from '../api/models.ts';
import { i18n } from '../i18n/index.ts';
import { BatchSummary } from './BatchSummary.tsx';

const batch: Batch = {
  _id: '64b0000000000000000000b1',
  batchId: 'BT-1',
  batchSize: 20,
  startDate: '01/05/2025',
  endDate: '03/05/2025',
  isAcceptAssesor: false,
  RejectComment: null,
  examCenterName: 'Govt ITI Pune',
  assessorFeePerCandidate: 125000,
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('<BatchSummary> in each language', () => {
  it('writes the fee in Indian grouping and the dates as dd/mm/yyyy in English', () => {
    render(<BatchSummary batch={batch} />);
    expect(screen.getByText('Fee per candidate').nextElementSibling).toHaveTextContent('₹1,25,000');
    expect(screen.getByText('Dates').nextElementSibling).toHaveTextContent('01/05/2025 – 03/05/2025');
  });

  it('labels the same facts in Hindi, numbers and dates written the same way', async () => {
    await i18n.changeLanguage('hi');
    render(<BatchSummary batch={batch} />);
    expect(screen.getByText('प्रति उम्मीदवार फ़ीस').nextElementSibling).toHaveTextContent('₹1,25,000');
    expect(screen.getByText('तारीखें').nextElementSibling).toHaveTextContent('01/05/2025 – 03/05/2025');
    expect(screen.getByText('परीक्षा केंद्र').nextElementSibling).toHaveTextContent('Govt ITI Pune');
  });
});
