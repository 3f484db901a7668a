import { defineModule, servesRequests } from '../../platform/module.ts';
import { walletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';

/** The ledger: the only writer of money. Releases balance holds whose time has come. */
export const walletPlugin = defineModule('wallet', { dependencies: ['accounts'] }, async (app) => {
  const { db, clock, config } = app.platform;
  const wallet = new WalletService({ db, clock, stakeOrder: config.bonusStakeOrder });
  app.decorate('wallet', wallet);
  app.jobs.periodic({ name: 'release-due-holds', everyMs: 30_000, run: () => wallet.releaseDueHolds() });
  if (servesRequests(app))
    walletRoutes(app, { wallet, currencyOf: (playerId) => app.accounts.players.currencyOf(playerId) });
});
