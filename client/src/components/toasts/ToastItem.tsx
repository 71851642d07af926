import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { opacityFor, shouldDismiss } from './dragToDismiss.ts';
import type { Toast } from '../../lib/toastStore.ts';

const levelClass = { success: 'text-bg-success', error: 'text-bg-danger', warning: 'text-bg-warning' } as const;

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation();
  const startX = useRef<number | null>(null);
  const width = useRef(0);
  const [dx, setDx] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    startX.current = event.clientX;
    width.current = event.currentTarget.getBoundingClientRect().width;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setDx(event.clientX - startX.current);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (shouldDismiss(distance, width.current)) onDismiss();
    else setDx(0);
  };

  return (
    <div
      className={`toast show align-items-center border-0 ${levelClass[toast.level]}`}
      role={toast.level === 'success' ? 'status' : 'alert'}
      style={{ transform: `translateX(${dx}px)`, opacity: opacityFor(dx, width.current), touchAction: 'pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        startX.current = null;
        setDx(0);
      }}
    >
      <div className="d-flex">
        <div className="toast-body">{toast.text}</div>
        <button
          type="button"
          className="btn-close btn-close-white flex-shrink-0"
          aria-label={t('close')}
          onClick={onDismiss}
        />
      </div>
    </div>
  );
}
