import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Job, JobRunner } from '../../platform/jobs/jobs.ts';
import type { Rng } from '../../platform/rng.ts';
import { sandboxMerchantKey } from '../cash/providers/sandbox-client.ts';
import { merchantApiRoutes } from './merchant-api.routes.ts';
import { NotificationDelivery } from './notification-delivery.ts';
import { NotificationsRepository } from './notifications.repository.ts';
import { pageRoutes } from './pages.routes.ts';
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
  jobs: Job[];
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
      { name: 'sandbox-psp-expiry', everyMs: 60_000, run: () => payments.expireOverdue() },
    ],
  };
}

/**
 * Mounts the sandbox payment provider under `/sandbox-psp/` (on the api and web roles) and adds its jobs to the
 * runner (they run on the jobs role). It behaves like a separate payment service: the casino reaches it only
 * over HTTP, with the merchant key derived from the shared webhook secret.
 */
export async function registerSandboxPsp(
  app: FastifyInstance,
  deps: SandboxPspDependencies & { jobs: JobRunner },
): Promise<void> {
  const sandbox = createSandboxPsp(deps);
  for (const job of sandbox.jobs) deps.jobs.add(job);
  if (!deps.config.roles.has('api') && !deps.config.roles.has('web')) return;
  const merchantKey = sandboxMerchantKey(deps.config.paymentsWebhookSecret);
  const casinoOrigin = new URL(deps.config.publicUrl).origin;
  await app.register(
    async (scope) => {
      await scope.register(async (api) => merchantApiRoutes(api, { ...sandbox, merchantKey }), {
        prefix: '/api',
      });
      await scope.register(async (pages) =>
        pageRoutes(pages, { ...sandbox, clock: deps.clock, rng: deps.rng, casinoOrigin }),
      );
    },
    { prefix: '/sandbox-psp' },
  );
}
