import type { FastifyInstance } from 'fastify';
import type { FairDraws } from '../fair-draws.ts';
import { ChestPicks } from './chest-pick.ts';
import { ChestProgress } from './chest-progress.ts';
import { ChestsRepository } from './chests.repository.ts';
import { chestsRoutes } from './chests.routes.ts';
import { seedChests } from './chests.seed.ts';
import { ChestsService } from './chests.service.ts';
import { LootBoxAdmin } from './loot-box-admin.ts';
import { LootBoxGrants } from './loot-box-grants.ts';
import { LootBoxesService } from './loot-boxes.service.ts';

/**
 * Chests and loot boxes inside the chance module: the outbox reader `chests` and the demo seed on every role, the
 * routes where requests are served, drawing through the module's one draw step.
 */
export function chestsFeature(app: FastifyInstance) {
  const { db, clock } = app.platform;
  const repository = new ChestsRepository(db);
  app.outbox.subscribe(new ChestProgress({ repository, publisher: app.push.publisher }).subscriber);
  // On every node: a loot box won elsewhere (a lottery draw on the job node) is given where the prize is paid.
  const lootBoxGrants = new LootBoxGrants({ repository, clock });
  app.rewards.payWith('loot_box', lootBoxGrants.payPrize, lootBoxGrants.prizeFault);
  app.seeds.add({
    name: 'demo-chests',
    when: 'demo',
    run: (seedDb) => seedChests(seedDb, clock, app.accounts.players),
  });
  return {
    lootBoxAdmin: new LootBoxAdmin({
      db,
      repository,
      grants: lootBoxGrants,
      players: app.accounts.players,
      protection: app.responsible,
    }),
    serve(draws: FairDraws): void {
      const picks = new ChestPicks({ draws, rewards: app.rewards });
      const common = {
        db,
        clock,
        repository,
        picks,
        rewards: app.rewards,
        players: app.accounts.players,
        protection: app.responsible,
      };
      chestsRoutes(app, {
        chests: new ChestsService({ ...common, cash: app.cash }),
        lootBoxes: new LootBoxesService(common),
        players: app.accounts.players,
      });
    },
  };
}
