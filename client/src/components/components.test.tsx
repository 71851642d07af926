import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { breakpoints } from '../styles/breakpoints.ts';

import { setViewportWidth } from '../test/matchMedia.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { LazyConfirmDialog } from './LazyConfirmDialog.tsx';
import { Loader } from './Loader.tsx';
import { MobileOnly } from './MobileOnly.tsx';

describe('<MobileOnly>', () => {
  it('switches to “Only for mobile devices” above 2768 px and back', () => {
    render(<MobileOnly>app</MobileOnly>);
    expect(screen.getByText('app')).toBeInTheDocument();
    act(() => setViewportWidth(2769));
    expect(screen.getByRole('heading', { name: 'Only for mobile devices' })).toBeInTheDocument();
    act(() => setViewportWidth(2768));
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});

describe('<ConfirmDialog>', () => {
  it('offers OK, No and Cancel by default', async () => {
    const onConfirm = vi.fn();
    const onDeny = vi.fn();
    render(<ConfirmDialog show title="Delete?" onConfirm={onConfirm} onDeny={onDeny} onCancel={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onDeny).toHaveBeenCalledOnce();
  });
});

describe('<LazyConfirmDialog>', () => {
  it('renders nothing until first shown, then the dialog, which answers and closes', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <LazyConfirmDialog show={false} title="Log out?" onConfirm={onConfirm} onCancel={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<LazyConfirmDialog show title="Log out?" onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Log out?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(<LazyConfirmDialog show={false} title="Log out?" onConfirm={onConfirm} onCancel={() => undefined} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('<Loader>', () => {
  it('is announced as a status', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('breakpoints', () => {
  it('are the spec values, the same in TypeScript and SCSS', () => {
    expect(Object.values(breakpoints)).toEqual([0, 600, 900, 1200, 1536]);
    const scss = readFileSync(resolve(__dirname, '../styles/_variables.scss'), 'utf8');
    for (const [name, px] of Object.entries(breakpoints)) {
      expect(scss).toMatch(new RegExp(`${name}: ${px}(px)?,`));
    }
  });
});

describe('theme colour', () => {
  it('is the top bar colour ($primary), so the phone status bar matches the bar', () => {
    const scss = readFileSync(resolve(__dirname, '../styles/_variables.scss'), 'utf8');
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const primary = /^\$primary: (#[0-9a-f]{6});/m.exec(scss)?.[1];
    expect(scss).toMatch(/^\$app-bar-bg: \$primary;/m);
    expect(html).toContain(`<meta name="theme-color" content="${primary}" />`);
  });
});
