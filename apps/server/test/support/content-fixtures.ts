import { LANGUAGES, type Language } from '@casino/contracts';
import type {
  NewBanner,
  NewFaq,
  NewPage,
  NewRedirect,
} from '../../src/modules/content/content.repository.ts';
import type { Localized } from '../../src/modules/content/content.schema.ts';

/** A value in every language, built from the language code so each language's text is recognisably its own. */
export function localized<T>(build: (lang: Language) => T): Localized<T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as Localized<T>;
}

/**
 * A page row whose SEO texts name the label and the language, with the brand placeholder in the title:
 * `FAQ [en] title {{brand}}`. The payload must have the page type's contract shape in every language.
 */
export function pageRow(
  path: string,
  pageType: string,
  label: string,
  payload: Localized<unknown>,
  extra: Partial<NewPage> = {},
): NewPage {
  return {
    path,
    pageType,
    seo: localized((lang) => ({
      title: `${label} [${lang}] title {{brand}}`,
      description: `${label} [${lang}] description`,
      h1: `${label} [${lang}] h1`,
    })),
    payload,
    ...extra,
  };
}

export function homePageRow(label = 'Home'): NewPage {
  return pageRow(
    '/',
    'home',
    label,
    localized((lang) => ({ lead: `${label} [${lang}] lead {{brand}}`, sections: [] })),
  );
}

/** The faq page names its groups (id and title); the questions come from FAQ rows of those groups. */
export function faqPageRow(groupIds: string[], label = 'FAQ'): NewPage {
  return pageRow(
    '/faq/',
    'faq',
    label,
    localized((lang) => ({
      intro: `${label} [${lang}] intro`,
      groups: groupIds.map((id) => ({ id, title: `${id} [${lang}]` })),
    })),
  );
}

export function partnershipPageRow(label: string, extra: Partial<NewPage> = {}): NewPage {
  return pageRow(
    '/partnership/',
    'partnership',
    label,
    localized((lang) => ({
      intro: `${label} [${lang}] intro`,
      benefits: [],
      steps: [],
      contactText: `${label} [${lang}] contact`,
      contactEmail: 'partners@casino.example',
    })),
    extra,
  );
}

export function bannerRow(art: string, extra: Partial<NewBanner> = {}): NewBanner {
  return {
    placement: 'home-hero',
    art,
    ctaHref: '/faq/',
    texts: localized((lang) => ({
      title: `${art} [${lang}] {{brand}}`,
      subtitle: `${art} subtitle`,
      ctaLabel: `${art} cta`,
    })),
    ...extra,
  };
}

export function faqRow(groupKey: string, question: string, extra: Partial<NewFaq> = {}): NewFaq {
  return {
    groupKey,
    texts: localized((lang) => ({
      question: `${question} [${lang}]?`,
      answer: `${question} [${lang}] answer`,
    })),
    ...extra,
  };
}

export function redirectRow(fromPath: string, toPath: string, extra: Partial<NewRedirect> = {}): NewRedirect {
  return { fromPath, toPath, ...extra };
}

/** Nothing of a kind, for `insertContent` calls that add only some kinds of rows. */
export const NO_CONTENT = { pages: [], banners: [], faq: [], redirects: [] };
