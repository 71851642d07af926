import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotAvailable } from '../../components/NotAvailable.tsx';
import { paths } from '../../paths/paths.ts';

/** A route whose screen is not built yet; under a batch it leads back to that batch rather than home. */
export default function NotBuiltScreen({ screen }: { screen: string }) {
  const { t } = useTranslation('batches');
  const batchID = useParams().batchID;
  const back = batchID ? { to: paths.batch.assessment.to({ batchID }), label: t('details.backToBatch') } : undefined;
  return <NotAvailable screen={screen} {...(back ? { back } : {})} />;
}
