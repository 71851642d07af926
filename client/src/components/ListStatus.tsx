import type { ReactNode } from 'react';
import { isApiError } from '../api/types.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { screenMessage } from '../session/screenMessage.ts';
import { Loader } from './Loader.tsx';

interface ListStatusProps {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  /**
   * What to say, without an error's red, when the list could not be read for want of a network: on a screen that
   * keeps captures on the phone, a red error beside a kept capture reads as if the capture failed.
   */
  offlineText?: string;
  children: ReactNode;
}

/** The loading, error and empty states every list has; the list itself otherwise. */
export function ListStatus({ isLoading, error, isEmpty, emptyText, onRetry, offlineText, children }: ListStatusProps) {
  const { t } = useTranslation();
  if (isLoading) return <Loader fullScreen={false} />;
  if (offlineText && isApiError(error) && error.status === 'NETWORK') {
    return (
      <div className="d-flex justify-content-between align-items-center gap-2 text-body-secondary py-2">
        <span>{offlineText}</span>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (error) {
    return (
      <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
        <span>{screenMessage(error, t('listError'))}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (isEmpty) return <p className="text-body-secondary text-center py-4">{emptyText}</p>;
  return <>{children}</>;
}
