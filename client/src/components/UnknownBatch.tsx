import { useTranslation } from '../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { isApiError } from '../api/types.ts';
import { paths } from '../paths/paths.ts';

/**
 * A batch the API does not know (404; 400 for a malformed id or the real API's "Batch not found"), that is not the
 * assessor's (403), or that answered nothing: trying again cannot help, so the way back to My batches is offered.
 * Network and server failures keep their "Try again".
 */
export function isUnknownBatch(error: unknown, batch: unknown): boolean {
  if (!error) return !batch;
  return isApiError(error) && (error.status === 400 || error.status === 403 || error.status === 404);
}

export function UnknownBatch({ error }: { error: unknown }) {
  const { t } = useTranslation('batches');
  const why = isApiError(error) && error.status === 403 ? error.message : undefined;
  return (
    <div className="py-4 text-center">
      <h1 className="h4">{t('details.notFound')}</h1>
      {why ? <p className="text-body-secondary">{why}</p> : null}
      <Link to={paths.myBatches.to()} className="btn btn-primary">
        {t('details.backToBatches')}
      </Link>
    </div>
  );
}
