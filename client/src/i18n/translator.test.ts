import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Catalogue, type TranslatorSetup } from './translator.ts';

const en: Record<string, Catalogue> = {
  common: { ok: 'OK', hello: 'Hello, {{name}}', fee: '₹{{fee, number}} per candidate', only: 'Only in English' },
  marks: {
    saved_one: '{{count}} mark saved',
    saved_other: '{{count}} marks saved',
    details: { title: 'Marks of {{ name }}', sections: { theory: 'Theory', viva: 'Viva' } },
  },
};
const hi: Record<string, Catalogue> = {
  common: { ok: 'ठीक है', hello: 'नमस्ते, {{name}}' },
  marks: { saved_one: '{{count}} अंक सहेजा गया', saved_other: '{{count}} अंक सहेजे गए' },
};

function make(overrides: Partial<TranslatorSetup> = {}) {
  const load = vi.fn(async (language: string, namespace: string) => ({ en, hi })[language]?.[namespace] ?? {});
  const translator = createTranslator({
    language: 'en',
    fallback: 'en',
    languages: ['en', 'hi'],
    namespaces: ['common', 'marks'],
    defaultNamespace: 'common',
    bundled: { en: { common: en.common! } },
    load,
    ...overrides,
  });
  return { translator, load };
}

describe('createTranslator', () => {
  it('finds a text of the default namespace, of another by option or prefix, and in nested groups', async () => {
    const { translator } = make();
    await translator.loadNamespaces(['marks']);
    expect(translator.t('ok')).toBe('OK');
    expect(translator.t('details.title', { ns: 'marks', name: 'Asha' })).toBe('Marks of Asha');
    expect(translator.t('marks:details.sections.viva')).toBe('Viva');
    expect(translator.getFixedT('en', 'marks')('details.sections.theory')).toBe('Theory');
  });

  it('fills values, formats numbers for the language and leaves a missing value visible', () => {
    const { translator } = make();
    expect(translator.t('hello', { name: 'Ravi' })).toBe('Hello, Ravi');
    expect(translator.t('fee', { fee: 1234567 })).toBe('₹1,234,567 per candidate');
    // Hindi has no text of its own here: the English one, with the number grouped the Indian way.
    expect(translator.getFixedT('hi')('fee', { fee: 1234567 })).toBe('₹12,34,567 per candidate');
    expect(translator.t('hello')).toBe('Hello, {{name}}');
  });

  it("picks the plural form by the language's rules", async () => {
    const { translator } = make({ language: 'hi' });
    await translator.loadNamespaces(['common', 'marks']);
    const enT = translator.getFixedT('en', 'marks');
    const hiT = translator.getFixedT('hi', 'marks');
    expect(enT('saved', { count: 1 })).toBe('1 mark saved');
    expect(enT('saved', { count: 0 })).toBe('0 marks saved');
    expect(hiT('saved', { count: 0 })).toBe('0 अंक सहेजा गया');
    expect(hiT('saved', { count: 5 })).toBe('5 अंक सहेजे गए');
  });

  it('falls back to English, then to the key', async () => {
    const { translator } = make({ language: 'hi' });
    await translator.loadNamespaces(['common']);
    expect(translator.t('ok')).toBe('ठीक है');
    expect(translator.t('only')).toBe('Only in English');
    expect(translator.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(translator.t('common:nowhere')).toBe('nowhere');
  });

  it('returns a group of texts only when asked to', async () => {
    const { translator } = make();
    await translator.loadNamespaces(['marks']);
    expect(translator.t('marks:details.sections', { returnObjects: true })).toEqual({ theory: 'Theory', viva: 'Viva' });
    expect(translator.t('marks:details.sections')).toBe('details.sections');
  });

  it('loads a namespace once, in the language and its fallback, and says when it is there', async () => {
    const { translator, load } = make({ language: 'hi' });
    expect(translator.hasLoadedNamespace('marks')).toBe(false);
    const first = translator.loadNamespaces(['marks']);
    expect(translator.loadNamespaces(['marks'])).toBe(first);
    await first;
    expect(translator.hasLoadedNamespace('marks')).toBe(true);
    expect(load.mock.calls.map(([language, namespace]) => `${language}/${namespace}`).sort()).toEqual([
      'en/marks',
      'hi/marks',
    ]);
  });

  it('tries a failed catalogue again on the next call', async () => {
    const { translator, load } = make();
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(translator.loadNamespaces(['marks'])).rejects.toThrow('offline');
    await translator.loadNamespaces(['marks']);
    expect(translator.t('marks:details.sections.viva')).toBe('Viva');
  });

  it('changes language after the loaded namespaces are there in it, tells listeners, and refuses an unknown language', async () => {
    const { translator } = make();
    await translator.loadNamespaces(['marks']);
    const heard: string[] = [];
    const stop = translator.onLanguageChanged((language) => heard.push(language));
    await translator.changeLanguage('hi');
    expect(translator.language).toBe('hi');
    expect(translator.hasLoadedNamespace('marks')).toBe(true);
    expect(translator.t('marks:saved', { count: 2 })).toBe('2 अंक सहेजे गए');
    await translator.changeLanguage('fr');
    expect(translator.language).toBe('hi');
    stop();
    await translator.changeLanguage('en');
    expect(heard).toEqual(['hi']);
  });

  it('starts in the fallback language when the stored one has no catalogues', () => {
    expect(make({ language: 'fr' }).translator.language).toBe('en');
  });
});
