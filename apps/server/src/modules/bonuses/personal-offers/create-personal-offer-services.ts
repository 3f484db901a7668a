import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Cash } from '../../cash/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { BonusLifecycle } from '../bonus-lifecycle.ts';
import type { BonusPlayers } from '../bonus-players.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { BonusOffersRepository } from './bonus-offers.repository.ts';
import { offerCampaignsSubscriber } from './offer-campaigns.ts';
import { expireOffers } from './offer-expiry.ts';
import { seedDemoPersonalOffers } from './personal-offers.seed.ts';
import { PersonalOffers } from './personal-offers.service.ts';
import { SleepingBonuses } from './sleeping-bonuses.ts';

interface PersonalOfferServiceDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'balance'>;
  deposits: Pick<Cash, 'lastDepositAt'>;
  /** The bonus engine's parts an accepted offer and an activation go through. */
  bonuses: { repository: BonusesRepository; lifecycle: BonusLifecycle; players: BonusPlayers };
}

/** Personal offers' services, on the bonus engine's players, lock and lifecycle. */
export function createPersonalOfferServices(deps: PersonalOfferServiceDeps) {
  const { db, clock, bonuses } = deps;
  const offers = new BonusOffersRepository();
  const personalOffers = new PersonalOffers({ db, clock, offers, ...bonuses });
  return {
    personalOffers,
    sleeping: new SleepingBonuses({ db, clock, ...bonuses, wallet: deps.wallet, deposits: deps.deposits }),
    subscriber: offerCampaignsSubscriber({ clock, offers, personalOffers, players: bonuses.players }),
    expireDue: () => expireOffers({ db, clock, offers }),
    seedDemo: (seedDb: Db, players: Pick<PlayerDirectory, 'findByLogin'>) =>
      seedDemoPersonalOffers(seedDb, {
        clock,
        offers,
        repository: bonuses.repository,
        personalOffers,
        players,
      }),
  };
}

export type PersonalOfferServices = ReturnType<typeof createPersonalOfferServices>;
