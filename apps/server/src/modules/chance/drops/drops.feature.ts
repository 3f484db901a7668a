import type { FastifyInstance } from 'fastify';
import { servesRequests } from '../../../platform/module.ts';
import type { FairDraws } from '../fair-draws.ts';
import { LotteryRepository } from '../lottery/lottery.repository.ts';
import { LotteryStars } from '../lottery/lottery-stars.ts';
import { DropDraws } from './drop-draws.ts';
import { DropPushes } from './drop-pushes.ts';
import { DropStakes } from './drop-stakes.ts';
import { DropsRepository } from './drops.repository.ts';
import { dropsRoutes } from './drops.routes.ts';
import { seedDrops } from './drops.seed.ts';
import { DropsAdmin } from './drops-admin.ts';
import { DropsPage } from './drops-page.ts';

/**
 * Prize and star drops inside the chance module: the console's facade at once; once the module's draw step exists
 * (`start`), on every role the outbox reader `drops` (a draw per stake, the prize through `rewards`, the stars to the
 * lottery's) and the demo seed, and where requests are served `GET /rest/prize-drops/` and `GET /rest/star-drops/`.
 */
export function dropsFeature(app: FastifyInstance) {
  const { db, clock } = app.platform;
  const repository = new DropsRepository(db);
  return {
    admin: new DropsAdmin({ db, repository, clock, rewards: app.rewards }),
    start(fairDraws: FairDraws): void {
      const draws = new DropDraws({
        repository,
        draws: fairDraws,
        rewards: app.rewards,
        stars: new LotteryStars({ repository: new LotteryRepository(db), clock }),
        clock,
      });
      const pushes = new DropPushes({ publisher: app.push.publisher, rewards: app.rewards });
      app.outbox.subscribe(new DropStakes({ repository, draws, pushes }).subscriber);
      app.seeds.add({
        name: 'demo-drops',
        when: 'demo',
        run: (seedDb) => seedDrops(seedDb, { clock, players: app.accounts.players, draws }),
      });
      if (!servesRequests(app)) return;
      const page = new DropsPage({ repository, rewards: app.rewards, players: app.accounts.players, clock });
      dropsRoutes(app, { page });
    },
  };
}
