import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { CashDeskService } from './cash-desk.service.ts';
import { CashPlayers } from './cash-players.ts';
import { type DepositGuard, DepositsService } from './deposits.service.ts';
import { ExcludedDepositRefunds } from './excluded-deposit-refunds.ts';
import { PaymentMethodsRepository } from './payment-methods.repository.ts';
import { PaymentMethodsService } from './payment-methods.service.ts';
import { PaymentNotificationsService } from './payment-notifications.service.ts';
import { type ConfiguredProvider, PaymentProviders } from './payment-providers.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { PlayerCashRepository } from './player-cash.repository.ts';
import { SandboxPaymentProvider } from './providers/sandbox-client.ts';
import { WithdrawalReviewService } from './withdrawal-review.service.ts';
import { WithdrawalsRepository } from './withdrawals.repository.ts';
import { WithdrawalsService } from './withdrawals.service.ts';

export interface CashServices {
  providers: PaymentProviders;
  methods: PaymentMethodsService;
  desk: CashDeskService;
  deposits: DepositsService;
  notifications: PaymentNotificationsService;
  withdrawals: WithdrawalsService;
  review: WithdrawalReviewService;
}

export interface CashServiceDeps {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: WalletService;
  players: PlayerDirectory;
  /** How the casino reaches payment providers; tests route it to the app itself. */
  fetch: typeof fetch;
  /** The merchant name wallet sheets show: the brand's. */
  merchantName: string;
  /** Player protection's checks before a deposit is recorded. */
  depositGuard: DepositGuard;
  /** Where the cash desk registers its one-off jobs (the refund of a deposit paid while excluded). */
  jobs: Pick<JobQueue, 'task'>;
}

/** The cash module's services, built once per app from the platform and the wallet. */
export function createCashServices(deps: CashServiceDeps): CashServices {
  const { db, clock, log, wallet } = deps;
  const providers = new PaymentProviders(configuredProviders(deps));
  const players = new CashPlayers(deps.players);
  const payments = new PaymentsRepository(db);
  const playerCash = new PlayerCashRepository(db);
  const withdrawals = new WithdrawalsRepository(db);
  const methods = new PaymentMethodsService({
    repository: new PaymentMethodsRepository(db),
    providers,
    merchantName: deps.merchantName,
  });
  const publicUrl = deps.config.publicUrl;
  const refunds = new ExcludedDepositRefunds({ providers, payments });
  refunds.useTask(deps.jobs.task(refunds.definition()));
  return {
    providers,
    methods,
    desk: new CashDeskService({ clock, players, methods, payments, playerCash, wallet }),
    deposits: new DepositsService({
      db,
      clock,
      log,
      players,
      methods,
      providers,
      payments,
      playerCash,
      wallet,
      guard: deps.depositGuard,
      // The web's result routes: the provider's pages end there, inside the cash desk's frame or on their own.
      returnUrls: { success: `${publicUrl}/cash/deposit/success/`, fail: `${publicUrl}/cash/deposit/fail/` },
    }),
    notifications: new PaymentNotificationsService({
      db,
      clock,
      log,
      payments,
      playerCash,
      wallet,
      guard: deps.depositGuard,
      refunds,
    }),
    withdrawals: new WithdrawalsService({ db, clock, players, methods, withdrawals, playerCash, wallet }),
    review: new WithdrawalReviewService({ db, clock, log, withdrawals, wallet, providers }),
  };
}

/** The operator's side alone (the withdrawals command, tests): reviewing withdrawals and paying them out. */
export function createWithdrawalReview(
  deps: Pick<CashServiceDeps, 'db' | 'config' | 'clock' | 'log' | 'wallet' | 'fetch'>,
): WithdrawalReviewService {
  const { db, clock, log, wallet } = deps;
  const providers = new PaymentProviders(configuredProviders(deps));
  return new WithdrawalReviewService({
    db,
    clock,
    log,
    withdrawals: new WithdrawalsRepository(db),
    wallet,
    providers,
  });
}

/**
 * The providers this process may use. The sandbox runs inside this same server, so the casino reaches it — and
 * it posts notifications back — over the loopback address, whatever the public address is.
 */
function configuredProviders(
  deps: Pick<CashServiceDeps, 'config' | 'fetch' | 'clock'>,
): ConfiguredProvider[] {
  const { config } = deps;
  if (!config.paymentsSandbox) return [];
  const loopback = `http://127.0.0.1:${config.port}`;
  return [
    {
      provider: new SandboxPaymentProvider({
        baseUrl: `${loopback}/sandbox-psp`,
        fetch: deps.fetch,
        webhookSecret: config.paymentsWebhookSecret,
        clock: deps.clock,
      }),
      notificationUrl: `${loopback}/rest/cash/webhooks/sandbox/`,
    },
  ];
}
