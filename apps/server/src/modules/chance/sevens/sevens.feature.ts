import type { Currency } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { servesRequests } from '../../../platform/module.ts';
import { PushThrottle } from '../../../platform/push/push-throttle.ts';
import { JackpotSevensRepository } from './jackpot-sevens.repository.ts';
import { sevensRoutes } from './sevens.routes.ts';
import { seedJackpotSevens } from './sevens.seed.ts';
import { SevensContributions } from './sevens-contributions.ts';
import { SevensPushes } from './sevens-pushes.ts';
import { SevensRounds } from './sevens-rounds.ts';
import { SevensStatusReader } from './sevens-status.ts';
import { sevensPoolKey } from './sevens-view.ts';

/** A pool's amount is told to every visitor at most this often per jackpot and currency. */
const POOL_PUSH_INTERVAL_MS = 1_000;

/**
 * Jackpot-sevens inside the chance module: the outbox reader `jackpot-sevens` (contributions, drops, rounds), the
 * player's latest win in player main data and the demo seed on every role, `GET /rest/jackpot-sevens/` where
 * requests are served.
 */
export function jackpotSevensFeature(app: FastifyInstance): void {
  const { db, clock, rng } = app.platform;
  const repository = new JackpotSevensRepository(db);
  const rounds = new SevensRounds({ wallet: app.wallet, repository, rng });
  const throttle = new PushThrottle({
    publisher: app.push.publisher,
    intervalMs: POOL_PUSH_INTERVAL_MS,
    onError: (error) => app.log.warn({ err: error }, 'jackpot-sevens push failed'),
  });
  app.addHook('onClose', async () => throttle.close());
  const pushes = new SevensPushes({
    throttle,
    publisher: app.push.publisher,
    poolOf: async (jackpot: string, currency: Currency) =>
      (await app.wallet.jackpotPools(currency)).get(sevensPoolKey(jackpot)) ?? 0,
  });
  app.outbox.subscribe(
    new SevensContributions({ repository, wallet: app.wallet, rounds, pushes, clock }).subscriber,
  );
  const status = new SevensStatusReader({ repository, wallet: app.wallet });
  app.accounts.playerState.provide(async (playerId) => ({
    jackpotSevens: { lastPlayerWin: await status.lastPlayerWin(playerId) },
  }));
  app.seeds.add({
    name: 'demo-jackpot-sevens',
    when: 'demo',
    run: (seedDb) =>
      seedJackpotSevens(seedDb, { clock, wallet: app.wallet, players: app.accounts.players, rounds }),
  });
  if (!servesRequests(app)) return;
  sevensRoutes(app, { status });
}
