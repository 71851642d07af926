import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index.ts';

const language = () => i18n.language;

/**
 * The texts of one namespace in the current language: `t` follows a language change (the component renders again).
 * A namespace not loaded yet suspends the component until it is (the nearest Suspense shows meanwhile).
 */
export function useTranslation(namespace: string = i18n.defaultNamespace) {
  const current = useSyncExternalStore(i18n.onLanguageChanged, language, language);
  i18n.noteUsed(namespace);
  if (!i18n.hasLoadedNamespace(namespace, current)) use(i18n.loadNamespaces([namespace], current));
  const t = useMemo(() => i18n.getFixedT(current, namespace), [current, namespace]);
  return { t, i18n };
}
