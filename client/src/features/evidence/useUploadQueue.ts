import type { EvidenceKind, FileKind } from '@assessor/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOf, type Refusal } from './fileRules.ts';
import { jpegOnlyRefusal, photoToSend } from './photoToSend.ts';

export type PickedStatus = 'preparing' | 'refused' | 'notKept';

/** A picked file before it is in the outbox: being compressed, or refused by the slot's rules. */
export interface Picked {
  id: number;
  originalSize: number;
  file: File;
  preview: string;
  status: PickedStatus;
  refusal?: Refusal;
  message?: string;
}

let nextId = 1;

/**
 * The files picked for one slot until they are handed to the outbox: each is compressed, checked against the slot's
 * rules (a refused file never makes a request), then given to `send` at once, with no further tap.
 */
export function useUploadQueue(spec: EvidenceKind, kinds: readonly FileKind[], send: (file: File) => Promise<void>) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const latest = useRef(picked);
  latest.current = picked;

  const update = useCallback(
    (id: number, patch: Partial<Picked>) =>
      setPicked((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry))),
    [],
  );

  const remove = useCallback(
    (id: number) =>
      setPicked((list) => {
        const gone = list.find((entry) => entry.id === id);
        if (gone) URL.revokeObjectURL(gone.preview);
        return list.filter((entry) => entry !== gone);
      }),
    [],
  );

  useEffect(() => () => latest.current.forEach((entry) => URL.revokeObjectURL(entry.preview)), []);

  const add = useCallback(
    async (files: readonly File[]) => {
      for (const original of files) {
        const id = nextId++;
        setPicked((list) => [
          ...list,
          {
            id,
            originalSize: original.size,
            file: original,
            preview: URL.createObjectURL(original),
            status: 'preparing',
          },
        ]);
        const file = await photoToSend(spec, original);
        const refusal = refusalOf(file, kinds) ?? jpegOnlyRefusal(spec, file) ?? undefined;
        if (refusal) {
          update(id, { file, refusal, status: 'refused' });
          continue;
        }
        try {
          await send(file);
          remove(id);
        } catch (error) {
          // The phone's storage refused it (full, private mode): say so, nothing was queued.
          update(id, { file, status: 'notKept', message: error instanceof Error ? error.message : String(error) });
        }
      }
    },
    [kinds, remove, send, spec, update],
  );

  return { picked, add, remove };
}
