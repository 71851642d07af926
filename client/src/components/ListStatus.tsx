import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { screenMessage } from '../session/screenMessage.ts';
import { Loader } from './Loader.tsx';

interface ListStatusProps {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The loading, error and empty states every list has; the list itself otherwise. */
export function ListStatus({ isLoading, error, isEmpty, emptyText, onRetry, children }: ListStatusProps) {
  const { t } = useTranslation();
  if (isLoading) return <Loader fullScreen={false} />;
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
