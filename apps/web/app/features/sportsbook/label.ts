import type { Translate, TranslationValues } from '@casino/i18n';

/**
 * A text the sportsbook shows, worked out by a pure function and translated where it renders: a message of the
 * catalogue with its values, or text that reads the same in every language (a score, a line, `1`, `X`).
 */
export type Label = { key: string; values?: TranslationValues } | { text: string };

export function message(key: string, values?: TranslationValues): Label {
  return values === undefined ? { key } : { key, values };
}

export function literal(text: string): Label {
  return { text };
}

export function labelText(t: Translate, label: Label): string {
  return 'text' in label ? label.text : t(label.key, label.values);
}
