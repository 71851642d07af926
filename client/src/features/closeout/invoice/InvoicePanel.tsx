import { invoiceBlockers } from '@assessor/contract';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../../api/types.ts';
import { paths } from '../../../paths/paths.ts';
import { screenMessage } from '../../../session/screenMessage.ts';
import { useGenerateInvoiceMutation } from '../api.ts';
import { InvoiceView } from './InvoiceView.tsx';

type Blocker = (typeof invoiceBlockers)[number];

/** What the server says keeps the invoice back (409 `error.missing`), or null for another failure. */
function blockersOf(error: unknown): Blocker[] | null {
  const payload = (error as ApiError | undefined)?.error as { missing?: unknown } | undefined;
  if ((error as ApiError | undefined)?.status !== 409 || !Array.isArray(payload?.missing)) return null;
  return payload.missing.filter((code): code is Blocker => invoiceBlockers.includes(code as Blocker));
}

function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation('closeout');
  const blockers = blockersOf(error);
  if (!blockers || blockers.length === 0) {
    return (
      <div className="alert alert-danger" role="alert">
        {screenMessage(error, t('invoice.failed'))}
      </div>
    );
  }
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-1">{t('invoice.blocked')}</p>
      <ul className="mb-0">
        {blockers.map((code) => (
          <li key={code}>{t(`invoice.blockers.${code}`)}</li>
        ))}
      </ul>
      {blockers.includes('bankDetails') ? (
        <Link
          to={paths.profile.bankDetails.to()}
          className="alert-link d-inline-flex align-items-center"
          style={{ minHeight: 48 }}
        >
          {t('invoice.bankLink')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Generating the invoice of a batch. Not through the outbox: the assessor waits for the answer to see it, and the
 * call is safe to repeat (the server records the invoice once and answers the same number every time).
 */
export function InvoicePanel({ batchId, ready }: { batchId: string; ready: boolean }) {
  const { t } = useTranslation('closeout');
  const [generate, result] = useGenerateInvoiceMutation();
  if (result.data) return <InvoiceView invoice={result.data} />;
  return (
    <section className="mb-3" aria-labelledby="invoice-generate-title">
      <h2 id="invoice-generate-title" className="h5">
        {t('invoice.generateTitle')}
      </h2>
      <p className="small">{t('invoice.intro')}</p>
      {ready ? null : (
        <div className="alert alert-warning" role="status">
          {t('invoice.notReady')}
        </div>
      )}
      {result.error ? <Refusal error={result.error} /> : null}
      <button
        type="button"
        className="btn btn-primary w-100"
        style={{ minHeight: 48 }}
        disabled={!ready || result.isLoading}
        onClick={() => void generate({ body: { batch_id: batchId } })}
      >
        {result.isLoading ? t('invoice.generating') : t('invoice.generate')}
      </button>
    </section>
  );
}
