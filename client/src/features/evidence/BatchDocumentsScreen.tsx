import { useTranslation } from '../../i18n/useTranslation.ts';
import { useParams } from 'react-router-dom';
import { TabList } from './parts/TabList.tsx';
import { batchDocumentSlugs, paths } from '../../paths/paths.ts';
import { useBackTo } from '../../lib/screenFrame.ts';

/** `/batch/:batchID/assessment/batch-documents`: TP declaration, annexure, other documents, attendance sheet. */
export default function BatchDocumentsScreen() {
  const { t } = useTranslation('evidence');
  const { batchID = '' } = useParams();
  useBackTo(paths.batch.activities.to({ batchID }));
  return (
    <section>
      <h1 className="h4">{t('batchDocumentsTitle')}</h1>
      <TabList
        batchId={batchID}
        slugs={batchDocumentSlugs}
        linkOf={(slug, tabID) => paths.batch.document[slug].to({ batchID, tabID })}
      />
    </section>
  );
}
