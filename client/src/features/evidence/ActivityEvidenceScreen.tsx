import { evidenceKindBySlug } from '@assessor/contract';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EvidenceTab } from './parts/EvidenceTab.tsx';
import { paths } from '../../paths/paths.ts';

/** `/batch/:batchID/assessment/activities/:activity/:tabID/:date?`: one evidence tab on one day. */
export default function ActivityEvidenceScreen() {
  const { t } = useTranslation('evidence');
  const navigate = useNavigate();
  const { batchID = '', activity = '', tabID = '', date } = useParams();
  const spec = evidenceKindBySlug(activity);
  const back = paths.batch.activities.to({ batchID });
  return (
    <section>
      <Link to={back} className="small">{t('backToActivities')}</Link>
      <h1 className="h4 mt-2">{spec?.tabName ?? activity}</h1>
      {spec ? (
        <EvidenceTab key={spec.slug} spec={spec} batchId={batchID} tabId={tabID} date={date}
          onDateChange={(day) => navigate(paths.batch.activity.to({ batchID, activity, tabID, date: day }))} />
      ) : (
        <div className="alert alert-warning" role="alert">{t('unknownActivity', { slug: activity })}</div>
      )}
    </section>
  );
}
