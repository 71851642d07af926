import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })));

/**
 * <ConfirmDialog> whose code (react-bootstrap's modal and its helpers) loads the first time it is shown, then stays
 * mounted so that it closes with its fade. For a part of a first screen whose dialog is rarely opened (the main menu's
 * logout), so that the first load does not carry the modal. The service worker precaches the chunk like every other.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.show);
  if (props.show && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
