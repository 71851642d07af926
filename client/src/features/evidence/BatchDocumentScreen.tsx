import { evidenceKindBySlug } from '@assessor/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useLocation, useParams } from 'react-router-dom';
import { EvidenceTab } from './parts/EvidenceTab.tsx';
import { paths } from '../../paths/paths.ts';

/** `/batch/:batchID/assessment/batch-documents/<slug>/:tabID`: a document tab, with the same upload and gallery. */
export default function BatchDocumentScreen() {
  const { t } = useTranslation('evidence');
  const { batchID = '', tabID = '' } = useParams();
  // The slug is a literal segment of this route (spec §2), the one before the tab id.
  const slug = useLocation().pathname.split('/').at(-2) ?? '';
  const spec = evidenceKindBySlug(slug);
  const [date, setDate] = useState<string | undefined>(undefined);
  return (
    <section>
      <Link to={paths.batch.documents.to({ batchID })} className="small">
        {t('batchDocuments')}
      </Link>
      <h1 className="h4 mt-2">{spec?.tabName ?? slug}</h1>
      {spec ? (
        <EvidenceTab key={spec.slug} spec={spec} batchId={batchID} tabId={tabID} date={date} onDateChange={setDate} />
      ) : (
        <div className="alert alert-warning" role="alert">
          {t('unknownActivity', { slug })}
        </div>
      )}
    </section>
  );
}
