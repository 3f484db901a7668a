import { defineModule, servesRequests } from '../../platform/module.ts';
import { bonusesRoutes } from './bonuses.routes.ts';
import { seedDemoBonuses } from './bonuses.seed.ts';
import { createBonusesServices } from './create-bonuses-services.ts';

/** Bonus expiry runs every minute: a bonus lives days, so a minute late is nothing. */
const EXPIRY_CRON = '* * * * *';

/**
 * Bonuses (decision 027): offers, promo codes and the cash desk's choice for players; deposit bonuses, wagering
 * and conversion from the event stream; expiry on a schedule; the maximum bet as a guard on every stake. Bonus
 * money moves only through the wallet.
 */
export const bonusesPlugin = defineModule(
  'bonuses',
  { dependencies: ['accounts', 'wallet', 'responsible', 'cash', 'games'] },
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
    });
    app.decorate('bonuses', { templates: bonuses.templates });
    app.outbox.subscribe(bonuses.subscriber);
    app.games.stakeGuards.add(bonuses.maxBetGuard);
    app.jobs.periodic({ name: 'bonus-expiry', cron: EXPIRY_CRON, run: () => bonuses.expiry.expireDue() });
    app.seeds.add({
      name: 'demo-bonuses',
      when: 'demo',
      run: (seedDb) => seedDemoBonuses(seedDb, bonuses.templates),
    });
    if (servesRequests(app)) bonusesRoutes(app, bonuses);
  },
);
