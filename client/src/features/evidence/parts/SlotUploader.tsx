import type { FileKind } from '@assessor/contract';
import { useCallback, useRef } from 'react';
import { OutboxList } from '../../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../../outbox/useOutbox.ts';
import { dayScope, evidenceDraft, slotScope, uniqueName, type EvidencePlace } from '../evidenceDraft.ts';
import { useUploadQueue } from '../useUploadQueue.ts';
import { PickButtons } from './PickButtons.tsx';
import { QueueEntry } from './QueueEntry.tsx';

interface Props {
  place: EvidencePlace;
  kinds: readonly FileKind[];
  /** File names the day's list holds already (all slots of the kind). */
  storedNames: readonly string[];
  /** The stand-in id the day had before its record reached the server: entries still under it are this slot's. */
  pendingId?: string | undefined;
}

/** Pick a file and it goes to the outbox at once; the slot shows its entries (progress, cancel, retry, discard). */
export function SlotUploader({ place, kinds, storedNames, pendingId }: Props) {
  const outbox = useOutbox();
  const entries = useOutboxEntries();
  const scopes = [slotScope(place.dayId, place.field), ...(pendingId ? [slotScope(pendingId, place.field)] : [])];
  const mine = entries.filter((entry) => scopes.includes(entry.scope));
  // Names given out on this screen, taken at once: two quick picks must not both become "photo.jpg" while the first
  // is still being stored in the outbox.
  const given = useRef(new Set<string>());
  const send = useCallback(
    async (file: File) => {
      const queued = outbox
        .snapshot()
        .filter(
          (entry) =>
            entry.scope.startsWith(dayScope(place.dayId)) || entry.scope.startsWith(dayScope(pendingId ?? '-')),
        )
        .map((entry) => entry.label);
      const name = uniqueName(file.name, new Set([...storedNames, ...queued, ...given.current]));
      given.current.add(name);
      await outbox.add(evidenceDraft(place, file, name));
    },
    [outbox, place, storedNames, pendingId],
  );
  const queue = useUploadQueue(place.spec, kinds, send);
  return (
    <div className="mb-2">
      <PickButtons kinds={kinds} onPick={(files) => void queue.add(files)} />
      {queue.picked.length > 0 ? (
        <ul className="list-group my-2">
          {queue.picked.map((entry) => (
            <QueueEntry key={entry.id} entry={entry} onRemove={() => queue.remove(entry.id)} />
          ))}
        </ul>
      ) : null}
      <OutboxList entries={mine} outbox={outbox} />
    </div>
  );
}
