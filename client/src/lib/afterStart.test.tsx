import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Shows whether the start has settled, as the notification poll asks it. */
async function probe() {
  const { useAfterStart } = await import('./afterStart.ts');
  return function Probe({ name }: { name: string }) {
    return (
      <p>
        {name}: {useAfterStart() ? 'settled' : 'starting'}
      </p>
    );
  };
}

describe('useAfterStart', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    vi.resetModules();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.push(callback);
      return idle.length;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

describe('whenStartSettled', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.push(callback);
      return idle.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Lets the awaited promises run, without moving the clock. */
  const turns = () => vi.advanceTimersByTimeAsync(0);

  it('waits for the first screen, then for an idle moment', async () => {
    const { firstScreenShown, whenStartSettled } = await import('./afterStart.ts');
    let settled = false;
    void whenStartSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(4000);
    expect(idle).toHaveLength(0);
    firstScreenShown();
    await turns();
    expect(idle).toHaveLength(1);
    expect(settled).toBe(false);
    idle[0]!();
    await turns();
    expect(settled).toBe(true);
  });

  it('waits at most FIRST_SCREEN_LIMIT_MS for a first screen that never says it is shown', async () => {
    const { FIRST_SCREEN_LIMIT_MS, whenStartSettled } = await import('./afterStart.ts');
    void whenStartSettled();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_LIMIT_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
  });

  it('waits for the page to load first', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { firstScreenShown, whenStartSettled } = await import('./afterStart.ts');
    void whenStartSettled();
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await turns();
    expect(idle).toHaveLength(1);
  });

  it('counts a first screen drawn by a layout as shown, unless that screen says so itself', async () => {
    const { whenStartSettled } = await import('./afterStart.ts');
    const { useDropPrerendered } = await import('./prerendered.ts');
    function Frame({ screenSaysShown }: { screenSaysShown: boolean }) {
      useDropPrerendered({ keepSnapshot: true, screenSaysShown });
      return null;
    }
    void whenStartSettled();
    const home = render(<Frame screenSaysShown />);
    await turns();
    expect(idle).toHaveLength(0);
    home.rerender(<Frame screenSaysShown={false} />);
    await turns();
    expect(idle).toHaveLength(1);
  });
});
