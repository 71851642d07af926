import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../i18n/useTranslation.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import type { Outbox } from './outbox.ts';
import type { EntryView } from './types.ts';
import { useObjectUrl } from './useObjectUrl.ts';

/** What the assessor reads about an entry's state. */
function useStateText(entry: EntryView): { text: string; alert: boolean } {
  const { t } = useTranslation('outbox');
  if (entry.sending) return { text: t('sending'), alert: false };
  if (entry.state === 'failed') {
    return {
      text: entry.error?.status === 'ABORTED' ? t('cancelled') : (entry.error?.message ?? t('failed')),
      alert: entry.error?.status !== 'ABORTED',
    };
  }
  // Evidence for a day whose record the phone does not have (a queued clock-in makes it, or it was never
  // downloaded): it goes once the record's id is known.
  if (entry.awaits) return { text: t('awaitsRecord'), alert: false };
  // Only the network failed: the capture is kept and goes by itself, and the banner says why. No error beside it.
  if (entry.error?.status === 'NETWORK') return { text: t('keptWaiting'), alert: false };
  return { text: entry.error ? t('notSentYet', { message: entry.error.message }) : t('waiting'), alert: false };
}

/** One entry: thumbnail, state (waiting, sending with progress, stopped with the server's message) and its actions. */
export function OutboxItem({
  entry,
  outbox,
  onRetry,
}: {
  entry: EntryView;
  outbox: Outbox;
  onRetry?: RetryHandler | undefined;
}) {
  const { t } = useTranslation('outbox');
  const [confirming, setConfirming] = useState(false);
  const image = entry.files?.find((file) => file.blob.type.startsWith('image/'));
  const thumbnail = useObjectUrl(image?.blob);
  const name = entry.label;
  const percent = Math.round(entry.progress * 100);
  const state = useStateText(entry);
  return (
    <li className="list-group-item d-flex gap-2 align-items-start">
      {thumbnail ? (
        <img src={thumbnail} alt="" width={48} height={48} className="rounded object-fit-cover flex-shrink-0" />
      ) : null}
      <div className="flex-grow-1 min-w-0">
        <div className="text-truncate fw-semibold">{name}</div>
        <div
          className={`small ${state.alert ? 'text-danger' : 'text-body-secondary'}`}
          role={state.alert ? 'alert' : 'status'}
        >
          {state.text}
        </div>
        {entry.sending ? (
          <div
            className="progress mt-1"
            role="progressbar"
            aria-label={t('progressOf', { name })}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }}>
              {percent}%
            </div>
          </div>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mt-1">
          {entry.sending ? (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => outbox.cancel(entry.id)}
              aria-label={t('cancelOf', { name })}
            >
              {t('cancel', { ns: 'common' })}
            </Button>
          ) : null}
          {!entry.sending && (entry.state === 'failed' || entry.error) ? (
            <Button
              size="sm"
              variant="primary"
              onClick={() => void (onRetry ? onRetry(entry) : outbox.retry(entry.id))}
              aria-label={t('retryOf', { name })}
            >
              {t('retry')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setConfirming(true)}
            aria-label={t('discardOf', { name })}
          >
            {t('discard')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('confirmDiscard', { name })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void outbox.discard(entry.id);
        }}
      />
    </li>
  );
}

/** A screen's own Retry (e.g. a clock-in resent with a fresh position); without one, the entry is sent as stored. */
export type RetryHandler = (entry: EntryView) => Promise<void>;

/** Entries as a list (nothing when there are none). */
export function OutboxList({
  entries,
  outbox,
  onRetry,
}: {
  entries: readonly EntryView[];
  outbox: Outbox;
  onRetry?: RetryHandler;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className="list-group my-2">
      {entries.map((entry) => (
        <OutboxItem key={entry.id} entry={entry} outbox={outbox} onRetry={onRetry} />
      ))}
    </ul>
  );
}
