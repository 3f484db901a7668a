import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import type { Rng } from '../../platform/rng.ts';
import { NotificationDelivery } from './notification-delivery.ts';
import { NotificationsRepository } from './notifications.repository.ts';
import { SandboxPaymentsService } from './payments.service.ts';
import { SandboxPayoutsService } from './payouts.service.ts';
import { SandboxPspRepository } from './sandbox-psp.repository.ts';

export interface SandboxPspDependencies {
  db: Db;
  config: Config;
  clock: Clock;
  rng: Rng;
  /** How notifications reach merchants. */
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}

export interface SandboxPsp {
  payments: SandboxPaymentsService;
  payouts: SandboxPayoutsService;
  delivery: NotificationDelivery;
  /** Notification delivery (every second) and expiry of abandoned payments (every minute). */
  jobs: PeriodicJob[];
}

/** The sandbox provider's services, without HTTP: what any node needs to run its jobs. */
export function createSandboxPsp(deps: SandboxPspDependencies): SandboxPsp {
  const repository = new SandboxPspRepository(deps.db);
  const delivery = new NotificationDelivery({
    repository: new NotificationsRepository(deps.db),
    secret: deps.config.paymentsWebhookSecret,
    clock: deps.clock,
    fetch: deps.fetch,
    log: deps.log,
  });
  const payments = new SandboxPaymentsService({
    repository,
    delivery,
    clock: deps.clock,
    rng: deps.rng,
    publicUrl: deps.config.publicUrl,
  });
  const payouts = new SandboxPayoutsService({ repository, clock: deps.clock });
  return {
    payments,
    payouts,
    delivery,
    jobs: [
      { name: 'sandbox-psp-notifications', everyMs: 1_000, run: () => delivery.deliverDue() },
      { name: 'sandbox-psp-expiry', cron: '* * * * *', run: () => payments.expireOverdue() },
    ],
  };
}
