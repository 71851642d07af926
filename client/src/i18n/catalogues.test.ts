import { describe, expect, it } from 'vitest';
import { catalogueGaps, flatten, placeholders, type Catalogue } from './catalogueGaps.ts';

// The same glob as index.ts: a namespace added by anyone is checked without touching this file.
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

const byLanguage = Object.entries(files).reduce<Record<string, Record<string, Catalogue>>>((all, [path, catalogue]) => {
  const [, language = '', namespace = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (all[language] ??= {})[namespace] = catalogue;
  return all;
}, {});

const english = byLanguage.en ?? {};
const translations = Object.keys(byLanguage).filter((language) => language !== 'en');

describe('catalogues', () => {
  it('include English and Hindi', () => {
    expect(Object.keys(english).length).toBeGreaterThan(10);
    expect(translations).toContain('hi');
  });

  describe.each(translations)('%s', (language) => {
    const catalogues = byLanguage[language] ?? {};

    it('has a file for every English namespace and none without one', () => {
      expect(Object.keys(catalogues).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(Object.keys(english).sort())('%s has every English key with the same placeholders', (namespace) => {
      expect(catalogueGaps(english[namespace] ?? {}, catalogues[namespace] ?? {}, language)).toEqual([]);
    });
  });
});

describe('catalogueGaps', () => {
  const en: Catalogue = {
    title: 'Batch {{batchId}}',
    fields: { fee: 'Fee', dates: 'Dates' },
    files_one: 'One file',
    files_other: '{{count}} files',
  };
  const hi: Catalogue = {
    title: 'बैच {{batchId}}',
    fields: { fee: 'फ़ीस', dates: 'तारीखें' },
    files_one: '{{count}} फ़ाइल',
    files_other: '{{count}} फ़ाइलें',
  };

  it('finds nothing in a complete translation', () => {
    expect(catalogueGaps(en, hi, 'hi')).toEqual([]);
  });

  it('names a missing nested key, an empty text and a missing plural form', () => {
    const { files_other: _dropped, ...rest } = hi;
    const gaps = catalogueGaps(en, { ...rest, fields: { fee: ' ' } }, 'hi');
    expect(gaps).toEqual(['empty: fields.fee', 'missing: fields.dates', 'missing: files_other']);
  });

  it('names a placeholder that differs and a key English does not have', () => {
    expect(catalogueGaps(en, { ...hi, title: 'बैच {{id}}', extra: 'अतिरिक्त' }, 'hi')).toEqual([
      'placeholders differ: title (en: {{batchId}}; hi: {{id}})',
      'not in English: extra',
    ]);
  });

  it('asks for the plural forms of the translation’s language', () => {
    expect(
      catalogueGaps({ n_one: '{{count}} day', n_other: '{{count}} days' }, { n_other: '{{count}} dni' }, 'pl'),
    ).toEqual(['missing: n_few', 'missing: n_many', 'missing: n_one']);
  });

  it('flattens nested keys and reads placeholders with formats and nesting', () => {
    expect(flatten({ a: { b: 'x' }, c: 'y' })).toEqual({ 'a.b': 'x', c: 'y' });
    expect(placeholders('₹{{fee, number}} for {{ name }}, $t(common:ok)')).toEqual([
      '$t(common:ok)',
      '{{fee}}',
      '{{name}}',
    ]);
  });
});
