import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/types.ts';
import { ListStatus } from './ListStatus.tsx';

function renderList(error: ApiError, offlineText?: string) {
  const onRetry = vi.fn();
  render(
    <ListStatus
      isLoading={false}
      error={error}
      isEmpty={false}
      emptyText="None"
      onRetry={onRetry}
      offlineText={offlineText}
    >
      <p>the list</p>
    </ListStatus>,
  );
  return onRetry;
}

const network: ApiError = { status: 'NETWORK', message: 'Network Error' };

describe('<ListStatus>', () => {
  it('says a list that could not go out for want of a network without red, where the screen asks, and retries', async () => {
    const onRetry = renderList(network, 'Shown when the server can be reached.');
    expect(screen.getByText('Shown when the server can be reached.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("keeps the red alert for a server's failure", () => {
    renderList({ status: 500, message: 'Internal Server Error' }, 'Shown when the server can be reached.');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Shown when the server can be reached.')).not.toBeInTheDocument();
  });

  it('keeps the red alert for the network where the screen gives no offline text', () => {
    renderList(network);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
  });
});
