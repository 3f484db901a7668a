import { type BannerFields, OPERATOR_CONTENT_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { BannerInput, ContentAdmin } from '../../content/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { bannerViewOf, faqViewOf, pageSummaryOf, pageViewOf } from './content-views.ts';

/** A banner as the console sends it, with its schedule as dates (the reason goes to the audit trail instead). */
function bannerInputOf({ startsAt, endsAt, ...fields }: BannerFields): BannerInput {
  return {
    ...fields,
    startsAt: startsAt === null ? null : new Date(startsAt),
    endsAt: endsAt === null ? null : new Date(endsAt),
  };
}

/**
 * The site's content in the console: pages (SEO texts, text blocks, a brand's own copy), banners and FAQ, by
 * brand. Every change goes through the content module's admin facade, audited under the operator the handler
 * runs as and announced to every node's guest page cache.
 */
export function contentRoutes(app: FastifyInstance, guard: OperatorGuard, admin: ContentAdmin): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_CONTENT_ENDPOINTS,
    {
      pages: async ({ query }) => ({
        success: true,
        pages: (await admin.pages(query.brand)).map(pageSummaryOf),
      }),
      page: async ({ params }) => ({ success: true, page: pageViewOf(await admin.page(params.id)) }),
      updatePage: async ({ params, body }) => {
        const page = await admin.updatePage(params.id, { seo: body.seo, payload: body.payload }, body.reason);
        return { success: true, page: pageViewOf(page) };
      },
      copyPage: async ({ params, body }) => ({
        success: true,
        page: pageViewOf(await admin.copyPage(params.id, body.brand, body.reason)),
      }),
      banners: async ({ query }) => ({
        success: true,
        banners: (await admin.banners(query.brand)).map(bannerViewOf),
      }),
      createBanner: async ({ body: { reason, ...banner } }) => ({
        success: true,
        banner: bannerViewOf(await admin.createBanner(bannerInputOf(banner), reason)),
      }),
      updateBanner: async ({ params, body: { reason, ...banner } }) => ({
        success: true,
        banner: bannerViewOf(await admin.updateBanner(params.id, bannerInputOf(banner), reason)),
      }),
      deleteBanner: async ({ params, body }) => {
        await admin.deleteBanner(params.id, body.reason);
        return { success: true };
      },
      faq: async ({ query }) => {
        const { groups, entries } = await admin.faq(query.brand);
        return { success: true, groups, entries: entries.map(faqViewOf) };
      },
      createFaq: async ({ body: { reason, ...entry } }) => ({
        success: true,
        entry: faqViewOf(await admin.createFaq(entry, reason)),
      }),
      updateFaq: async ({ params, body: { reason, ...entry } }) => ({
        success: true,
        entry: faqViewOf(await admin.updateFaq(params.id, entry, reason)),
      }),
      deleteFaq: async ({ params, body }) => {
        await admin.deleteFaq(params.id, body.reason);
        return { success: true };
      },
    },
    guard,
  );
}
