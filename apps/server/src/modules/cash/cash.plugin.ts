import { defineModule, servesRequests } from '../../platform/module.ts';
import { cashRoutes } from './cash.routes.ts';
import { createCashServices } from './create-cash-services.ts';
import { seedPaymentMethods } from './payment-methods.seed.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { PlayerCashRepository } from './player-cash.repository.ts';

/**
 * The cash desk: deposits through payment providers, withdrawals, saved cards and the tax ID. It moves money
 * through the wallet, asks player protection before a deposit, and tells player main data the deposits count.
 */
export const cashPlugin = defineModule(
  'cash',
  { dependencies: ['accounts', 'wallet', 'responsible'] },
  async (app) => {
    const { db, config, clock, brand, fetch } = app.platform;
    const cash = createCashServices({
      db,
      config,
      clock,
      log: app.log,
      wallet: app.wallet,
      players: app.accounts.players,
      fetch,
      merchantName: brand.name,
      depositGuard: app.responsible,
      jobs: app.jobs,
    });
    const payments = new PaymentsRepository(db);
    const playerCash = new PlayerCashRepository(db);
    app.decorate('cash', {
      depositsFixingCurrency: (playerId) => cash.desk.depositsFixingCurrency(playerId),
      depositedSince: (tx, playerId, since) => payments.depositedSince(tx, playerId, since),
      hasTaxId: (playerId) => playerCash.hasTaxId(playerId),
      depositsCreditedBefore: (executor, playerId, paymentId) =>
        payments.succeededBefore(executor, playerId, paymentId),
      lastDepositAt: (executor, playerId) => payments.lastCreditedAt(executor, playerId),
      playersWithTaxId: (taxId) => playerCash.playersWithTaxId(taxId),
      lastCreditedDepositBefore: (playerId, before) => payments.lastCreditedBefore(playerId, before),
      listDeposits: (filter) => payments.list(filter),
      withdrawalReview: cash.review,
    });
    app.accounts.playerState.provide((playerId) => cash.desk.playerCashState(playerId));
    app.seeds.add({ name: 'payment-methods', when: 'always', run: (seedDb) => seedPaymentMethods(seedDb) });
    if (servesRequests(app)) cashRoutes(app, { cash, players: app.accounts.players });
  },
);
