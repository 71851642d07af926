/** A catalogue as stored in `<language>/<namespace>.json`: texts, possibly grouped in nested objects. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue under its dotted key ("details.title"), as `t()` finds it. */
export function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  return Object.entries(catalogue).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

/** The values a text interpolates (`{{name}}`, `{{fee, number}}`) and the texts it nests (`$t(key)`), sorted. */
export function placeholders(text: string): string[] {
  const values = [...text.matchAll(/\{\{\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g)].map(([, name]) => `{{${name}}}`);
  const nested = [...text.matchAll(/\$t\(([^)]+)\)/g)].map(([whole]) => whole);
  return [...new Set([...values, ...nested])].sort();
}

/** A key without its plural suffix, so `count_one` and `count_other` are one text in any language. */
function familyOf(key: string): string {
  return PLURAL.exec(key)?.[1] ?? key;
}

function families(texts: Record<string, string>): Map<string, string[]> {
  const all = new Map<string, string[]>();
  for (const key of Object.keys(texts)) all.set(familyOf(key), [...(all.get(familyOf(key)) ?? []), key]);
  return all;
}

const union = (texts: Record<string, string>, keys: string[]) =>
  [...new Set(keys.flatMap((key) => placeholders(texts[key] ?? '')))].sort().join(' ');

/**
 * What a translation lacks against the English catalogue of the same namespace, one line per problem: missing or
 * empty texts, texts English no longer has, placeholders that differ. A plural text needs the forms of the
 * translation's own language (Hindi: one, other), whatever forms English has.
 */
export function catalogueGaps(english: Catalogue, translation: Catalogue, language: string): string[] {
  const en = flatten(english);
  const other = flatten(translation);
  const enFamilies = families(en);
  const otherFamilies = families(other);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const gaps: string[] = [];
  for (const [family, keys] of enFamilies) {
    const plural = keys.some((key) => PLURAL.test(key));
    const wanted = plural ? categories.map((category) => `${family}_${category}`) : [family];
    for (const key of wanted) {
      if (!(key in other)) gaps.push(`missing: ${key}`);
      else if (!other[key]?.trim()) gaps.push(`empty: ${key}`);
    }
    const found = wanted.filter((key) => other[key]?.trim());
    if (found.length && union(en, keys) !== union(other, found)) {
      gaps.push(
        `placeholders differ: ${family} (en: ${union(en, keys) || 'none'}; ${language}: ${union(other, found) || 'none'})`,
      );
    }
  }
  for (const family of otherFamilies.keys()) {
    if (!enFamilies.has(family)) gaps.push(`not in English: ${family}`);
  }
  return gaps;
}
