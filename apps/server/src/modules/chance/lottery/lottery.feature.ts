import type { FastifyInstance } from 'fastify';
import { servesRequests } from '../../../platform/module.ts';
import type { FairDraws } from '../fair-draws.ts';
import { LotteryRepository } from './lottery.repository.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { seedLottery } from './lottery.seed.ts';
import { LotteryAdmin } from './lottery-admin.ts';
import { LotteryDraws } from './lottery-draws.ts';
import { LotteryPage } from './lottery-page.ts';
import { LotteryPrizes } from './lottery-prizes.ts';
import { LotteryStars } from './lottery-stars.ts';
import { LotteryTickets } from './lottery-tickets.ts';

/** The lottery's draws are looked for this often: a draw is made within a minute of its time. */
const DRAW_EVERY_MS = 60_000;

/**
 * The lottery inside the chance module. On every role: the outbox reader `lottery-stars`, the payer of
 * `lottery_ticket` prizes (a competition's job pays them), the periodic job `lottery-draws` and the demo seed;
 * where requests are served, the routes, drawing random prizes through the module's one draw step.
 */
export function lotteryFeature(app: FastifyInstance) {
  const { db, clock, rng } = app.platform;
  const repository = new LotteryRepository(db);
  const page = new LotteryPage({ repository, rewards: app.rewards, players: app.accounts.players });
  const tickets = new LotteryTickets({
    db,
    clock,
    repository,
    page,
    wallet: app.wallet,
    protection: app.responsible,
  });
  app.rewards.payWith('lottery_ticket', tickets.payPrize);
  app.outbox.subscribe(new LotteryStars({ repository, clock }).subscriber);
  const draws = new LotteryDraws({
    db,
    clock,
    rng,
    repository,
    rewards: app.rewards,
    players: app.accounts.players,
    publisher: app.push.publisher,
    log: app.log,
  });
  app.jobs.periodic({ name: 'lottery-draws', everyMs: DRAW_EVERY_MS, run: () => draws.run() });
  app.seeds.add({
    name: 'demo-lottery',
    when: 'demo',
    run: (seedDb) => seedLottery(seedDb, { clock, players: app.accounts.players, repository, draws }),
  });
  return {
    admin: new LotteryAdmin({ db, repository, clock, rewards: app.rewards }),
    serve(fairDraws: FairDraws): void {
      if (!servesRequests(app)) return;
      const prizes = new LotteryPrizes({
        db,
        clock,
        repository,
        page,
        draws: fairDraws,
        rewards: app.rewards,
        protection: app.responsible,
      });
      lotteryRoutes(app, { page, tickets, prizes, players: app.accounts.players });
    },
  };
}
