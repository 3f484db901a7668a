import type { Currency } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { servesRequests } from '../../../platform/module.ts';
import { PushThrottle } from '../../../platform/push/push-throttle.ts';
import type { FairDraws } from '../fair-draws.ts';
import { JackpotContributions } from './jackpot-contributions.ts';
import { JackpotPayouts } from './jackpot-payouts.ts';
import { JackpotPushes } from './jackpot-pushes.ts';
import { JackpotsRepository } from './jackpots.repository.ts';
import { jackpotsRoutes } from './jackpots.routes.ts';
import { seedJackpots } from './jackpots.seed.ts';
import { JackpotsStatusReader } from './jackpots-status.ts';

/** A pool's amount is told to every visitor at most this often per jackpot and currency. */
const POOL_PUSH_INTERVAL_MS = 1_000;

/**
 * Progressive jackpots inside the chance module: the outbox reader `jackpots` (contributions, trigger draws,
 * payouts) and the demo seed on every role, `GET /jackpots-status/` where requests are served.
 */
export function jackpotsFeature(app: FastifyInstance, draws: FairDraws): void {
  const { db, clock } = app.platform;
  const repository = new JackpotsRepository(db);
  const payouts = new JackpotPayouts({ wallet: app.wallet, repository });
  const throttle = new PushThrottle({
    publisher: app.push.publisher,
    intervalMs: POOL_PUSH_INTERVAL_MS,
    onError: (error) => app.log.warn({ err: error }, 'jackpot push failed'),
  });
  app.addHook('onClose', async () => throttle.close());
  const pushes = new JackpotPushes({
    throttle,
    publisher: app.push.publisher,
    poolOf: async (jackpot: string, currency: Currency) =>
      (await app.wallet.jackpotPools(currency)).get(jackpot) ?? 0,
  });
  app.outbox.subscribe(
    new JackpotContributions({ repository, wallet: app.wallet, draws, payouts, pushes, clock }).subscriber,
  );
  app.seeds.add({
    name: 'demo-jackpots',
    when: 'demo',
    run: (seedDb) =>
      seedJackpots(seedDb, { clock, wallet: app.wallet, players: app.accounts.players, draws, payouts }),
  });
  if (!servesRequests(app)) return;
  jackpotsRoutes(app, { status: new JackpotsStatusReader({ repository, wallet: app.wallet }) });
}
