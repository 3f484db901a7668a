import { LIVE_CRASH_GROWTH_PER_SECOND } from '@casino/game-math';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import type { Rng } from '../../platform/rng.ts';
import { CasinoWalletClient } from './casino-wallet-client.ts';
import { CrashBetOutcome } from './crash-bet-outcome.ts';
import { CrashBets } from './crash-bets.ts';
import { CrashCasinoCalls } from './crash-casino-calls.ts';
import { CrashLiveRepository } from './crash-live.repository.ts';
import { CrashLiveView } from './crash-live-view.ts';
import { CRASH_SCHEDULER_EVERY_MS, CrashScheduler } from './crash-scheduler.ts';
import { PENDING_SETTLEMENTS_EVERY_MS, PendingSettlements } from './pending-settlements.ts';
import { PlayRoundService } from './play-round.ts';
import { RoundSettlement } from './round-settlement.ts';
import { SeedsService } from './seeds.service.ts';
import { StudioRepository } from './studio.repository.ts';
import { StudioSessionService } from './studio-session.service.ts';

export interface StudioDependencies {
  db: Db;
  config: Config;
  clock: Clock;
  rng: Rng;
  /** How the studio reaches the casino's seamless-wallet API. */
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}

export interface Studio {
  repository: StudioRepository;
  sessions: StudioSessionService;
  seeds: SeedsService;
  play: PlayRoundService;
  pendingSettlements: PendingSettlements;
  /** The live crash game: its stakes and cash-outs, its state, its round scheduler. */
  crash: { bets: CrashBets; view: CrashLiveView; scheduler: CrashScheduler };
  /**
   * `studio-settle-pending`: bet-wins the casino did not answer, sent again with backoff; `studio-crash-rounds`:
   * the live crash game's scheduler (one node at a time).
   */
  jobs: PeriodicJob[];
}

/** The studio's services, without HTTP: what any node needs to run its jobs. */
export function createStudio(deps: StudioDependencies): Studio {
  const repository = new StudioRepository(deps.db);
  const casino = new CasinoWalletClient({
    casinoUrl: deps.config.publicUrl,
    secret: deps.config.studioWalletSecret,
    fetch: deps.fetch,
  });
  const seeds = new SeedsService({ repository, rng: deps.rng, clock: deps.clock });
  const settlement = new RoundSettlement({ repository, casino, clock: deps.clock, log: deps.log });
  const sessions = new StudioSessionService({
    repository,
    casino,
    seeds,
    settlement,
    clock: deps.clock,
    rng: deps.rng,
    slotMinCycleMs: deps.config.slotMinCycleMs,
  });
  const play = new PlayRoundService({ repository, sessions, settlement, clock: deps.clock });
  const pendingSettlements = new PendingSettlements({ repository, settlement, clock: deps.clock });
  const crash = createLiveCrash(deps, repository, casino);
  return {
    repository,
    sessions,
    seeds,
    play,
    pendingSettlements,
    crash,
    jobs: [
      {
        name: 'studio-settle-pending',
        everyMs: PENDING_SETTLEMENTS_EVERY_MS,
        run: () => pendingSettlements.settleDue(),
      },
      { name: 'studio-crash-rounds', everyMs: CRASH_SCHEDULER_EVERY_MS, run: () => crash.scheduler.tick() },
    ],
  };
}

function createLiveCrash(
  deps: StudioDependencies,
  studio: StudioRepository,
  casino: CasinoWalletClient,
): Studio['crash'] {
  const { clock, rng, log } = deps;
  const schedule = { ...deps.config.crashRound, growthPerSecond: LIVE_CRASH_GROWTH_PER_SECOND };
  const repository = new CrashLiveRepository(deps.db);
  const outcome = new CrashBetOutcome({ crash: repository, studio });
  const calls = new CrashCasinoCalls({ repository, casino, clock, log });
  return {
    bets: new CrashBets({ repository, studio, outcome, calls, casino, clock, schedule }),
    view: new CrashLiveView({ repository, clock, schedule }),
    scheduler: new CrashScheduler({ repository, outcome, calls, clock, rng, schedule }),
  };
}
