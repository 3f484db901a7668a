import type { FastifyInstance } from 'fastify';
import { servesRequests } from '../../../platform/module.ts';
import { PiggyRepository } from './piggy.repository.ts';
import { piggyRoutes } from './piggy.routes.ts';
import { seedPiggyBank } from './piggy.seed.ts';
import { PiggyBankService } from './piggy-bank.service.ts';
import { PiggyFill } from './piggy-fill.ts';

/**
 * The piggy bank inside the chance module: the outbox reader `piggy-bank` and the demo terms on every role, the
 * routes where requests are served.
 */
export function piggyFeature(app: FastifyInstance): void {
  const { db, clock } = app.platform;
  const repository = new PiggyRepository(db);
  app.outbox.subscribe(new PiggyFill({ repository, clock, publisher: app.push.publisher }).subscriber);
  app.seeds.add({ name: 'demo-piggy-bank', when: 'demo', run: (seedDb) => seedPiggyBank(seedDb, clock) });
  if (!servesRequests(app)) return;
  piggyRoutes(app, {
    piggyBank: new PiggyBankService({
      db,
      clock,
      repository,
      rewards: app.rewards,
      players: app.accounts.players,
      protection: app.responsible,
      publisher: app.push.publisher,
      log: app.log,
    }),
  });
}
