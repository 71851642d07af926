import { useTranslation } from '../i18n/useTranslation.ts';

/** Previous / next over `totalPages` (api-facts §1 pagination); nothing when there is one page. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="d-flex justify-content-between align-items-center mt-3">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <span>{t('pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
