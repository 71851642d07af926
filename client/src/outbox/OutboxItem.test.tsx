import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Outbox } from './outbox.ts';
import { OutboxList } from './OutboxItem.tsx';
import type { EntryView } from './types.ts';

/** A stored entry as a screen sees it; the outbox is not called unless a button is pressed. */
function entry(view: Partial<EntryView>): EntryView {
  return {
    id: 'id-1',
    seq: 1,
    owner: 'a1',
    createdAt: 0,
    state: 'waiting',
    attempts: 1,
    nextAt: 0,
    done: 0,
    call: 'raiseIssue',
    batchKey: 'batch:1',
    scope: 'issues/1',
    label: 'Power failure',
    sending: false,
    progress: 0,
    ...view,
  };
}

const renderEntry = (view: Partial<EntryView>) => render(<OutboxList entries={[entry(view)]} outbox={{} as Outbox} />);

describe('<OutboxItem>', () => {
  it('a capture kept after the network failed shows only its kept state: no error beside it', () => {
    renderEntry({ error: { status: 'NETWORK', message: 'Network Error' } });
    expect(screen.getByRole('status')).toHaveTextContent('Kept on this phone, sent by itself');
    expect(screen.queryByText(/Network Error/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what the server answered when it failed, and that it tries again', () => {
    renderEntry({ error: { status: 500, message: 'Internal Server Error' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not sent yet: Internal Server Error. Trying again by itself.',
    );
  });

  it('shows a refusal as an alert', () => {
    renderEntry({ state: 'failed', error: { status: 400, message: 'Batch not found' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Batch not found');
  });
});
