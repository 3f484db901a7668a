import type { CrashLiveBet, CrashLiveState } from '@casino/contracts';
import { LIVE_CRASH_SALT, liveCrashWin } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import type { CrashLiveRepository } from './crash-live.repository.ts';
import type { CrashBetRow, CrashRoundRow } from './crash-live.schema.ts';
import { autoCashOutBy, type CrashSchedule, phaseAt } from './crash-round-clock.ts';
import { LIVE_CRASH_GAME } from './crash-scheduler.ts';

const HISTORY_LENGTH = 20;

/**
 * The live crash round as every client sees it at the server's now: the phase and its times, the stakes (masked
 * players, their cash-outs once made) and the recent crash points. The crash point and the seed stay secret
 * until the crash; automatic cash-outs show once the curve has reached them, as the server judges them.
 */
export class CrashLiveView {
  readonly #repository: CrashLiveRepository;
  readonly #clock: Clock;
  readonly #schedule: CrashSchedule;

  constructor(deps: { repository: CrashLiveRepository; clock: Clock; schedule: CrashSchedule }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#schedule = deps.schedule;
  }

  async state(): Promise<CrashLiveState> {
    const now = this.#clock.now();
    const db = this.#repository.db;
    const [round, history] = await Promise.all([
      this.#repository.latestRound(db, LIVE_CRASH_GAME),
      this.#repository.history(db, LIVE_CRASH_GAME, now, HISTORY_LENGTH),
    ]);
    const bets = round ? await this.#repository.shownBets(db, round.id) : [];
    return {
      serverTime: now.toISOString(),
      growthPerSecond: this.#schedule.growthPerSecond,
      round: round ? roundView(round, now) : null,
      bets: round ? bets.map((bet) => this.#betView(round, bet, now)) : [],
      history: history.map((past) => ({
        number: past.number,
        crashPoint: past.crashPoint,
        serverSeed: past.serverSeed,
        serverSeedHash: past.serverSeedHash,
      })),
    };
  }

  #betView(round: CrashRoundRow, bet: CrashBetRow, now: Date): CrashLiveBet {
    const shown = { id: bet.id, nickname: bet.nickname, stake: bet.stake, currency: bet.currency };
    if (bet.status === 'cashed' || bet.status === 'lost') {
      return { ...shown, status: bet.status, cashOut: bet.cashOut, win: bet.win };
    }
    const auto = autoCashOutBy(round, bet.autoCashOut, now, this.#schedule.growthPerSecond);
    if (auto !== null) {
      return { ...shown, status: 'cashed', cashOut: auto, win: liveCrashWin(bet.stake, auto) };
    }
    const lost = phaseAt(round, now) === 'crashed';
    return { ...shown, status: lost ? 'lost' : 'open', cashOut: null, win: lost ? 0 : null };
  }
}

function roundView(round: CrashRoundRow, now: Date): NonNullable<CrashLiveState['round']> {
  const crashed = phaseAt(round, now) === 'crashed';
  return {
    id: round.id,
    number: round.number,
    phase: phaseAt(round, now),
    serverSeedHash: round.serverSeedHash,
    serverSeed: crashed ? round.serverSeed : null,
    crashPoint: crashed ? round.crashPoint : null,
    salt: LIVE_CRASH_SALT,
    bettingOpensAt: round.bettingOpensAt.toISOString(),
    takesOffAt: round.takesOffAt.toISOString(),
    crashedAt: crashed ? round.crashesAt.toISOString() : null,
  };
}
