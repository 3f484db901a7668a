import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagePrefix,
  localizePath,
  splitLanguagePrefix,
} from './language.ts';

/** A language-neutral site path: '/', or segments of letters, digits and dashes, with or without a trailing slash. */
const neutralPath = fc
  .tuple(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }), fc.boolean())
  .map(([segments, trailingSlash]) =>
    segments.length ? `/${segments.join('/')}${trailingSlash ? '/' : ''}` : '/',
  )
  // A neutral path that starts with a prefixed language code would read as that language; no page has one.
  .filter(
    (path) => !LANGUAGES.some((lang) => lang !== DEFAULT_LANGUAGE && new RegExp(`^/${lang}(/|$)`).test(path)),
  );

const language = fc.constantFrom(...LANGUAGES);

describe('language prefixes', () => {
  it('gives Ukrainian no prefix and the others /ru and /en', () => {
    expect(LANGUAGES.map(languagePrefix)).toEqual(['', '/ru', '/en']);
  });

  it.each([
    ['/', 'uk', '/'],
    ['/faq/', 'uk', '/faq/'],
    ['/ru/', 'ru', '/'],
    ['/en', 'en', '/'],
    ['/en/faq/', 'en', '/faq/'],
    ['/uk/faq/', 'uk', '/uk/faq/'],
    ['/de/faq/', 'uk', '/de/faq/'],
    ['/english/', 'uk', '/english/'],
    ['', 'uk', '/'],
  ])('splits %s into %s and %s', (pathname, lang, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ lang, path });
  });

  it('localizes a neutral path and splits it back, in every language', () => {
    fc.assert(
      fc.property(neutralPath, language, (path, lang) => {
        expect(splitLanguagePrefix(localizePath(path, lang))).toEqual({ lang, path });
      }),
    );
  });

  it('rebuilds any prefixed path from its parts', () => {
    fc.assert(
      fc.property(neutralPath, language, (path, lang) => {
        const pathname = `${languagePrefix(lang)}${path}`;
        const parts = splitLanguagePrefix(pathname);
        expect(localizePath(parts.path, parts.lang)).toBe(pathname);
      }),
    );
  });

  it('keeps the language root with its trailing slash', () => {
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/', 'uk')).toBe('/');
  });
});
