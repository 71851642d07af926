import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { Batch } from '../../../api/models.ts';
import { HomeBatch } from './HomeBatch.tsx';

/** The next batch that has not started yet (an ongoing one is today's work, not "next"); the whole card opens it. */
export function NextBatch({ batch }: { batch: Batch | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section className="card mb-3 position-relative" aria-labelledby="next-batch">
      <div className="card-body">
        <h2 id="next-batch" className="h6 card-title">
          {t('nextBatch')}
        </h2>
        {batch ? <HomeBatch batch={batch} /> : <p className="mb-0 text-body-secondary">{t('noNextBatch')}</p>}
      </div>
    </section>
  );
}
