import { randomUUID } from 'node:crypto';
import {
  liveCrashPoint,
  liveFlightEnd,
  liveMsToReach,
  newServerSeed,
  serverSeedHash,
} from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import type { CrashBetOutcome } from './crash-bet-outcome.ts';
import type { CrashCasinoCalls } from './crash-casino-calls.ts';
import type { CrashLiveRepository } from './crash-live.repository.ts';
import type { CrashRoundRow } from './crash-live.schema.ts';
import { type CrashSchedule, multiplierAt, phaseAt } from './crash-round-clock.ts';
import { CLAIM_LEASE_MS } from './round-settlement.ts';

/** The studio game played as one shared round for every player. */
export const LIVE_CRASH_GAME = 'rocket-crash';
const SERVER_SEED_BYTES = 32;
/** How often the scheduler takes its turn: auto cash-outs, the crash's settlement and the next round. */
export const CRASH_SCHEDULER_EVERY_MS = 500;

/**
 * The live crash game's round scheduler, run by one node at a time as a periodic job (and safe if two overlap:
 * each step locks what it changes). Everything it needs is in the database, so a restart resumes: a round that
 * was flying when the server died is settled at its committed crash point, the stakes still open lost, the
 * cash-outs already accepted paid.
 *
 * One turn: cashes out the stakes whose automatic target the rocket has reached, settles every crashed round
 * (targets at or under the crash point win exactly the target, the rest lose; the casino hears a win for each,
 * 0 for a loss), and opens the next round the pause after the last crash, its seed's hash published as it opens.
 */
export class CrashScheduler {
  readonly #repository: CrashLiveRepository;
  readonly #outcome: CrashBetOutcome;
  readonly #calls: CrashCasinoCalls;
  readonly #clock: Clock;
  readonly #rng: Rng;
  readonly #schedule: CrashSchedule;

  constructor(deps: {
    repository: CrashLiveRepository;
    outcome: CrashBetOutcome;
    calls: CrashCasinoCalls;
    clock: Clock;
    rng: Rng;
    schedule: CrashSchedule;
  }) {
    this.#repository = deps.repository;
    this.#outcome = deps.outcome;
    this.#calls = deps.calls;
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#schedule = deps.schedule;
  }

  async tick(): Promise<void> {
    const now = this.#clock.now();
    await this.#autoCashOuts(now);
    for (const round of await this.#repository.crashedUnsettled(this.#repository.db, LIVE_CRASH_GAME, now)) {
      await this.#settle(round, now);
    }
    await this.#openNextRound(now);
    await this.#calls.sendDue();
  }

  /** Stakes of the flying round whose target the curve has reached: cashed out at exactly their target. */
  async #autoCashOuts(now: Date): Promise<void> {
    const round = await this.#repository.latestRound(this.#repository.db, LIVE_CRASH_GAME);
    if (!round || phaseAt(round, now) !== 'flying') return;
    const reached = Math.min(multiplierAt(round, now, this.#schedule.growthPerSecond), round.crashPoint);
    await this.#repository.transaction(async (tx) => {
      for (const bet of await this.#repository.lockOpenBets(tx, round.id, reached)) {
        await this.#outcome.cashOut(tx, bet, bet.autoCashOut, now);
      }
    });
  }

  async #settle(round: CrashRoundRow, now: Date): Promise<void> {
    await this.#repository.transaction(async (tx) => {
      for (const bet of await this.#repository.lockOpenBets(tx, round.id)) {
        if (bet.autoCashOut <= round.crashPoint) await this.#outcome.cashOut(tx, bet, bet.autoCashOut, now);
        else await this.#outcome.lose(tx, bet, now);
      }
      // A stake still being asked of the casino is decided by its request; one whose request died is given back.
      if ((await this.#repository.placingCount(tx, round.id)) > 0) {
        await this.#repository.abandonPlacing(tx, round.id, new Date(now.getTime() - CLAIM_LEASE_MS), now);
        if ((await this.#repository.placingCount(tx, round.id)) > 0) return;
      }
      await this.#repository.markSettled(tx, round.id, now);
    });
  }

  async #openNextRound(now: Date): Promise<void> {
    await this.#repository.transaction(async (tx) => {
      const latest = await this.#repository.lockLatestRound(tx, LIVE_CRASH_GAME);
      if (latest && now.getTime() < latest.crashesAt.getTime() + this.#schedule.pauseMs) return;
      await this.#repository.insertRound(tx, this.#newRound((latest?.number ?? 0) + 1, now));
    });
  }

  #newRound(number: number, now: Date): CrashRoundRow {
    const serverSeed = newServerSeed(new Uint8Array(this.#rng.bytes(SERVER_SEED_BYTES)));
    const crashPoint = liveCrashPoint({ serverSeed, roundNumber: number });
    const takesOffAt = new Date(now.getTime() + this.#schedule.bettingMs);
    const flightMs = liveMsToReach(liveFlightEnd(crashPoint), this.#schedule.growthPerSecond);
    return {
      id: randomUUID(),
      gameSlug: LIVE_CRASH_GAME,
      number,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      crashPoint,
      bettingOpensAt: now,
      takesOffAt,
      crashesAt: new Date(takesOffAt.getTime() + flightMs),
      settledAt: null,
    };
  }
}
