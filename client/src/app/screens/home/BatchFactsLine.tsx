import type { Batch } from '../../../api/models.ts';
import { batchFacts } from '../../../api/batchFacts.ts';
import { formatDateRange, formatTimeRange } from '../../../lib/times.ts';

/** Centre, then dates start–end and times, of a home card. */
export function BatchFactsLine({ batch }: { batch: Batch }) {
  const jobRole = batchFacts(batch).jobRole;
  return (
    <>
      {jobRole ? <p className="mb-1">{jobRole}</p> : null}
      {batch.examCenterName ? <p className="mb-1 fw-semibold">{batch.examCenterName}</p> : null}
      <p className="mb-0 text-body-secondary">
        {[formatDateRange(batch.startDate, batch.endDate), formatTimeRange(batch.startTime, batch.endTime)]
          .filter(Boolean)
          .join(', ')}
      </p>
    </>
  );
}
