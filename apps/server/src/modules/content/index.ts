/** The content module's facade: page data for every route, and the sources other modules add pages through. */
import type { ContentService } from './content.service.ts';

export {
  type ContentService,
  GUEST_PAGE_CACHE_MS,
  GUEST_PAGE_TOPICS,
  type PageSource,
  type SourcedPage,
} from './content.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: Pick<ContentService, 'guestPageData' | 'addPageSource'>;
  }
}
