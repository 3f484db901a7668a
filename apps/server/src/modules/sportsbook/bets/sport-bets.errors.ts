import type { Currency } from '@casino/contracts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';

export const sportBetErrors = {
  /** A slip that cannot make the bet it names: the message says which rule it breaks. */
  invalid: (message: string) => new AppError('sport_bet_invalid', message),
  notFound: (id: string) => notFound('sport_bet_not_found', `No bet ${id}`),
  /** The sportsbook takes no bets in the player's currency (the operator has set no limits for it). */
  unavailable: (currency: Currency) =>
    new AppError('sport_betting_unavailable', `Sports bets are not taken in ${currency}`),
  /** The reference id was used for another bet: a new attempt needs a new id. */
  referenceConflict: (referenceId: string) =>
    new AppError('idempotency_conflict', `The reference ${referenceId} was already used for another bet`),
};

export const freebetErrors = {
  /** Not the player's, placed already, canceled or past its end. */
  notFound: (id: number) => notFound('freebet_not_found', `No free bet ${id} to place`),
  /** The free bet's terms do not allow this bet: the message says which. */
  notApplicable: (message: string) => new AppError('freebet_not_applicable', message),
};
