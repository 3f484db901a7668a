import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { Cash } from '../cash/index.ts';
import type { Games } from '../games/index.ts';
import type { PlayerProtection } from '../responsible/index.ts';
import type { Sportsbook } from '../sportsbook/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { AllowedWithDeposit } from './allowed-with-deposit.ts';
import { BirthdayBonus } from './birthday-bonus.ts';
import { BonusExpiry } from './bonus-expiry.ts';
import { BonusLifecycle } from './bonus-lifecycle.ts';
import { BonusPlayers } from './bonus-players.ts';
import { BonusTemplates } from './bonus-templates.ts';
import { BonusesRepository } from './bonuses.repository.ts';
import { bonusesSubscriber } from './bonuses-subscriber.ts';
import { CashDeskBonuses } from './cash-desk-bonuses.ts';
import type { GameKindsOf } from './cashback/cashback-net-loss.ts';
import { createCashbackServices } from './cashback/create-cashback-services.ts';
import { DailyBonus } from './daily-bonus.ts';
import { dailyBonusAvailableTask } from './daily-bonus-available.ts';
import { DepositBonuses } from './deposit-bonuses.ts';
import { FreeSpinBonuses } from './free-spin-bonuses.ts';
import { FreeSpinViews } from './free-spin-views.ts';
import { FreebetBonuses } from './freebet-bonuses.ts';
import { createInsuranceServices } from './insurance/create-insurance-services.ts';
import { maxBetGuard } from './max-bet-guard.ts';
import { OffersService } from './offers.service.ts';
import { createPersonalOfferServices } from './personal-offers/create-personal-offer-services.ts';
import { TemplateAdminRepository } from './template-admin/template-admin.repository.ts';
import { BonusTemplateAdmin } from './template-admin/template-admin.ts';
import { Wagering } from './wagering.ts';
import { WelcomePack } from './welcome-pack.ts';

interface BonusesServiceDeps {
  db: Db;
  clock: Clock;
  /** `BONUS_MAX_WAGERING_MULTIPLIER`: templates asking more are refused. */
  maxWageringMultiplier: number;
  wallet: WalletService;
  players: PlayerDirectory;
  protection: PlayerProtection;
  /** Where the module registers its one-off jobs (the announcement of the next day's daily bonus). */
  jobs: Pick<JobQueue, 'task'>;
  /** The cash desk's deposits: how many were credited, and when the last one was. */
  deposits: Pick<Cash, 'depositsCreditedBefore' | 'lastDepositAt'>;
  /** The games module's free rounds: what a free-spin bonus gives. */
  freeRounds: Games['freeRounds'];
  /** The sportsbook's free bets: what a free-bet bonus gives. */
  freebets: Sportsbook['freebets'];
  /** The game catalogue's kinds: cashback counts play by game kind. */
  gameKinds: GameKindsOf;
  /** The catalogue's games of a provider: a free-spin template names games that exist. */
  providerGames: (provider: string) => Promise<string[]>;
}

/** The bonuses module's services, built once per app on the wallet, the players, protection and the cash desk. */
export function createBonusesServices(deps: BonusesServiceDeps) {
  const { db, clock, wallet, deposits } = deps;
  const repository = new BonusesRepository(db);
  const players = new BonusPlayers({ players: deps.players, protection: deps.protection });
  const lifecycle = new BonusLifecycle({
    repository,
    wallet,
    clock,
    freeRounds: deps.freeRounds,
    freebets: deps.freebets,
  });
  const spinViews = new FreeSpinViews(deps.freeRounds);
  const freeSpins = new FreeSpinBonuses({
    repository,
    lifecycle,
    players,
    freeRounds: deps.freeRounds,
    views: spinViews,
  });
  const insurance = createInsuranceServices({
    db,
    clock,
    maxWageringMultiplier: deps.maxWageringMultiplier,
    wallet,
    bonuses: { repository, lifecycle, players },
  });
  const templates = new BonusTemplates({
    repository,
    clock,
    maxWageringMultiplier: deps.maxWageringMultiplier,
  });
  return {
    templates,
    /** A template's title by its slug: prize lists name a bonus prize by it. */
    templateTitle: async (slug: string) => (await repository.templateBySlug(db, slug))?.title,
    templateAdmin: new BonusTemplateAdmin({
      db,
      clock,
      templates,
      repository: new TemplateAdminRepository(),
      providerGames: deps.providerGames,
    }),
    offers: new OffersService({ db, clock, repository, lifecycle, players, wallet, deposits, spinViews }),
    freeSpins,
    birthday: new BirthdayBonus({ db, clock, repository, lifecycle, players, wallet }),
    daily: new DailyBonus({
      db,
      clock,
      repository,
      lifecycle,
      players,
      wallet,
      nextDay: deps.jobs.task(dailyBonusAvailableTask(db)),
    }),
    welcomePack: new WelcomePack({ db, clock, repository, players, spinViews }),
    cashDesk: new CashDeskBonuses({ db, clock, repository, players, deposits }),
    subscriber: bonusesSubscriber({
      deposits: new DepositBonuses({
        clock,
        repository,
        lifecycle,
        players,
        deposits,
        allowed: new AllowedWithDeposit({ clock, repository, lifecycle, players, deposits }),
      }),
      wagering: new Wagering({ repository, lifecycle, wallet }),
      freeSpins,
      insurance: insurance.cover,
      freebets: new FreebetBonuses({ repository, lifecycle }),
    }),
    expiry: new BonusExpiry({ db, clock, repository, lifecycle }),
    maxBetGuard: maxBetGuard(repository),
    cashback: createCashbackServices({
      db,
      clock,
      maxWageringMultiplier: deps.maxWageringMultiplier,
      wallet,
      gameKinds: deps.gameKinds,
      bonuses: { repository, lifecycle, players },
    }),
    insurance,
    personalOffers: createPersonalOfferServices({
      db,
      clock,
      wallet,
      deposits,
      bonuses: { repository, lifecycle, players },
    }),
  };
}

export type BonusesServices = ReturnType<typeof createBonusesServices>;
