import type { EvidenceKind, FileKind } from '@assessor/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useUploadQueue } from '../useUploadQueue.ts';
import { PickButtons } from './PickButtons.tsx';
import { QueueEntry } from './QueueEntry.tsx';

interface Props {
  spec: EvidenceKind;
  field: string;
  kinds: readonly FileKind[];
  dayId: string;
  onUploaded: () => void;
}

/** Pick, preview and upload the files of one slot. */
export function SlotUploader({ spec, field, kinds, dayId, onUploaded }: Props) {
  const { t } = useTranslation('evidence');
  const queue = useUploadQueue(spec, field, kinds, dayId, onUploaded);
  const waiting = queue.entries.filter((entry) => entry.status === 'ready').length;
  return (
    <div className="mb-2">
      <PickButtons kinds={kinds} onPick={(files) => void queue.add(files)} />
      {queue.entries.length > 0 ? (
        <ul className="list-group my-2">
          {queue.entries.map((entry) => (
            <QueueEntry key={entry.id} entry={entry} onStart={() => void queue.start(entry.id)}
              onCancel={() => queue.cancel(entry.id)} onRemove={() => queue.remove(entry.id)} />
          ))}
        </ul>
      ) : null}
      {waiting > 1 ? <Button size="sm" onClick={queue.startAll}>{t('uploadAll')} ({waiting})</Button> : null}
    </div>
  );
}
