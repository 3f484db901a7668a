import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { Cash } from '../cash/index.ts';
import type { PlayerProtection } from '../responsible/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { BonusExpiry } from './bonus-expiry.ts';
import { BonusLifecycle } from './bonus-lifecycle.ts';
import { BonusPlayers } from './bonus-players.ts';
import { BonusTemplates } from './bonus-templates.ts';
import { BonusesRepository } from './bonuses.repository.ts';
import { bonusesSubscriber } from './bonuses-subscriber.ts';
import { CashDeskBonuses } from './cash-desk-bonuses.ts';
import { DepositBonuses } from './deposit-bonuses.ts';
import { maxBetGuard } from './max-bet-guard.ts';
import { OffersService } from './offers.service.ts';
import { Wagering } from './wagering.ts';

interface BonusesServiceDeps {
  db: Db;
  clock: Clock;
  /** `BONUS_MAX_WAGERING_MULTIPLIER`: templates asking more are refused. */
  maxWageringMultiplier: number;
  wallet: WalletService;
  players: PlayerDirectory;
  protection: PlayerProtection;
  /** The cash desk's deposits: how many were credited, and when the last one was. */
  deposits: Pick<Cash, 'depositsCreditedBefore' | 'lastDepositAt'>;
}

/** The bonuses module's services, built once per app on the wallet, the players, protection and the cash desk. */
export function createBonusesServices(deps: BonusesServiceDeps) {
  const { db, clock, wallet, deposits } = deps;
  const repository = new BonusesRepository(db);
  const players = new BonusPlayers({ players: deps.players, protection: deps.protection });
  const lifecycle = new BonusLifecycle({ repository, wallet, clock });
  return {
    templates: new BonusTemplates({ repository, clock, maxWageringMultiplier: deps.maxWageringMultiplier }),
    offers: new OffersService({ db, clock, repository, lifecycle, players, wallet, deposits }),
    cashDesk: new CashDeskBonuses({ db, clock, repository, players, deposits }),
    subscriber: bonusesSubscriber({
      deposits: new DepositBonuses({ clock, repository, lifecycle, players, deposits }),
      wagering: new Wagering({ repository, lifecycle, wallet }),
    }),
    expiry: new BonusExpiry({ db, clock, repository, lifecycle }),
    maxBetGuard: maxBetGuard(repository),
  };
}

export type BonusesServices = ReturnType<typeof createBonusesServices>;
