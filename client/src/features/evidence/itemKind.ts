import type { FileKind } from '@assessor/contract';
import { previewOf, type Preview } from './fileRules.ts';
import type { UrlItem } from './slots.ts';

/**
 * How a stored file is shown. Real video items carry no `fileName` and no `mimeType`, and their key has no extension
 * (backend-facts §1a row 19): in a video-only slot such an item is a video.
 */
export function itemPreview(item: UrlItem, slotKinds: readonly FileKind[] = []): Preview {
  if (!item.mimeType && !item.fileName && slotKinds.length > 0 && slotKinds.every((kind) => kind === 'video'))
    return 'video';
  return previewOf(item.mimeType, item.fileName || item.key);
}

/** The caption of a stored file: its name, else the last part of its key. */
export const itemName = (item: UrlItem) => item.fileName || item.key.split('/').pop() || '';
