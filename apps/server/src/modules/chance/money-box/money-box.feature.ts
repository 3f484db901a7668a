import type { FastifyInstance } from 'fastify';
import { moneyBoxRoutes } from './money-box.routes.ts';
import { MoneyBoxService } from './money-box.service.ts';

/** The money box inside the chance module: routes only, its money is the wallet's balance holds. */
export function moneyBoxFeature(app: FastifyInstance): void {
  const { clock } = app.platform;
  moneyBoxRoutes(app, {
    moneyBox: new MoneyBoxService({
      wallet: app.wallet,
      players: app.accounts.players,
      protection: app.responsible,
      publisher: app.push.publisher,
      clock,
      log: app.log,
    }),
  });
}
