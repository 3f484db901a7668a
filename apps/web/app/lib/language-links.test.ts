import type { LanguageOption } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { findAlternates, languageLinks } from './language-links';

const languages: LanguageOption[] = [
  { code: 'uk', name: 'Українська', prefix: '' },
  { code: 'ru', name: 'Русский', prefix: '/ru' },
  { code: 'en', name: 'English', prefix: '/en' },
];
const alternates = [
  { lang: 'uk' as const, path: '/faq/' },
  { lang: 'ru' as const, path: '/ru/faq/' },
  { lang: 'en' as const, path: '/en/faq/' },
];

describe('language links', () => {
  it('leads to the same page in each language when the page names its alternates', () => {
    expect(languageLinks(languages, 'ru', alternates)).toEqual([
      { lang: 'uk', name: 'Українська', badge: 'UA', href: '/faq/', current: false },
      { lang: 'ru', name: 'Русский', badge: 'RU', href: '/ru/faq/', current: true },
      { lang: 'en', name: 'English', badge: 'EN', href: '/en/faq/', current: false },
    ]);
  });

  it("falls back to each language's home page", () => {
    expect(languageLinks(languages, 'uk', undefined).map((link) => link.href)).toEqual(['/', '/ru/', '/en/']);
    expect(languageLinks(languages, 'uk', alternates.slice(0, 1)).map((link) => link.href)).toEqual([
      '/faq/',
      '/ru/',
      '/en/',
    ]);
  });

  it('takes the alternates of the deepest route that has page data', () => {
    const matches = [
      { loaderData: { init: {} } },
      { loaderData: null },
      { loaderData: { seo: { alternates } } },
    ];
    expect(findAlternates(matches)).toBe(alternates);
    expect(findAlternates([{ loaderData: undefined }, { loaderData: { seo: {} } }])).toBeUndefined();
  });
});
