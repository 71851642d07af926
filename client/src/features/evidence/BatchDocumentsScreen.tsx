import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TabList } from './parts/TabList.tsx';
import { documentSlugs } from './slots.ts';

/** `/batch/:batchID/assessment/batch-documents`: TP declaration, annexure, other documents, attendance sheet. */
export default function BatchDocumentsScreen() {
  const { t } = useTranslation('evidence');
  const { batchID = '' } = useParams();
  const base = `/batch/${batchID}/assessment`;
  return (
    <section>
      <Link to={`${base}/activities`} className="small">{t('backToActivities')}</Link>
      <h1 className="h4 mt-2">{t('batchDocumentsTitle')}</h1>
      <TabList batchId={batchID} slugs={documentSlugs} linkOf={(slug, tabId) => `${base}/batch-documents/${slug}/${tabId}`} />
    </section>
  );
}
