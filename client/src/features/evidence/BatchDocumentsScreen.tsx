import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { TabList } from './parts/TabList.tsx';
import { batchDocumentSlugs, paths } from '../../paths/paths.ts';

/** `/batch/:batchID/assessment/batch-documents`: TP declaration, annexure, other documents, attendance sheet. */
export default function BatchDocumentsScreen() {
  const { t } = useTranslation('evidence');
  const { batchID = '' } = useParams();
  return (
    <section>
      <Link to={paths.batch.activities.to({ batchID })} className="small">{t('backToActivities')}</Link>
      <h1 className="h4 mt-2">{t('batchDocumentsTitle')}</h1>
      <TabList batchId={batchID} slugs={batchDocumentSlugs}
        linkOf={(slug, tabID) => paths.batch.document[slug].to({ batchID, tabID })} />
    </section>
  );
}
