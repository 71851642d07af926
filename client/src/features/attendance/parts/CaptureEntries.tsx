import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { OutboxList } from '../../../outbox/OutboxItem.tsx';
import type { EntryView } from '../../../outbox/types.ts';
import { screenMessage } from '../../../session/screenMessage.ts';
import { positionFields, type ClockAction } from '../clockDraft.ts';
import type { Point } from '../geo.ts';
import { queuedClocksOf } from '../queuedClocks.ts';
import { keepTakenQuietly } from '../takenTimes.ts';
import { usePosition } from '../usePosition.ts';
import { burnWatermark } from '../watermark.ts';
import { PositionPanel } from './PositionPanel.tsx';
import { SelfiePicker } from './SelfiePicker.tsx';

/** Whether the server's refusal is about the selfie (then a retry needs a new one; otherwise the stored one goes). */
export const asksForSelfie = (message: string | undefined): boolean => /selfie|photo|image|face/i.test(message ?? '');

interface Props {
  entries: readonly EntryView[];
  outbox: Outbox;
  action: ClockAction;
  centre: Point | undefined;
  batchId: string;
}

/**
 * The day's clock capture in the outbox. A stopped one (refused or cancelled) is resent with the position the phone
 * has now: after "You are 12 km from the exam centre" the assessor moves, and the stored position would only be
 * refused again. The selfie stays, unless the refusal was about it: then Retry waits for a new one. The capture
 * counts as taken at the retry (the position is of now), on the entry and in what the phone keeps of the day.
 */
export function CaptureEntries({ entries, outbox, action, centre, batchId }: Props) {
  const { t } = useTranslation('attendance');
  const stopped = entries.find((entry) => entry.state === 'failed' && !entry.sending);
  const newSelfie = asksForSelfie(stopped?.error?.message);
  const fresh = usePosition(false);
  const [located, setLocated] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const retry = async (entry: EntryView) => {
    if (entry.state !== 'failed') return outbox.retry(entry.id);
    setFailure(null);
    if (asksForSelfie(entry.error?.message) && !photo) {
      setFailure(t('retrySelfieFirst'));
      return;
    }
    setLocated(true);
    const position = await fresh.retry();
    if (position.status !== 'ready') return;
    try {
      const takenAt = Date.now();
      const files = photo
        ? [
            {
              field: 'clockImage',
              name: photo.name,
              blob: await burnWatermark(photo, {
                at: takenAt,
                latitude: position.latitude,
                longitude: position.longitude,
                accuracy: position.accuracy,
                batchId,
              }),
            },
          ]
        : undefined;
      // Kept first: the retried capture may be sent at once, and the follow-up then marks this kept day sent.
      const [clock] = queuedClocksOf([entry]);
      if (clock) {
        const where = { owner: entry.owner, batchRef: clock.batchRef, day: clock.day };
        await keepTakenQuietly(where, action, { takenAt, photo: files?.[0]?.blob, photoName: files?.[0]?.name });
      }
      await outbox.retry(entry.id, {
        fields: positionFields(position),
        ...(files ? { files } : {}),
        local: { takenAt },
      });
      setPhoto(null);
    } catch (error) {
      setFailure(screenMessage(error, t('photoFailed')));
    }
  };

  return (
    <>
      <OutboxList entries={entries} outbox={outbox} onRetry={retry} />
      {stopped ? (
        <>
          {newSelfie ? <SelfiePicker photo={photo} onPhoto={setPhoto} label={t('camera.take')} /> : null}
          <p className="small">{t(newSelfie ? 'retryHintSelfie' : 'retryHint')}</p>
          {failure ? (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          ) : null}
          {located ? (
            <PositionPanel
              position={fresh.position}
              centre={centre}
              onRetry={() => void fresh.retry()}
              geofence={action === 'clockIn'}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
