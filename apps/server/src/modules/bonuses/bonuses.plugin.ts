import { defineModule, servesRequests } from '../../platform/module.ts';
import { bonusesRoutes } from './bonuses.routes.ts';
import { seedDemoBonuses } from './bonuses.seed.ts';
import { cashbackRoutes } from './cashback/cashback.routes.ts';
import { seedDemoCashback, seedDemoCashbackHistory } from './cashback/cashback.seed.ts';
import { createBonusesServices } from './create-bonuses-services.ts';
import { freeSpinsRoutes } from './free-spins.routes.ts';
import { insuranceRoutes } from './insurance/insurance.routes.ts';
import { personalOffersRoutes } from './personal-offers/personal-offers.routes.ts';
import { recurringBonusesRoutes } from './recurring-bonuses.routes.ts';

/** Bonus expiry runs every minute: a bonus lives days, so a minute late is nothing. */
const EXPIRY_CRON = '* * * * *';
/** Cashback periods close within a minute of their end: a period is a day or more. */
const CASHBACK_CLOSE_CRON = '* * * * *';
/** Insurance windows expire within a minute of their end (and its grace): a window is hours or days. */
const INSURANCE_EXPIRY_CRON = '* * * * *';
/** Offers past their end are marked within the hour: what players see never waits for it. */
const OFFER_EXPIRY_CRON = '0 * * * *';

/**
 * Bonuses (decision 027): offers, promo codes and the cash desk's choice for players; deposit bonuses, wagering
 * and conversion from the event stream; expiry on a schedule; the maximum bet as a guard on every stake. Bonus
 * money moves only through the wallet.
 */
export const bonusesPlugin = defineModule(
  'bonuses',
  { dependencies: ['accounts', 'wallet', 'responsible', 'cash', 'games', 'sportsbook'] },
  async (app) => {
    const { db, clock, config } = app.platform;
    const bonuses = createBonusesServices({
      db,
      clock,
      maxWageringMultiplier: config.bonusMaxWageringMultiplier,
      wallet: app.wallet,
      players: app.accounts.players,
      protection: app.responsible,
      deposits: app.cash,
      jobs: app.jobs,
      gameKinds: (slugs, executor) => app.games.gameKinds(slugs, executor),
      freeRounds: app.games.freeRounds,
      freebets: app.sportsbook.freebets,
      providerGames: async (provider) =>
        (await app.games.catalogueAdmin.list({ provider })).games.map((game) => game.slug),
    });
    app.decorate('bonuses', {
      templates: bonuses.templates,
      templateAdmin: bonuses.templateAdmin,
      cashbackPrograms: bonuses.cashback.programs,
      insurancePrograms: bonuses.insurance.programs,
      personalOffers: bonuses.personalOffers.personalOffers,
      templateTitle: bonuses.templateTitle,
    });
    app.outbox.subscribe(bonuses.subscriber);
    app.games.stakeGuards.add(bonuses.maxBetGuard);
    app.jobs.periodic({ name: 'bonus-expiry', cron: EXPIRY_CRON, run: () => bonuses.expiry.expireDue() });
    app.seeds.add({
      name: 'demo-bonuses',
      when: 'demo',
      run: (seedDb) => seedDemoBonuses(seedDb, bonuses.templates),
    });
    app.jobs.periodic({
      name: 'cashback-close',
      cron: CASHBACK_CLOSE_CRON,
      run: () => bonuses.cashback.closing.closeDue(),
    });
    app.seeds.add({
      name: 'demo-cashback',
      when: 'demo',
      run: (seedDb) => seedDemoCashback(seedDb, bonuses.cashback.programs),
    });
    app.seeds.add({
      name: 'demo-cashback-history',
      when: 'demo',
      run: (seedDb) =>
        seedDemoCashbackHistory(seedDb, {
          clock,
          repository: bonuses.cashback.repository,
          players: app.accounts.players,
        }),
    });
    app.jobs.periodic({
      name: 'insurance-expiry',
      cron: INSURANCE_EXPIRY_CRON,
      run: () => bonuses.insurance.expiry.expireDue(),
    });
    app.seeds.add({
      name: 'demo-insurance',
      when: 'demo',
      run: (seedDb) => bonuses.insurance.seedDemo(seedDb, bonuses.templates),
    });
    app.outbox.subscribe(bonuses.personalOffers.subscriber);
    app.jobs.periodic({
      name: 'bonus-offer-expiry',
      cron: OFFER_EXPIRY_CRON,
      run: () => bonuses.personalOffers.expireDue(),
    });
    app.seeds.add({
      name: 'demo-personal-offers',
      when: 'demo',
      run: (seedDb) => bonuses.personalOffers.seedDemo(seedDb, app.accounts.players),
    });
    app.accounts.profileCashback.provide((playerId, executor) =>
      bonuses.cashback.service.profileCashback(playerId, executor),
    );
    app.accounts.playerState.provide(async (playerId) => ({
      welcomePackage: await bonuses.welcomePack.package(playerId),
      birthdayBonus: await bonuses.birthday.state(playerId),
      hasActiveSportBettingBonus: await bonuses.offers.hasActiveSportBonus(playerId),
    }));
    if (servesRequests(app)) {
      bonusesRoutes(app, bonuses);
      recurringBonusesRoutes(app, bonuses);
      cashbackRoutes(app, bonuses.cashback.service);
      freeSpinsRoutes(app, bonuses);
      insuranceRoutes(app, bonuses.insurance.service);
      personalOffersRoutes(app, bonuses.personalOffers);
    }
  },
);
