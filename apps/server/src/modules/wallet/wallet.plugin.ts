import { defineModule, servesRequests } from '../../platform/module.ts';
import { walletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';
import { WalletHistory } from './wallet-history.ts';

/** The ledger: the only writer of money. Releases balance holds whose time has come. */
export const walletPlugin = defineModule('wallet', { dependencies: ['accounts'] }, async (app) => {
  const { db, clock, config } = app.platform;
  const wallet = new WalletService({ db, clock, stakeOrder: config.bonusStakeOrder });
  const history = new WalletHistory({ db, clock });
  app.decorate('wallet', wallet);
  app.decorate('walletGameNames', history.gameNames);
  app.jobs.periodic({ name: 'release-due-holds', everyMs: 30_000, run: () => wallet.releaseDueHolds() });
  if (servesRequests(app))
    walletRoutes(app, {
      wallet,
      history,
      currencyOf: (playerId) => app.accounts.players.currencyOf(playerId),
    });
});
