import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { BonusOffersRepository } from './bonus-offers.repository.ts';

/**
 * The `bonus-offer-expiry` job: offers past their end that were never answered are marked `expired`, for the back
 * office's reports. Nothing the player sees waits for it: the calls read each offer's end against the clock.
 */
export function expireOffers(deps: { db: Db; clock: Clock; offers: BonusOffersRepository }): Promise<number> {
  return deps.offers.expireDue(deps.db, deps.clock.now());
}
