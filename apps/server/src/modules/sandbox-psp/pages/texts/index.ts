import { isLanguage, type Language } from '@casino/contracts';
import { PROVIDER_LANGUAGE } from '../../sandbox-psp.schema.ts';
import { en } from './en.ts';
import type { PageTexts } from './page-texts.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

export type { PageTexts } from './page-texts.ts';

const TEXTS: Record<Language, PageTexts> = { uk, ru, en };

/** The payer's pages' words in a language. */
export function pageTexts(lang: Language): PageTexts {
  return TEXTS[lang];
}

/**
 * The language of a page that has no payment to ask (an unknown payment link): the browser's most preferred one
 * the provider speaks, else the provider's own.
 */
export function browserLanguage(acceptLanguage: string | undefined): Language {
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0]?.toLowerCase(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .find((entry) => isLanguage(entry.lang));
  return isLanguage(preferred?.lang) ? preferred.lang : PROVIDER_LANGUAGE;
}
