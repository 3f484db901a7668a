import { defineModule, servesRequests } from '../../platform/module.ts';
import { merchantApiRoutes } from './merchant-api.routes.ts';
import { sandboxMerchantKey } from './merchant-key.ts';
import { pageRoutes } from './pages.routes.ts';
import { createSandboxPsp } from './sandbox-psp.ts';

/**
 * The sandbox payment provider under `/sandbox-psp/` (when PAYMENTS_SANDBOX is on), with its notification
 * delivery and expiry jobs. It behaves like a separate payment service: the casino reaches it only over HTTP,
 * with the merchant key derived from the shared webhook secret.
 */
export const sandboxPspPlugin = defineModule('sandbox-psp', {}, async (app) => {
  const { db, config, clock, rng, fetch } = app.platform;
  if (!config.paymentsSandbox) return;
  const sandbox = createSandboxPsp({ db, config, clock, rng, fetch, log: app.log });
  for (const job of sandbox.jobs) app.jobs.periodic(job);
  if (!servesRequests(app)) return;
  const merchantKey = sandboxMerchantKey(config.paymentsWebhookSecret);
  const casinoOrigin = new URL(config.publicUrl).origin;
  await app.register(
    async (scope) => {
      await scope.register(async (api) => merchantApiRoutes(api, { ...sandbox, merchantKey }), {
        prefix: '/api',
      });
      await scope.register(async (pages) => pageRoutes(pages, { ...sandbox, clock, rng, casinoOrigin }));
    },
    { prefix: '/sandbox-psp' },
  );
});
