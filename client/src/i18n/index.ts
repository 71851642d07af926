import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in `<language>/<namespace>.json`, one namespace per feature. Dropping in `hi/*.json` adds Hindi:
 * the files are picked up by this glob, no screen changes.
 */
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

type Resources = Record<string, Record<string, Record<string, string>>>;

const resources = Object.entries(files).reduce<Resources>((all, [path, catalogue]) => {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (language && namespace) (all[language] ??= {})[namespace] = catalogue;
  return all;
}, {});

export const LANGUAGE_KEY = 'lang';

function initialLanguage(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored && resources[stored] ? stored : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

// Whatever switches the language (the LanguageSwitch on any screen), the phone remembers it and `<html lang>` follows.
i18n.on('languageChanged', (language) => {
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_KEY, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
