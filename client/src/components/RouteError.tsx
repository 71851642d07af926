import { useTranslation } from '../i18n/useTranslation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDropPrerendered } from '../lib/prerendered.ts';
import { NotFound } from './NotFound.tsx';

/** Error boundary of a route layer: a 404 shows the not-found screen, anything else the generic failure. */
export function RouteError() {
  const error = useRouteError();
  useDropPrerendered();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <section className="py-5 text-center" role="alert">
      <h1 className="h4">{t('unexpectedError')}</h1>
      <button type="button" className="btn btn-outline-primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </section>
  );
}
