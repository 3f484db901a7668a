import { AppError, notFound } from '../../../platform/http/app-error.ts';

export const lotteryErrors = {
  /** No lottery running, or no prize level, prize or drawn draw of that id. */
  notFound: (what: string) => notFound('lottery_not_found', `No ${what}`),
  /** No ticket of that id that is the player's: another player's is not found either. */
  ticketNotFound: () => notFound('lottery_ticket_not_found', 'No such ticket'),
  ticketUnavailable: (message: string) => new AppError('lottery_ticket_unavailable', message),
  notForSale: (kind: string, payWith: string) =>
    new AppError('lottery_ticket_not_for_sale', `A ${kind} ticket is not sold for ${payWith} here`),
  starsInsufficient: (balance: number, price: number) =>
    new AppError('lottery_stars_insufficient', `The ticket costs ${price} stars; the balance is ${balance}`, {
      details: { balanceStars: balance, price },
    }),
  ticketsInsufficient: (held: number, cost: number) =>
    new AppError('lottery_tickets_insufficient', `The prize costs ${cost} tickets; ${held} are unused`, {
      details: { unusedTickets: held, cost },
    }),
  promoInvalid: () => new AppError('lottery_promo_invalid', 'No such promo code, or it has expired'),
  promoUsed: () => new AppError('lottery_promo_used', 'This promo code has been redeemed already'),
};
