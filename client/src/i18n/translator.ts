import { numberFormat } from './intl.ts';
/**
 * The app's translator: the part of a translation library the app uses, small enough for the login screen's first
 * load, where a general library weighed far more (docs/benchmark-log.md).
 *
 * - Catalogues: `<language>/<namespace>.json`, texts possibly grouped in nested objects (`details.title`).
 * - `t(key, options)`: the namespace is `options.ns`, a `namespace:` prefix of the key, or the translator's
 *   default; a missing text falls back to the fallback language, then to the key itself.
 * - Plurals: with a numeric `count`, `key_<category>` by the language's `Intl.PluralRules` (Hindi: one, other).
 * - Values: `{{name}}` takes `options.name` as it is (React escapes what it renders); `{{name, number}}` formats a
 *   number for the language asked for (also in a fallback text).
 * - `returnObjects: true` returns a group of texts as it is stored.
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export interface TOptions {
  ns?: string;
  count?: number;
  returnObjects?: boolean;
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export interface TranslatorSetup {
  language: string;
  fallback: string;
  /** Every language with catalogues: the only ones `changeLanguage` accepts. */
  languages: readonly string[];
  namespaces: readonly string[];
  defaultNamespace: string;
  /** Catalogues known from the start, by language and namespace. */
  bundled: Record<string, Record<string, Catalogue>>;
  /** Fetches one catalogue; a language without that catalogue answers `{}` (its texts fall back). */
  load(language: string, namespace: string): Promise<Catalogue>;
}

const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g;

export function createTranslator(setup: TranslatorSetup) {
  const catalogues = new Map<string, Catalogue>();
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<(language: string) => void>();
  const used = new Set<string>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let language = setup.languages.includes(setup.language) ? setup.language : setup.fallback;

  const id = (lng: string, ns: string) => `${lng}/${ns}`;
  for (const [lng, byNamespace] of Object.entries(setup.bundled)) {
    for (const [ns, catalogue] of Object.entries(byNamespace)) catalogues.set(id(lng, ns), catalogue);
  }

  /** The languages a text is looked up in, in order. */
  const chain = (lng: string) => (lng === setup.fallback ? [lng] : [lng, setup.fallback]);

  function pluralOf(lng: string, count: number): string {
    let rules = pluralRules.get(lng);
    if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  }

  function find(lng: string, ns: string, path: string): string | Catalogue | undefined {
    let node: string | Catalogue | undefined = catalogues.get(id(lng, ns));
    for (const part of path.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return node;
  }

  function fill(text: string, options: TOptions, lng: string): string {
    return text.replace(PLACEHOLDER, (whole, name: string, format?: string) => {
      const value = options[name];
      if (value === undefined || value === null) return whole;
      if (format === 'number' && typeof value === 'number') return numberFormat(lng).format(value);
      return String(value);
    });
  }

  function translate(lng: string, defaultNs: string, key: string, options: TOptions = {}): unknown {
    let ns = options.ns ?? defaultNs;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0 && setup.namespaces.includes(key.slice(0, colon))) {
      ns = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    for (const candidate of chain(lng)) {
      const forms =
        typeof options.count === 'number' ? [`${path}_${pluralOf(candidate, options.count)}`, path] : [path];
      for (const form of forms) {
        const found = find(candidate, ns, form);
        if (typeof found === 'string') return fill(found, options, lng);
        if (found !== undefined && options.returnObjects) return found;
      }
    }
    return path;
  }

  function getFixedT(lng: string, ns = setup.defaultNamespace): TFunction {
    return ((key: string, options?: TOptions) => translate(lng, ns, key, options)) as TFunction;
  }

  function loadOne(lng: string, ns: string): Promise<void> {
    const key = id(lng, ns);
    if (catalogues.has(key)) return Promise.resolve();
    let pending = loading.get(key);
    if (!pending) {
      pending = setup.load(lng, ns).then(
        (catalogue) => {
          catalogues.set(key, catalogue);
          loading.delete(key);
        },
        (error: unknown) => {
          loading.delete(key); // a later call tries again (the chunk may come once the network is back)
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  }

  /** One promise per language and namespace set while it loads: React's `use()` needs the same promise each render. */
  const waiting = new Map<string, Promise<void>>();

  const translator = {
    get language() {
      return language;
    },
    languages: setup.languages,
    defaultNamespace: setup.defaultNamespace,
    t: ((key: string, options?: TOptions) => translate(language, setup.defaultNamespace, key, options)) as TFunction,
    getFixedT,

    hasLoadedNamespace(ns: string, lng = language): boolean {
      return chain(lng).every((candidate) => catalogues.has(id(candidate, ns)));
    },

    /** Loads these namespaces in the language (the current one by default) and its fallback. */
    loadNamespaces(names: readonly string[], lng = language): Promise<void> {
      const missing = names.filter((ns) => !translator.hasLoadedNamespace(ns, lng));
      if (!missing.length) return Promise.resolve();
      const key = `${lng}|${missing.join(',')}`;
      let pending = waiting.get(key);
      if (!pending) {
        pending = Promise.all(missing.flatMap((ns) => chain(lng).map((candidate) => loadOne(candidate, ns)))).then(
          () => void waiting.delete(key),
          (error: unknown) => {
            waiting.delete(key);
            throw error;
          },
        );
        waiting.set(key, pending);
      }
      return pending;
    },

    /** Switches once every namespace loaded so far is there in the new language too (no flash of the old one). */
    async changeLanguage(lng: string): Promise<void> {
      if (!setup.languages.includes(lng)) return;
      const loaded = new Set([...catalogues.keys()].map((key) => key.slice(key.indexOf('/') + 1)));
      await translator.loadNamespaces([...loaded], lng);
      if (lng === language) return;
      language = lng;
      for (const listener of listeners) listener(lng);
    },

    /** Calls the listener after each language change; returns the way to stop. */
    onLanguageChanged(listener: (language: string) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** The namespaces screens asked for (`useTranslation`), for the first-load test. */
    noteUsed(ns: string): void {
      used.add(ns);
    },
    usedNamespaces: (): string[] => [...used],

    /** Forgets a loaded catalogue (tests of lazy loading). */
    forget(lng: string, ns: string): void {
      catalogues.delete(id(lng, ns));
    },
    catalogue: (lng: string, ns: string): Catalogue | undefined => catalogues.get(id(lng, ns)),
  };
  return translator;
}

export type Translator = ReturnType<typeof createTranslator>;
