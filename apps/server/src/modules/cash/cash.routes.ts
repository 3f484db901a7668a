import type { FastifyInstance } from 'fastify';
import type { PlayerDirectory } from '../accounts/index.ts';
import { cashWebhookRoutes } from './cash-webhooks.routes.ts';
import type { CashServices } from './create-cash-services.ts';
import { depositsRoutes } from './deposits.routes.ts';
import { walletButtonsRoutes } from './wallet-buttons.routes.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

/** Every route of the cash desk: deposits, withdrawals, providers' notifications and the wallet button pages. */
export function cashRoutes(
  app: FastifyInstance,
  deps: { cash: CashServices; players: PlayerDirectory },
): void {
  depositsRoutes(app, deps);
  withdrawalsRoutes(app, deps.cash.withdrawals);
  cashWebhookRoutes(app, deps.cash);
  walletButtonsRoutes(app, { deposits: deps.cash.deposits, players: deps.players });
}
