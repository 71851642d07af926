import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useMatches } from 'react-router-dom';

/** What a leaf route of the route table carries in its `handle` (routes.tsx): the screen's i18n key. */
export interface ScreenHandle {
  screen: string;
}

export const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).screen === 'string';

/** The name of the screen shown (namespace `screens`), or the not-found title when no route matched. */
export function useScreenName(): string {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
  return handle ? t(handle.screen, { ns: 'screens' }) : t('notFoundTitle');
}

/** Each screen names the document: "My batches – Assessor Portal". */
export function useDocumentTitle(name: string): void {
  const { t } = useTranslation('layout');
  useEffect(() => {
    document.title = t('documentTitle', { screen: name });
  }, [name, t]);
}
