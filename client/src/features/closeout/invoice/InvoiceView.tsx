import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { i18n } from '../../../i18n/index.ts';
import { invoiceAddsUp, invoiceRows, type Invoice } from './invoiceFacts.ts';

/** The generated invoice: its facts (the number once), a warning when the figures do not add up, the PDF download. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('closeout');
  const [state, setState] = useState<'idle' | 'preparing' | 'failed' | 'saved'>('idle');
  const file = `invoice-${invoice.batchId}.pdf`;
  const rows = invoiceRows(invoice, t);

  async function download() {
    setState('preparing');
    try {
      // Loaded on demand: jsPDF stays out of every bundle until the assessor downloads.
      const { invoicePdf, downloadPdf } = await import('./invoicePdf.ts');
      const en = i18n.getFixedT('en', 'closeout');
      const pdfRows = invoiceRows(invoice, en).map(([key, value]): [string, string] => [en(key), value]);
      downloadPdf(invoicePdf(invoice, en('invoice.pdfTitle'), pdfRows), file);
      // The browser saves without a word on many phones: the screen says it is done and under which name.
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className="card mb-3" aria-labelledby="invoice-facts-title">
      <div className="card-body">
        <h2 id="invoice-facts-title" className="h5">
          {t('invoice.factsTitle')}
        </h2>
        {invoiceAddsUp(invoice) ? null : (
          <div className="alert alert-warning" role="alert">
            {t('invoice.mismatch')}
          </div>
        )}
        <dl className="row mb-3">
          {rows.map(([key, value]) => (
            <div key={key} className="col-12 d-flex flex-column border-bottom py-1">
              <dt id={`fact-${key}`} className="col-sm-5 small text-body-secondary fw-normal">
                {t(key)}
              </dt>
              <dd
                aria-labelledby={`fact-${key}`}
                className={`col-sm-7 mb-0 text-break${key === 'invoice.total' ? ' fw-bold' : ''}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className="btn btn-primary w-100"
          style={{ minHeight: 48 }}
          disabled={state === 'preparing'}
          onClick={() => void download()}
        >
          {state === 'preparing' ? t('invoice.preparing') : t('invoice.download')}
        </button>
        {state === 'failed' ? (
          <div className="alert alert-danger mt-2 mb-0" role="alert">
            {t('invoice.pdfFailed')}
          </div>
        ) : null}
        <div role="status" className={state === 'saved' ? 'alert alert-success mt-2 mb-0' : ''}>
          {state === 'saved' ? t('invoice.downloaded', { file }) : null}
        </div>
      </div>
    </section>
  );
}
