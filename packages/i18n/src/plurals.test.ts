import { LANGUAGES, type Language } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './format.ts';
import { createTranslator } from './translator.ts';

/** One plural key in the suffix convention; each form names itself so the chosen one is visible. */
const spins = {
  spins_one: '{{count}} one',
  spins_few: '{{count}} few',
  spins_many: '{{count}} many',
  spins_other: '{{count}} other',
};

describe('plural forms', () => {
  it.each([
    ['uk', ['1 one', '2 few', '5 many', '11 many', '21 one', '22 few', '1.5 other']],
    ['ru', ['1 one', '2 few', '5 many', '11 many', '21 one', '22 few', '1.5 other']],
    ['en', ['1 one', '2 other', '5 other', '11 other', '21 other', '22 other', '1.5 other']],
  ] as const)('picks the %s form for 1, 2, 5, 11, 21, 22 and 1.5', (lang, expected) => {
    const t = createTranslator(lang as Language, spins);
    expect([1, 2, 5, 11, 21, 22, 1.5].map((count) => t('spins', { count }))).toEqual(expected);
  });

  it('falls back to the other form when a language lacks one', () => {
    const t = createTranslator('uk', { items_one: '{{count}} item', items_other: '{{count}} items' });
    expect(t('items', { count: 5 })).toBe('5 items');
  });

  it.each(LANGUAGES)('has plural rules for the %s locale the formatters use', (lang) => {
    const rules = new Intl.PluralRules(LOCALES[lang]).resolvedOptions().pluralCategories;
    expect(rules).toContain('one');
    expect(rules).toContain('other');
  });
});
