import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/** Class of a bottom-bar item: a 56 px high, at least 48 px wide target with its icon over its label. */
export const bottomItemClass = 'nav-link d-flex flex-column align-items-center justify-content-center gap-1 px-1 py-1 position-relative lh-1 w-100';
export const bottomItemStyle = { minHeight: 56, minWidth: 48, fontSize: '0.6875rem' } as const;
/** An item's label: one line, ending in "…" when large text makes it wider than the item (the name stays whole). */
export const bottomLabelClass = 'text-truncate mw-100';

interface BottomNavItemProps {
  to: string;
  label: string;
  /** The accessible name when it says more than the label (a count). */
  name?: string;
  icon: ReactNode;
  badge?: number;
  end?: boolean;
}

/** One destination of the bottom bar; NavLink sets `aria-current="page"` on the active one, which also stands out. */
export function BottomNavItem({ to, label, name, icon, badge, end }: BottomNavItemProps) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => `${bottomItemClass} ${isActive ? 'text-primary fw-semibold' : 'text-body-secondary'}`}
      style={bottomItemStyle} aria-label={name}>
      {icon}
      <span className={bottomLabelClass}>{label}</span>
      {badge ? <Badge count={badge} /> : null}
    </NavLink>
  );
}

/** The count on an item's icon; the item's name says it, so it is hidden from screen readers. */
export function Badge({ count }: { count: number }) {
  return (
    <span className="position-absolute top-0 start-50 badge rounded-pill bg-danger" style={{ marginLeft: 4, marginTop: 2 }} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** A 22 px Bootstrap Icons glyph (paths in navIcons.ts). */
export function Icon({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
