import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useParams } from 'react-router-dom';
import { TabList } from './parts/TabList.tsx';
import { paths } from '../../paths/paths.ts';

/** `/batch/:batchID/assessment/activities`: the 11 evidence tabs with their counts and the batch's X/11. */
export default function ActivitiesScreen() {
  const { t } = useTranslation('evidence');
  const { batchID = '' } = useParams();
  return (
    <section>
      <h1 className="h4">{t('activitiesTitle')}</h1>
      <TabList batchId={batchID} linkOf={(activity, tabID) => paths.batch.activity.to({ batchID, activity, tabID })} />
      <Link to={paths.batch.documents.to({ batchID })} className="btn btn-outline-primary mt-3">
        {t('batchDocuments')}
      </Link>
    </section>
  );
}
