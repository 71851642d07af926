import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/closeout.json';
import hi from '../../i18n/hi/closeout.json';

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the closeout catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(keysOf(hi).sort()).toEqual(keysOf(en).sort());
  });

  it('keep every placeholder in the Hindi text', () => {
    const at = (root: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root) as string;
    for (const key of keysOf(en)) expect(placeholders(at(hi, key)), key).toEqual(placeholders(at(en, key)));
  });
});
