import { defineModule, servesRequests } from '../../platform/module.ts';
import { createResponsibleServices } from './create-responsible-services.ts';
import { responsibleRoutes } from './responsible.routes.ts';

/**
 * Player protection: self-limits, time-outs and self-exclusion, reality checks. The cash desk and the games ask it
 * inside their money-moving transactions; it measures deposits, play and time through their facades.
 */
export const responsiblePlugin = defineModule(
  'responsible',
  { dependencies: ['accounts', 'wallet'] },
  async (app) => {
    const { db, clock } = app.platform;
    const protection = createResponsibleServices({
      db,
      clock,
      wallet: app.wallet,
      sessions: app.accounts.sessions,
      deposits: () => app.cash,
      currencyOf: (playerId) => app.accounts.players.currencyOf(playerId),
    });
    const { responsible, realityChecks } = protection;
    app.decorate('responsible', responsible);
    app.accounts.playerState.provide(async (playerId) => ({
      ludomanRequestStatus: await responsible.ludomanRequestStatus(playerId),
    }));
    app.jobs.periodic({ name: 'reality-checks', everyMs: 15_000, run: () => realityChecks.sendDue() });
    if (servesRequests(app)) responsibleRoutes(app, protection);
  },
);
