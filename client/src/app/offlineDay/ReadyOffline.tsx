import { indiaClockAt } from '@assessor/contract';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useDayReady, type TodayBatch } from './useDayReady.ts';

/**
 * On today's batch: whether its whole day is kept on the phone for a day without signal ("Ready offline · 10:42"),
 * the download on its way with a bar, or what failed with a retry. Nothing for a batch that is not today's work.
 */
export function ReadyOffline({ batch }: { batch: TodayBatch }) {
  const { t } = useTranslation('batches');
  const { progress, retry } = useDayReady([batch], { opened: true });
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0;
  return (
    <div className="mb-3 small" data-testid="ready-offline">
      {progress.state === 'preparing' ? (
        <>
          <p className="mb-1" role="status">
            {t('offlineDay.preparing', { done: progress.done, total: progress.total })}
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('offlineDay.preparingLabel')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : null}
      {progress.state === 'ready' && progress.readyAt ? (
        <p className="mb-0 text-success-emphasis" role="status">
          {t('offlineDay.ready', { time: indiaClockAt(progress.readyAt) })}
        </p>
      ) : null}
      {progress.state === 'incomplete' ? (
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <p className="mb-0 text-warning-emphasis" role="status">
            {progress.readyAt
              ? t('offlineDay.incompleteSince', { count: progress.failed, time: indiaClockAt(progress.readyAt) })
              : t('offlineDay.incomplete', { count: progress.failed })}
          </p>
          <button type="button" className="btn btn-outline-primary btn-sm" style={{ minHeight: 48 }} onClick={retry}>
            {t('offlineDay.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
