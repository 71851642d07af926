import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/renderWithProviders.tsx';
import { CompletenessList } from './CompletenessList.tsx';
import type { PartState } from './summary.ts';

const show = (parts: PartState[]) => renderRoutes([{ path: '/', element: <CompletenessList parts={parts} /> }], '/');

const evidenceLine = {
  key: 'check.evidenceDay',
  values: { date: '02-03-2025', done: 9, total: 11, tabs: 'TP Declaration, Others' },
  to: '/batch/b1/assessment/activities',
};

describe('CompletenessList', () => {
  it('lists what is missing as links to the screens that fix it, and counts it', () => {
    show([
      { part: 'evidence', state: 'checked', lines: [evidenceLine] },
      { part: 'marks', state: 'checked', lines: [] },
    ]);
    const check = screen.getByRole('region', { name: 'Completeness check' });
    expect(within(check).getByRole('status')).toHaveTextContent('1 thing missing');
    expect(
      within(check).getByRole('link', { name: '02-03-2025: 9/11 evidence tabs. Missing: TP Declaration, Others' }),
    ).toHaveAttribute('href', '/batch/b1/assessment/activities');
    expect(within(check).getByText('Complete')).toBeInTheDocument();
    expect(check).toHaveAttribute('data-complete', 'false');
  });

  it('is green when nothing is missing', () => {
    show([{ part: 'evidence', state: 'checked', lines: [] }]);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing is missing.');
    expect(screen.getByRole('region', { name: 'Completeness check' })).toHaveAttribute('data-complete', 'true');
    expect(screen.getByText('Complete')).toBeInTheDocument();
  });

  it('names a section in a marks line, and offers a retry for a part that failed', async () => {
    const retry = vi.fn();
    const { user } = show([
      {
        part: 'marks',
        state: 'checked',
        lines: [{ key: 'check.marks', values: { section: 'viva', count: 2, names: 'A, B' }, to: '/m' }],
      },
      { part: 'evidence', state: 'error', retry },
    ]);
    expect(screen.getByRole('link', { name: 'Viva: no marks for 2 candidates: A, B' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
