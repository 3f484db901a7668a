/**
 * The content module's facade: page data for every route, the sources other modules add pages through, and the
 * operators' edits of pages, banners and FAQ (the back office).
 */

import type { ContentService } from './content.service.ts';
import type { ContentAdmin } from './content-admin.ts';

export type { BannerRow, FaqRow, PageRow } from './content.repository.ts';
export {
  type ContentService,
  GUEST_PAGE_CACHE_MS,
  GUEST_PAGE_TOPICS,
  type PageSource,
  type SourcedPage,
} from './content.service.ts';
export type { BannerInput, ContentAdmin, FaqInput, PageChange } from './content-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: Pick<ContentService, 'guestPageData' | 'addPageSource'>;
    contentAdmin: ContentAdmin;
  }
}
