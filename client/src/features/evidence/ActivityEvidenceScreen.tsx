import { evidenceKindBySlug } from '@assessor/contract';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useNavigate, useParams } from 'react-router-dom';
import { EvidenceTab } from './parts/EvidenceTab.tsx';
import { paths } from '../../paths/paths.ts';
import { useBackTo, useScreenTitle } from '../../lib/screenFrame.ts';

/** `/batch/:batchID/assessment/activities/:activity/:tabID/:date?`: one evidence tab on one day. */
export default function ActivityEvidenceScreen() {
  const { t } = useTranslation('evidence');
  const navigate = useNavigate();
  const { batchID = '', activity = '', tabID = '', date } = useParams();
  const spec = evidenceKindBySlug(activity);
  const back = paths.batch.activities.to({ batchID });
  useBackTo(back);
  // The tab's own name ("Group Photos") is the screen's name, in the bar too.
  useScreenTitle(spec?.tabName ?? activity);
  return (
    <section>
      <h1 className="h4">{spec?.tabName ?? activity}</h1>
      {spec ? (
        <EvidenceTab
          key={spec.slug}
          spec={spec}
          batchId={batchID}
          tabId={tabID}
          date={date}
          onDateChange={(day) => navigate(paths.batch.activity.to({ batchID, activity, tabID, date: day }))}
        />
      ) : (
        <div className="alert alert-warning" role="alert">
          {t('unknownActivity', { slug: activity })}
        </div>
      )}
    </section>
  );
}
