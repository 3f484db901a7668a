import { BONUS_ENDPOINTS, type Bonus, type BonusApplyRefusal } from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type SentReply, sendRefusal, serveEndpoints } from '../../platform/http/endpoints.ts';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import { currentPlayerId, endpointSessions } from '../accounts/index.ts';
import { refusalFields } from './bonuses.errors.ts';
import type { BonusesServices } from './create-bonuses-services.ts';

/**
 * Taking a bonus answers the bonus as taken; a refusal that carries one of the spec's fields beside its error
 * (the balance limit, the days since the last deposit) is sent as it is, where the one error handler writes none.
 */
export async function taking(reply: FastifyReply, take: () => Promise<Bonus>) {
  try {
    return { success: true as const, data: await take() };
  } catch (error) {
    const fields = error instanceof AppError ? refusalFields(error) : {};
    if (!(error instanceof AppError) || Object.keys(fields).length === 0) throw error;
    return sendRefusal(reply, {
      success: false,
      error: { code: error.code, message: error.message },
      ...fields,
    } satisfies BonusApplyRefusal) as SentReply;
  }
}

/**
 * The player's bonuses, promo codes and the cash desk's bonus choice, served from their endpoint table. Every call
 * acts on the signed-in player's own bonuses. Promo codes are limited per player and per address: a code is a
 * word that can be guessed.
 */
export function bonusesRoutes(app: FastifyInstance, services: Pick<BonusesServices, 'offers' | 'cashDesk'>) {
  const { offers, cashDesk } = services;
  const promoCodeLimits = {
    preHandler: rateLimited(app, 'promoCode', async (request) => {
      const playerId = await currentPlayerId(request);
      return playerId === undefined ? undefined : `player:${playerId}`;
    }),
  };
  serveEndpoints(
    app,
    BONUS_ENDPOINTS,
    {
      list: async ({ playerId, query }) => ({
        success: true,
        data: await offers.list(playerId, query.tab ?? 'casino', query.lang),
      }),
      apply: ({ playerId, params, query, reply }) =>
        taking(reply, () => offers.apply(playerId, params.id, query.lang)),
      available: async ({ playerId }) => {
        const bonusIds = await offers.availableIds(playerId);
        return { success: true, data: { count: bonusIds.length, bonusIds } };
      },
      chooseReferralGift: ({ playerId, body, query, reply }) =>
        taking(reply, () => offers.chooseReferralGift(playerId, body.bonusId, query.lang)),
      hide: async ({ playerId, params }) => {
        await offers.hide(playerId, params.id);
        return { success: true };
      },
      revoke: async ({ playerId, params, query }) => ({
        success: true,
        data: await offers.revoke(playerId, params.id, query.lang),
      }),
      validatePromoCode: async ({ playerId, params, query }) => ({
        success: true,
        data: await offers.validatePromoCode(playerId, params.code, query.lang),
      }),
      applyPromoCode: ({ playerId, params, query, reply }) =>
        taking(reply, () => offers.applyPromoCode(playerId, params.code, query.lang)),
      depositBonusAmounts: async ({ playerId, query }) => ({
        success: true,
        data: { bonuses: await cashDesk.amounts(playerId, query.amount, query.lang) },
      }),
      welcomeSportBonuses: async ({ playerId, query }) => ({
        success: true,
        data: { bonuses: await cashDesk.amounts(playerId, query.amount, query.lang, 'sport') },
      }),
      depositBonusAmount: async ({ playerId, params, query }) => ({
        success: true,
        data: {
          bonus: {
            id: params.id,
            calculationFields: await cashDesk.amount(playerId, params.id, query.amount),
          },
        },
      }),
    },
    endpointSessions,
    { validatePromoCode: promoCodeLimits, applyPromoCode: promoCodeLimits },
  );
}
