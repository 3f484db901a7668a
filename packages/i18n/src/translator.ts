import type { Language } from '@casino/contracts';
import { LOCALES } from './format.ts';

export type TranslationValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslationValues) => string;

const INTERPOLATION = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(messages: unknown, key: string): unknown {
  let node: unknown = messages;
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * One `Intl.PluralRules` per language for the whole page: building one costs far more than a translation, and
 * every component that translates makes its own translator (a page of game tiles made hundreds of rules).
 */
const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();

function pluralRules(lang: Language): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[lang]);
    pluralRulesByLanguage.set(lang, rules);
  }
  return rules;
}

/**
 * Builds a language's plural rules. The first Intl object of a locale loads that locale's data (on a phone, a long
 * task of its own); a page that calls this in a task before it hydrates keeps that cost out of hydration's tasks.
 * Numbers need no such step: the site writes them itself (`number-format.ts`).
 */
export function loadLocaleData(lang: Language): void {
  pluralRules(lang);
}

/**
 * A translator over one language's catalogue: dotted keys, `{{name}}` interpolation, and plural forms chosen by
 * `Intl.PluralRules` from `key_one`, `key_few`, `key_many`, `key_other` when a numeric `count` is given (uk and ru
 * use all four, en `one` and `other`). A missing key returns the key itself, so a gap is visible, never blank.
 * Values are inserted as text: React escapes them when rendering.
 */
export function createTranslator(
  lang: Language,
  messages: unknown,
  onMissing?: (key: string) => void,
): Translate {
  return (key, values) => {
    let template: unknown;
    const count = values?.count;
    if (typeof count === 'number') {
      template =
        lookup(messages, `${key}_${pluralRules(lang).select(count)}`) ?? lookup(messages, `${key}_other`);
    }
    template ??= lookup(messages, key);
    if (typeof template !== 'string') {
      onMissing?.(key);
      return key;
    }
    if (!values) return template;
    return template.replace(INTERPOLATION, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}
