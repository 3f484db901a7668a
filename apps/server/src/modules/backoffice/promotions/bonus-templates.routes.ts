import { OPERATOR_BONUS_TEMPLATE_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Bonuses } from '../../bonuses/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { promoCodeViewOf, templateDetailOf, templateSummaryOf, termsOf } from './bonus-template-views.ts';

const templateNotFound = () => new AppError('not_found', 'No such bonus template');

/**
 * Promotions in the console: the bonus engine's templates, listed with their takes, read, created and changed
 * (audited under the operator the handler runs as), and the promo codes they carry with their uses.
 */
export function bonusTemplateRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: { templates: Bonuses['templateAdmin']; clock: Clock },
): void {
  const { templates, clock } = deps;
  serveOperatorEndpoints(
    app,
    OPERATOR_BONUS_TEMPLATE_ENDPOINTS,
    {
      list: async () => ({ success: true, templates: (await templates.list()).map(templateSummaryOf) }),
      get: async ({ params }) => {
        const found = await templates.get(params.id);
        if (!found) throw templateNotFound();
        return { success: true, template: templateDetailOf(found) };
      },
      create: async ({ body }) => ({
        success: true,
        template: templateDetailOf(await templates.create(body.slug, termsOf(body.terms), body.reason)),
      }),
      update: async ({ params, body }) => {
        const updated = await templates.update(params.id, termsOf(body.terms), body.reason);
        if (!updated) throw templateNotFound();
        return { success: true, template: templateDetailOf(updated) };
      },
      promoCodes: async () => {
        const now = clock.now();
        const codes = await templates.promoCodes();
        return { success: true, codes: codes.map((code) => promoCodeViewOf(code, now)) };
      },
    },
    guard,
  );
}
