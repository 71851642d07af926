import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TabList } from './parts/TabList.tsx';

/** `/batch/:batchID/assessment/activities`: the 11 evidence tabs with their counts and the batch's X/11. */
export default function ActivitiesScreen() {
  const { t } = useTranslation('evidence');
  const { batchID = '' } = useParams();
  const base = `/batch/${batchID}/assessment`;
  return (
    <section>
      <h1 className="h4">{t('activitiesTitle')}</h1>
      <TabList batchId={batchID} linkOf={(slug, tabId) => `${base}/activities/${slug}/${tabId}`} />
      <Link to={`${base}/batch-documents`} className="btn btn-outline-primary mt-3">{t('batchDocuments')}</Link>
    </section>
  );
}
