import type { Db } from '../../platform/db/database.ts';
import { ContentRepository, insertContent, insertMissingPages } from './content.repository.ts';
import { ALL_BRANDS } from './content.schema.ts';
import { demoBanners } from './seed/banners.ts';
import { demoFaq } from './seed/faq.ts';
import { legalPages } from './seed/legal/index.ts';
import { demoPages } from './seed/pages.ts';
import { demoRedirects } from './seed/redirects.ts';

/**
 * Seeds the demo site's pages, banners and FAQ once, when the content tables are empty; the legal pages every
 * licensed site must show are added at every start where a brand lacks them.
 */
export async function seedContent(db: Db): Promise<void> {
  if (await new ContentRepository(db, ALL_BRANDS).isEmpty()) {
    await insertContent(db, {
      pages: demoPages,
      banners: demoBanners,
      faq: demoFaq,
      redirects: demoRedirects,
    });
  }
  await insertMissingPages(db, legalPages);
}
