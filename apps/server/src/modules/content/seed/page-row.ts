import type { FaqPageContent, PagePayload, PageType } from '@casino/contracts';
import type { NewPage } from '../content.repository.ts';
import type { Localized, PageSeoText } from '../content.schema.ts';

/** What a page stores: its contract's payload, except the faq page, whose questions live in the FAQ table. */
export type StoredPayload<T extends PageType> = T extends 'faq' ? FaqPageContent : PagePayload<T>;

/** A content page row whose payload is checked against its page type's contract at compile time. */
export function pageRow<T extends PageType>(row: {
  path: string;
  pageType: T;
  brand?: string;
  seo: Localized<PageSeoText>;
  payload: Localized<StoredPayload<T>>;
}): NewPage {
  return row;
}
