import { Fragment } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import type { Batch } from '../api/models.ts';
import { batchFacts } from '../api/batchFacts.ts';
import { formatNumber } from '../lib/locale.ts';
import { formatDateRange, formatTimeRange } from '../lib/times.ts';

/** The facts an assessor decides on: job role, centre, dates and times, candidates, fee. Absent fields are left out. */
export function BatchSummary({ batch, full = false }: { batch: Batch; full?: boolean }) {
  const { t, i18n } = useTranslation('batches');
  const facts = batchFacts(batch);
  const dates = formatDateRange(batch.startDate, batch.endDate);
  const times = formatTimeRange(batch.startTime, batch.endTime);
  const rows: (readonly [string, string | number | undefined])[] = [
    ['jobRole', facts.jobRole],
    ['examCentre', batch.examCenterName],
    ['dates', dates],
    ['time', times],
    ['candidates', batch.batchSize],
    ['fee', facts.fee === undefined ? undefined : t('feeValue', { fee: formatNumber(facts.fee, i18n.language) })],
    ...(full
      ? ([
          ['qpCode', facts.qpCode],
          ['scheme', [batch.schemeName, batch.subSchemeName].filter(Boolean).join(' – ')],
          ['mode', batch.batchMode],
          ['client', facts.client],
        ] as const)
      : []),
  ];
  return (
    <dl className="facts small">
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`fields.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
