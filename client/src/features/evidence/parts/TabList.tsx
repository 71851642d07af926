import { skipToken } from '@reduxjs/toolkit/query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks.ts';
import { Loader } from '../../../components/Loader.tsx';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useActivityCountQuery } from '../api.ts';
import { tabTitle, withSlug } from '../tabSlug.ts';

interface Props<Slug extends string> {
  batchId: string;
  /** Only these tabs, when given (batch documents); `linkOf` then receives only these slugs. */
  slugs?: readonly Slug[];
  linkOf: (slug: Slug, tabId: string) => string;
}

/** The evidence tabs of a batch with their file count and done status, and the X/11 progress. */
export function TabList<Slug extends string = string>({ batchId, slugs, linkOf }: Props<Slug>) {
  const { t } = useTranslation('evidence');
  const assesorId = useAppSelector(selectAssessorId);
  const count = useActivityCountQuery(assesorId ? { query: { batchId, assesorId } } : skipToken);
  if (count.isLoading) return <Loader fullScreen={false} />;
  if (count.isError || !count.data) {
    return (
      <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
        {t('loadFailed')}
        <Button size="sm" variant="outline-danger" onClick={() => void count.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { completedTabs, totalTabs } = count.data;
  const wanted = (slug: string): slug is Slug => !slugs || (slugs as readonly string[]).includes(slug);
  const tabs = count.data.tabs.map(withSlug).flatMap((tab) => (wanted(tab.slug) ? [{ ...tab, slug: tab.slug }] : []));
  return (
    <>
      <p className="fw-semibold" role="status" aria-label={t('progressLabel')}>
        {t('progress', { done: completedTabs, total: totalTabs })}
      </p>
      {tabs.length === 0 ? (
        <p className="text-body-secondary">{t('noTabs')}</p>
      ) : (
        <ul className="list-group">
          {tabs.map((tab) => (
            <li key={tab._id} className="list-group-item">
              <Link
                to={linkOf(tab.slug, tab._id)}
                className="d-flex justify-content-between align-items-center gap-2 text-decoration-none"
              >
                <span>
                  <span className="d-block fw-semibold">{tabTitle(tab)}</span>
                  {tab.fileCount !== undefined ? (
                    <span className="small text-body-secondary">{t('fileCount', { count: tab.fileCount })}</span>
                  ) : null}
                </span>
                <span className={`badge ${tab.tabStatus ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {tab.tabStatus ? t('done') : t('notDone')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
