import { errorCodeOf } from '../../../lib/api-client';

/** Refusals the lottery explains in its own words; anything else is the general failure. */
const REFUSALS = new Set([
  'lottery_stars_insufficient',
  'insufficient_funds',
  'lottery_ticket_not_for_sale',
  'lottery_ticket_unavailable',
  'lottery_ticket_not_found',
  'lottery_promo_invalid',
  'lottery_promo_used',
  'lottery_not_found',
]);

/** The message key of a failed lottery call. A 444 is not among them: the api client opens the Ludoman modal. */
export function lotteryErrorKey(error: unknown): string {
  const code = errorCodeOf(error);
  return `chance.lottery.errors.${REFUSALS.has(code) ? code : 'unknown'}`;
}
