import type { LegalBlock, LegalPageContent, LegalSection } from '@casino/contracts';
import type { Localized, PageSeoText } from '../../content.schema.ts';

/** A legal page's texts in every language: its SEO texts and its sections. */
export interface LegalText {
  seo: Localized<PageSeoText>;
  payload: Localized<LegalPageContent>;
}

/** The day the seeded texts take effect; an operator's edit sets its own. */
export const EFFECTIVE_DATE = '2026-11-01';

export const paragraph = (text: string): LegalBlock => ({ type: 'paragraph', text });

export const list = (...items: string[]): LegalBlock => ({ type: 'list', items });

export const contacts = (...items: { label: string; value: string; href: string }[]): LegalBlock => ({
  type: 'contacts',
  items,
});

export const section = (id: string, title: string, ...blocks: LegalBlock[]): LegalSection => ({
  id,
  title,
  blocks,
});

/** `2026-01-15` as `15.01.2026`, the way Ukrainian documents write a date (English pages too, unambiguously). */
export function documentDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}
