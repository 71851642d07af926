import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/** Class of a bottom-bar item: a 56 px high, at least 48 px wide target with its icon over its label. */
export const bottomItemClass =
  'nav-link d-flex flex-column align-items-center justify-content-center gap-1 px-1 py-1 position-relative lh-1 w-100';
// 12 px at the least (0.75rem): an 11 px label was too small to read, in Devanagari above all.
export const bottomItemStyle = { minHeight: 56, minWidth: 48, fontSize: '0.75rem' } as const;
/** An item's label: one line, ending in "…" when large text makes it wider than the item (the name stays whole). */
export const bottomLabelClass = 'text-truncate mw-100';

interface BottomNavItemProps {
  to: string;
  label: string;
  /** What the badge counts, read after it ("pending"): the name is the visible text plus this, never other words. */
  hint?: string;
  icon: ReactNode;
  badge?: number;
  end?: boolean;
}

/** One destination of the bottom bar; NavLink sets `aria-current="page"` on the active one, which also stands out. */
export function BottomNavItem({ to, label, hint, icon, badge, end }: BottomNavItemProps) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `${bottomItemClass} ${isActive ? 'text-primary fw-semibold' : 'text-body-secondary'}`
      }
      style={bottomItemStyle}
    >
      {icon}
      <span className={bottomLabelClass}>{label}</span>
      {badge ? (
        <>
          {' '}
          <Badge count={badge} />
          {hint ? <span className="visually-hidden"> {hint}</span> : null}
        </>
      ) : null}
    </NavLink>
  );
}

/** The count on an item's icon: part of the item's name, after the label ("Requests 8 pending"), as it is seen. */
export function Badge({ count }: { count: number }) {
  return (
    <span
      className="position-absolute top-0 start-50 badge rounded-pill bg-danger"
      style={{ marginLeft: 4, marginTop: 2 }}
    >
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
