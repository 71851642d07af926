import type { EvidenceKind, FileKind } from '@assessor/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store/hooks.ts';
import { wasCancelled } from '../../api/types.ts';
import { screenMessage } from '../../session/screenMessage.ts';
import { notify } from '../../components/toasts/toastStore.ts';
import { endpointsOf } from './api.ts';
import { refusalOf, type Refusal } from './fileRules.ts';
import { jpegOnlyRefusal, photoToSend } from './photoToSend.ts';

export type EntryStatus = 'preparing' | 'ready' | 'refused' | 'uploading' | 'failed';

/** A picked file: kept until it is uploaded or removed, so a failed upload can be retried without picking again. */
export interface Entry {
  id: number;
  originalSize: number;
  file: File;
  preview: string;
  status: EntryStatus;
  progress: number;
  refusal?: Refusal;
  message?: string;
}

let nextId = 1;

/** The files picked for one slot (multipart field) and their uploads: one request per file, each cancellable. */
export function useUploadQueue(spec: EvidenceKind, field: string, kinds: readonly FileKind[], dayId: string, onUploaded: () => void) {
  const { t } = useTranslation('evidence');
  const dispatch = useAppDispatch();
  const [entries, setEntries] = useState<Entry[]>([]);
  const latest = useRef(entries);
  latest.current = entries;
  const running = useRef(new Map<number, { abort: () => void }>());

  const update = useCallback((id: number, patch: Partial<Entry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry))), []);

  const drop = useCallback((id: number) => setEntries((list) => {
    const gone = list.find((entry) => entry.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    return list.filter((entry) => entry !== gone);
  }), []);

  useEffect(() => () => {
    running.current.forEach((request) => request.abort());
    latest.current.forEach((entry) => URL.revokeObjectURL(entry.preview));
  }, []);

  const add = useCallback(async (files: readonly File[]) => {
    for (const original of files) {
      const id = nextId++;
      const entry: Entry = { id, originalSize: original.size, file: original, preview: URL.createObjectURL(original), status: 'preparing', progress: 0 };
      setEntries((list) => [...list, entry]);
      const file = await photoToSend(spec, original);
      const refusal = refusalOf(file, kinds) ?? jpegOnlyRefusal(spec, file) ?? undefined;
      update(id, { file, refusal, status: refusal ? 'refused' : 'ready' });
    }
  }, [kinds, spec, update]);

  const start = useCallback(async (id: number) => {
    const entry = latest.current.find((candidate) => candidate.id === id);
    if (!entry || entry.status === 'uploading' || entry.refusal) return;
    const body = new FormData();
    body.append('QAverificationTimeStampId', dayId);
    body.append(field, entry.file, entry.file.name);
    update(id, { status: 'uploading', progress: 0, message: undefined });
    const request = dispatch(endpointsOf(spec).upload.initiate({ body, onUploadProgress: (progress) => update(id, { progress }) }));
    running.current.set(id, request);
    const result = await request;
    running.current.delete(id);
    if ('data' in result) {
      drop(id);
      notify.success(t('uploaded'));
      onUploaded();
    } else if (wasCancelled(result.error)) {
      update(id, { status: 'ready', progress: 0, message: t('cancelled') });
    } else {
      update(id, { status: 'failed', message: screenMessage(result.error, t('uploadFailed')) });
    }
  }, [dayId, dispatch, drop, field, onUploaded, spec, t, update]);

  const startAll = useCallback(() => {
    latest.current.filter((entry) => entry.status === 'ready' || entry.status === 'failed').forEach((entry) => void start(entry.id));
  }, [start]);

  const cancel = useCallback((id: number) => running.current.get(id)?.abort(), []);

  return { entries, add, start, startAll, cancel, remove: drop };
}
