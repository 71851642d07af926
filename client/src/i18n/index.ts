import { eagerNamespaces, frameNamespaces, languageOf, namespaceOf } from './namespaces.ts';
import { createTranslator, type Catalogue } from './translator.ts';

/**
 * Catalogues live in `<language>/<namespace>.json`, one namespace per feature. Dropping in `hi/*.json` adds Hindi:
 * the files are picked up by these globs, no screen changes.
 *
 * Loading (first-load size, docs/benchmarks.md): English catalogues of the namespaces the signed-out first screens
 * use (`eagerNamespaces`) are part of the entry; every other catalogue, of every language, is its own small chunk
 * loaded on demand (`loadNamespaces`, used by the routes; a component asking for a namespace not loaded yet suspends
 * until it is).
 */
// Globs take literals only: keep both lists equal to `eagerNamespaces` (namespaces.test.ts checks).
const eagerFiles = import.meta.glob<Catalogue>('./en/{common,errors,layout,screens,offline,landing,auth}.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Catalogue>(
  ['./*/*.json', '!./en/{common,errors,layout,screens,offline,landing,auth}.json'],
  { import: 'default' },
);
const allPaths = [...Object.keys(eagerFiles), ...Object.keys(lazyFiles)];

/** Every language with a catalogue folder. */
export const languages = [...new Set(allPaths.map(languageOf))];
/** Every namespace of the fallback language (English). */
export const namespaces = allPaths.filter((path) => languageOf(path) === 'en').map(namespaceOf);

const bundled: Record<string, Record<string, Catalogue>> = { en: {} };
for (const [path, catalogue] of Object.entries(eagerFiles)) bundled.en![namespaceOf(path)] = catalogue;
/** The namespaces the entry carries (namespaces.test.ts compares them with `eagerNamespaces`). */
export const bundledNamespaces = Object.keys(bundled.en!);

import { LANGUAGE_KEY } from './languageKey.ts';

export { LANGUAGE_KEY };

function initialLanguage(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored && languages.includes(stored) ? stored : 'en';
}

/** A catalogue of the lazy chunks; a namespace a language has no file for is empty (English shows). */
function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load = lazyFiles[`./${language}/${namespace}.json`];
  return load ? load() : Promise.resolve({});
}

export const i18n = createTranslator({
  language: initialLanguage(),
  fallback: 'en',
  // The LanguageSwitch offers these (English, the fallback, first); a language without catalogues is never chosen.
  languages,
  namespaces,
  defaultNamespace: 'common',
  bundled,
  load: loadCatalogue,
});

// Whatever switches the language (the LanguageSwitch on any screen), the phone remembers it and `<html lang>` follows.
i18n.onLanguageChanged((language) => {
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_KEY, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Loads these namespaces for the current language (and English); resolves at once when they are loaded. */
export function loadNamespaces(names: readonly string[]): Promise<void> {
  return i18n.loadNamespaces(names);
}

/** Resolves when the current language's first-screen catalogues are there: at once in English. */
export const i18nReady: Promise<void> = loadNamespaces(eagerNamespaces);

/** Every namespace not in the entry: what the signed-in screens may use. */
export const lazyNamespaces = namespaces.filter((name) => !eagerNamespaces.includes(name));

/** What a signed-in screen other than home may use beyond the layout's namespaces: loaded beside its code. */
export const laterNamespaces = lazyNamespaces.filter((name) => !frameNamespaces.includes(name));
