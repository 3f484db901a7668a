import { defineModule, servesRequests } from '../../platform/module.ts';
import { PushThrottle } from '../../platform/push/push-throttle.ts';
import { announceStartedCompetitions } from './announce-competitions.ts';
import { StageCloser } from './close-stages.ts';
import { CompetitionAdmin } from './competition-admin.ts';
import { CompetitionQueries } from './competition-queries.ts';
import { CompetitionViews } from './competition-view.ts';
import { CompetitionsRepository } from './competitions.repository.ts';
import { competitionRoutes } from './competitions.routes.ts';
import { seedCompetitions, seedDemoResults } from './competitions.seed.ts';
import { Entrants } from './entrants.ts';
import { CLOSE_GRACE_MS, CompetitionFinisher } from './finish-competitions.ts';
import type { Leaderboard } from './leaderboard.ts';
import { PostgresLeaderboard } from './leaderboard.ts';
import { CompetitionPayout } from './prize-payout.ts';
import { RedisLeaderboard } from './redis-leaderboard.ts';
import { ScheduledCompetitions } from './scheduled-competitions.ts';
import { ScorePushes } from './score-pushes.ts';
import { CompetitionScorer } from './scorer.ts';
import { StagesRepository } from './stages.repository.ts';

/** A board's pushes (`positions`, `bet`, `playerWin`) go out at most this often per channel and competition. */
const PUSH_INTERVAL_MS = 1_000;
/** Competitions close within seconds of their end and grace; starts are told within seconds too. */
const CLOSE_EVERY_MS = 5_000;

/**
 * Tournaments, races, special races and promo tournaments: one engine on the event stream (decision 034). Stakes
 * and rounds score through the outbox reader `competitions`; boards are read from PostgreSQL, or from Redis sorted
 * sets when REDIS_URL is set; a job announces starts and closes competitions, paying prizes through `rewards`.
 */
export const competitionsPlugin = defineModule(
  'competitions',
  { dependencies: ['accounts', 'responsible', 'games', 'rewards'] },
  async (app) => {
    const { db, clock, redis, brand } = app.platform;
    const repository = new CompetitionsRepository(db);
    const truth = new PostgresLeaderboard(repository);
    const board: Leaderboard = redis ? new RedisLeaderboard(redis, repository, truth) : truth;
    const scheduled = new ScheduledCompetitions(repository);
    const entrants = new Entrants({
      repository,
      players: app.accounts.players,
      protection: app.responsible,
      clock,
    });
    const throttle = new PushThrottle({
      publisher: app.push.publisher,
      intervalMs: PUSH_INTERVAL_MS,
      onError: (error) => app.log.warn({ err: error }, 'competition push failed'),
    });
    app.addHook('onClose', async () => throttle.close());
    const pushes = new ScorePushes({ board, throttle });
    const scorer = new CompetitionScorer({ repository, scheduled, entrants, pushes });
    app.outbox.subscribe(scorer.subscriber);
    app.decorate('competitions', {
      admin: new CompetitionAdmin({ repository, clock, changed: () => scheduled.invalidate() }),
    });
    const stages = new StagesRepository(db);
    const handledUntil = (until: Date) => app.outbox.handledUntil('competitions', until);
    const payout = new CompetitionPayout({
      db,
      clock,
      repository,
      stages,
      rewards: app.rewards,
      players: app.accounts.players,
    });
    const stageCloser = new StageCloser({
      db,
      clock,
      repository,
      stages,
      board,
      payout,
      handledUntil,
      graceMs: CLOSE_GRACE_MS,
    });
    const finisher = new CompetitionFinisher({
      db,
      clock,
      repository,
      stages,
      stageCloser,
      payout,
      board,
      handledUntil,
    });
    app.jobs.periodic({
      name: 'competitions-close',
      everyMs: CLOSE_EVERY_MS,
      run: async () => {
        await announceStartedCompetitions({ db, clock, repository });
        await stageCloser.run();
        if ((await finisher.run()) > 0) scheduled.invalidate();
      },
    });
    app.seeds.add({
      name: 'demo-competitions',
      when: 'demo',
      run: (seedDb) => seedCompetitions(seedDb, clock),
    });
    app.seeds.add({
      name: 'demo-competition-results',
      when: 'demo',
      run: (seedDb) => seedDemoResults(seedDb, clock, app.accounts.players),
    });
    if (!servesRequests(app)) return;
    const views = new CompetitionViews({
      repository,
      stages,
      board,
      rewards: app.rewards,
      clock,
      gameIds: (slugs) => app.games.gameSet.idsOf(slugs),
    });
    competitionRoutes(app, {
      db,
      queries: new CompetitionQueries({ repository, views, clock, brand: brand.id }),
      entrants,
      repository,
      players: app.accounts.players,
      games: app.games.gameSet,
      clock,
      invalidate: () => scheduled.invalidate(),
    });
  },
);
