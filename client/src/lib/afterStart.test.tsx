import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Shows whether the start has settled, as the notification poll asks it. */
async function probe() {
  const { useAfterStart } = await import('./afterStart.ts');
  return function Probe({ name }: { name: string }) {
    return <p>{name}: {useAfterStart() ? 'settled' : 'starting'}</p>;
  };
}

describe('useAfterStart', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    vi.resetModules();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => { idle.push(callback); return idle.length; });
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('is false until the browser is first idle, then true for every later mount at once', async () => {
    const Probe = await probe();
    const first = render(<Probe name="bell" />);
    expect(screen.getByText('bell: starting')).toBeInTheDocument();
    render(<Probe name="banner" />);
    // One idle request however many ask.
    expect(idle).toHaveLength(1);

    act(() => idle[0]!());
    expect(screen.getByText('bell: settled')).toBeInTheDocument();
    expect(screen.getByText('banner: settled')).toBeInTheDocument();

    first.unmount();
    render(<Probe name="list" />);
    expect(screen.getByText('list: settled')).toBeInTheDocument();
  });

  it('asks with a time limit, so a phone that is never idle still settles', async () => {
    const asked = vi.fn();
    vi.stubGlobal('requestIdleCallback', asked);
    const Probe = await probe();
    render(<Probe name="bell" />);
    expect(asked).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it('settles on the next turn where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const Probe = await probe();
    render(<Probe name="bell" />);
    expect(screen.getByText('bell: starting')).toBeInTheDocument();
    expect(await screen.findByText('bell: settled')).toBeInTheDocument();
  });
});
