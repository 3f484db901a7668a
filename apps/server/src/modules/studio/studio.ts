import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import type { Rng } from '../../platform/rng.ts';
import { CasinoWalletClient } from './casino-wallet-client.ts';
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
  /** `studio-settle-pending`: bet-wins the casino did not answer, sent again with backoff. */
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
  return {
    repository,
    sessions,
    seeds,
    play,
    pendingSettlements,
    jobs: [
      {
        name: 'studio-settle-pending',
        everyMs: PENDING_SETTLEMENTS_EVERY_MS,
        run: () => pendingSettlements.settleDue(),
      },
    ],
  };
}
